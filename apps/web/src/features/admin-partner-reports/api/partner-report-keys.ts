import type { ListApiQuery } from '../../../shared/list-state/list-url';

/**
 * Query keys of the back office's partner reports (one factory): partner volume (its lists,
 * the 16-month and accounts tables, the clients), residual fees and the payment links
 * overview (every merchant's subscriptions are the subscriptions feature's).
 */
export const partnerReportKeys = {
  all: ['admin-partner-reports'] as const,
  clients: (query: ListApiQuery) => [...partnerReportKeys.all, 'clients', query] as const,
  volumeOverview: (query: ListApiQuery) =>
    [...partnerReportKeys.all, 'volume-overview', query] as const,
  volumeReport: (query: ListApiQuery) =>
    [...partnerReportKeys.all, 'volume-report', query] as const,
  pastMonthsVolume: (query: PastMonthsKey) =>
    [...partnerReportKeys.all, 'past-16-months', query] as const,
  pastMonthsAccounts: (query: PastMonthsKey) =>
    [...partnerReportKeys.all, 'past-months-accounts', query] as const,
  residualFees: (query: ListApiQuery) =>
    [...partnerReportKeys.all, 'residual-fees', query] as const,
  residualOverview: (query: Record<string, string>) =>
    [...partnerReportKeys.all, 'residual-overview', query] as const,
  paymentLinks: (query: ListApiQuery) =>
    [...partnerReportKeys.all, 'payment-links', query] as const,
};

/** What a 16-month table is read for: the path's parts and the query. */
export interface PastMonthsKey {
  country: string;
  type?: string;
  client?: number;
  processorId?: string;
  merchantid?: string;
}
