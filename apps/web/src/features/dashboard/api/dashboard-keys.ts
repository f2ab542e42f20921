import type { OverviewMetric } from '@paydesk/domain/overview';

/** The range part of an overview key: what the service is asked for. */
export interface OverviewRangeKey {
  startDate: string;
  endDate: string;
  timeZone: string;
}

/** Query keys of the dashboard (one factory, no ad-hoc keys). */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  merchants: () => [...dashboardKeys.all, 'merchant'] as const,
  merchant: (merchantId: number) => [...dashboardKeys.merchants(), merchantId] as const,
  rates: (merchantId: number) => [...dashboardKeys.merchant(merchantId), 'rates'] as const,
  contactType: (merchantId: number) =>
    [...dashboardKeys.merchant(merchantId), 'contact-type'] as const,
  overviews: (merchantId: number) => [...dashboardKeys.merchant(merchantId), 'overview'] as const,
  overview: (merchantId: number, metric: OverviewMetric, range: OverviewRangeKey) =>
    [...dashboardKeys.overviews(merchantId), metric, range] as const,
};
