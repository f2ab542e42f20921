import { type ReportApp, reportApp } from '../../support/report-kit';

/** The money reports' history: four merchants, 75 days up to 2026-11-20, ten sales a day. */
export const moneyReportApp = (seed: string): Promise<ReportApp> =>
  reportApp({
    history: {
      seed,
      merchants: 4,
      days: 75,
      meanDailySales: 10,
      end: new Date('2026-11-20T00:00:00Z'),
    },
  });
