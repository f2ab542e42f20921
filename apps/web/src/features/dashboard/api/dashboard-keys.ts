import type { OverviewMetric } from '@paydesk/domain/overview';

/** The range part of an overview key: what the service is asked for. */
export interface OverviewRangeKey {
  startDate: string;
  endDate: string;
  timeZone: string;
}

/**
 * Query keys of what only the dashboard reads (one factory, no ad-hoc keys). The account
 * itself is `merchantAccountKeys` in shared/merchant-account.
 */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  merchant: (merchantId: number) => [...dashboardKeys.all, merchantId] as const,
  rates: (merchantId: number) => [...dashboardKeys.merchant(merchantId), 'rates'] as const,
  contactType: (merchantId: number) =>
    [...dashboardKeys.merchant(merchantId), 'contact-type'] as const,
  overviews: (merchantId: number) => [...dashboardKeys.merchant(merchantId), 'overview'] as const,
  overview: (merchantId: number, metric: OverviewMetric, range: OverviewRangeKey) =>
    [...dashboardKeys.overviews(merchantId), metric, range] as const,
};
