import { type ReportApp, reportApp } from '../../support/report-kit';

/**
 * The partner reports' history: generated merchants with 16 months and more of payments up to
 * now (partners, clients and rates come with the generator).
 */
export const partnerReportApp = (seed: string, merchants = 9): Promise<ReportApp> =>
  reportApp({ history: { seed, merchants, days: 520, meanDailySales: 1.5, end: new Date() } });
