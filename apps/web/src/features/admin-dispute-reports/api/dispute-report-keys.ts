import type { ListApiQuery } from '../../../shared/list-state/list-url';

/**
 * Query keys of the back office's dispute, ACH return, outage and interchange reports (one
 * factory): each report's pages by their query.
 */
export const disputeReportKeys = {
  all: ['admin-dispute-reports'] as const,
  disputes: (query: ListApiQuery) => [...disputeReportKeys.all, 'disputes', query] as const,
  achReturns: (query: ListApiQuery) => [...disputeReportKeys.all, 'ach-returns', query] as const,
  outages: (query: ListApiQuery) => [...disputeReportKeys.all, 'outages', query] as const,
  interchange: (processorId: number, query: ListApiQuery) =>
    [...disputeReportKeys.all, 'interchange', processorId, query] as const,
};
