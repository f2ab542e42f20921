import type { OverviewMetric } from '@paydesk/domain/overview';
import { merchantDataKeys } from '../../../shared/merchant-account/merchant-data-keys';

/** The range part of an overview key: what the service is asked for. */
export interface OverviewRangeKey {
  startDate: string;
  endDate: string;
  timeZone: string;
}

/**
 * Query keys of what only the dashboard reads (one factory, no ad-hoc keys), under the
 * account's data root (`merchantDataKeys`, shared/merchant-account): a refund, void or payment
 * taken on another screen invalidates that root, and the tiles are read again. The account
 * itself is `merchantAccountKeys`.
 */
export const dashboardKeys = {
  merchant: (merchantId: number) =>
    [...merchantDataKeys.merchant(merchantId), 'dashboard'] as const,
  rates: (merchantId: number) => [...dashboardKeys.merchant(merchantId), 'rates'] as const,
  contactType: (merchantId: number) =>
    [...dashboardKeys.merchant(merchantId), 'contact-type'] as const,
  overviews: (merchantId: number) => [...dashboardKeys.merchant(merchantId), 'overview'] as const,
  overview: (merchantId: number, metric: OverviewMetric, range: OverviewRangeKey) =>
    [...dashboardKeys.overviews(merchantId), metric, range] as const,
  refundVolume: (merchantId: number, range: OverviewRangeKey) =>
    [...dashboardKeys.merchant(merchantId), 'refund-volume', range] as const,
};
