import type { getReportMerchantPickList as endpoint } from '@paydesk/domain/endpoints/admin-merchants';
import * as routes from '@paydesk/domain/routes/admin-merchants';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../api/call-endpoint';

export const reportMerchantKeys = {
  all: ['admin-report-merchants'] as const,
};

/**
 * Every merchant's id and DBA for the report pages' account selector (any staff member: each
 * report guards its own rows with its key). Kept five minutes: merchants are rarely added.
 */
export function useReportMerchants(enabled = true) {
  return useQuery({
    queryKey: reportMerchantKeys.all,
    queryFn: ({ signal }) =>
      callEndpoint<typeof endpoint>(routes.getReportMerchantPickList, { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}
