import type { EndpointResult } from '@paydesk/domain/endpoint';
import type { getAdminSubscription as endpoint } from '@paydesk/domain/endpoints/admin-partner-reports';
import * as routes from '@paydesk/domain/routes/admin-partner-reports';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { retryUnless } from '../../../shared/api/retry-unless';
import { subscriptionKeys } from './subscription-keys';

export type StaffSubscriptionDetail = EndpointResult<typeof endpoint>;

/**
 * `GET /admin/subscriptions/{merchantId}/{subscriptionId}`: the page the merchant reads, for
 * staff (every action false). A 404 is an answer (not found), not retried.
 */
export function useStaffSubscription(merchantId: number, subscriptionId: number | undefined) {
  return useQuery({
    queryKey: subscriptionKeys.staffDetail(merchantId, subscriptionId ?? 0),
    queryFn: ({ signal }) =>
      callEndpoint<typeof endpoint>(routes.getAdminSubscription, {
        params: { merchantId, subscriptionId: subscriptionId ?? 0 },
        signal,
      }),
    enabled: subscriptionId !== undefined,
    retry: retryUnless(404),
  });
}
