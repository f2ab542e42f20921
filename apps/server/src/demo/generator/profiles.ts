/** Data profiles of `npm run seed -- --profile <name>`. */
export interface Profile {
  name: 'demo' | 'large';
  merchants: number;
  days: number;
  /** Mean approved-or-declined sales a day for an ordinary merchant. */
  meanDailySales: number;
  /**
   * Accounts right after the three demo ones (100004, …) that trade at this mean instead:
   * national online retailers, the heavy tail every provider has and the dashboard
   * benchmark measures against.
   */
  highVolume?: { merchants: number; meanDailySales: number };
}

export const PROFILES: Record<Profile['name'], Profile> = {
  demo: { name: 'demo', merchants: 50, days: 730, meanDailySales: 2.2 },
  large: {
    name: 'large',
    merchants: 1000,
    days: 730,
    meanDailySales: 11.5,
    highVolume: { merchants: 1, meanDailySales: 4000 },
  },
};
