import type { MerchantAccount } from '@paydesk/domain/merchant-account';

export type LimitKind = 'card' | 'ach';

export interface MonthlyLimitUsage {
  kind: LimitKind;
  label: string;
  /** Cents processed this calendar month. */
  used: number;
  /** The monthly limit in cents; null when none is set. */
  limit: number | null;
  /** Percent of the limit used (0 without a limit). */
  percent: number;
  /** At or above the limit. */
  reached: boolean;
}

/** How much of each monthly limit this month's volume has used. */
export function monthlyLimitUsage(account: MerchantAccount): MonthlyLimitUsage[] {
  const usage = (
    kind: LimitKind,
    label: string,
    used: number,
    limit: number | null,
  ): MonthlyLimitUsage => ({
    kind,
    label,
    used,
    limit,
    percent: limit && limit > 0 ? Math.min(100, (used / limit) * 100) : 0,
    reached: limit !== null && used >= limit,
  });
  return [
    usage('card', 'Card', account.monthToDate.cardVolume, account.limits.ccPerMonthLimit),
    usage('ach', 'ACH', account.monthToDate.achVolume, account.limits.achPerMonthLimit),
  ];
}

/** The monthly limits this month's volume has reached: the limits error box names them. */
export function reachedLimits(account: MerchantAccount): MonthlyLimitUsage[] {
  return monthlyLimitUsage(account).filter((entry) => entry.reached);
}
