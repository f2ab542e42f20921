import type { EndpointResult } from '@paydesk/domain/endpoint';
import type { getSubscription as endpoint } from '@paydesk/domain/endpoints/subscriptions';
import * as routes from '@paydesk/domain/routes/subscriptions';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { retryUnless } from '../../../shared/api/retry-unless';
import { subscriptionKeys } from './subscription-keys';

export type SubscriptionDetail = EndpointResult<typeof endpoint>;
export type Subscription = SubscriptionDetail['subscription'];

/** `GET /merchants/{id}/subscriptions/{subscriptionId}`: runs, upcoming dates, history, actions. */
export function getSubscription(
  merchantId: number,
  subscriptionId: number,
  signal?: AbortSignal,
): Promise<SubscriptionDetail> {
  return callEndpoint<typeof endpoint>(routes.getSubscription, {
    params: { id: merchantId, subscriptionId },
    signal,
  });
}

/** One subscription's page; a 404 is an answer (not found), not retried. */
export function useSubscription(merchantId: number, subscriptionId: number | undefined) {
  return useQuery({
    queryKey: subscriptionKeys.detail(merchantId, subscriptionId ?? 0),
    queryFn: ({ signal }) => getSubscription(merchantId, subscriptionId ?? 0, signal),
    enabled: subscriptionId !== undefined,
    retry: retryUnless(404),
  });
}
