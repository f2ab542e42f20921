import type { ListApiQuery } from '../../../shared/list-state/list-url';

/** Query keys of the back office's merchant reports: one list key per report and view. */
export const merchantReportKeys = {
  all: ['admin-merchant-reports'] as const,
  list: (report: MerchantReport, query: ListApiQuery) =>
    [...merchantReportKeys.all, report, 'list', query] as const,
};

export type MerchantReport =
  | 'funding-hold'
  | 'invalid-1099k'
  | 'pending-accounts'
  | 'limits'
  | 'pending-migrations'
  | 'email-history';
