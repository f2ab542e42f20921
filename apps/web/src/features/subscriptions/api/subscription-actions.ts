import type { EndpointResult } from '@paydesk/domain/endpoint';
import type {
  requestSubscriptionCancellation as cancelEndpoint,
  createSubscription as createEndpoint,
  rescheduleSubscription as rescheduleEndpoint,
  sendSubscriptionLink as sendLinkEndpoint,
  stopSubscription as stopEndpoint,
} from '@paydesk/domain/endpoints/subscriptions';
import * as routes from '@paydesk/domain/routes/subscriptions';
import type { CreateSubscription } from '@paydesk/domain/subscriptions';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../../shared/api/api-error';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import type { SubscriptionDetail } from './get-subscription';
import { subscriptionKeys } from './subscription-keys';

interface Keyed {
  idempotencyKey: string;
}

type Ids = { merchantId: number; subscriptionId: number };
export type LinkSent = EndpointResult<typeof sendLinkEndpoint>;

/** `POST /merchants/{id}/subscriptions`: a subscription or payment plan with its method on file. */
export function createSubscription(
  merchantId: number,
  body: CreateSubscription,
  idempotencyKey: string,
) {
  return callEndpoint<typeof createEndpoint>(routes.createSubscription, {
    params: { id: merchantId },
    body,
    idempotencyKey,
  });
}

/** The page shows the answer at once, and the report's pages are read again. */
function settle(queryClient: QueryClient, ids: Ids, detail?: SubscriptionDetail) {
  if (detail) {
    queryClient.setQueryData(subscriptionKeys.detail(ids.merchantId, ids.subscriptionId), detail);
  }
  return queryClient.invalidateQueries({ queryKey: subscriptionKeys.merchant(ids.merchantId) });
}

export function useCreateSubscription(merchantId: number) {
  const queryClient = useQueryClient();
  return useMutation<SubscriptionDetail, ApiError, { body: CreateSubscription } & Keyed>({
    mutationFn: ({ body, idempotencyKey }) => createSubscription(merchantId, body, idempotencyKey),
    onSuccess: (detail) =>
      settle(queryClient, { merchantId, subscriptionId: detail.subscription.id }, detail),
  });
}

/** Request cancellation at period end (sets CancelAtDate). */
export function useRequestCancellation(ids: Ids) {
  const queryClient = useQueryClient();
  return useMutation<SubscriptionDetail, ApiError, Keyed>({
    mutationFn: ({ idempotencyKey }) =>
      callEndpoint<typeof cancelEndpoint>(routes.requestSubscriptionCancellation, {
        params: { id: ids.merchantId, subscriptionId: ids.subscriptionId },
        idempotencyKey,
      }),
    onSuccess: (detail) => settle(queryClient, ids, detail),
  });
}

/** Stop now: the scheduled charge is skipped. */
export function useStopSubscription(ids: Ids) {
  const queryClient = useQueryClient();
  return useMutation<SubscriptionDetail, ApiError, Keyed>({
    mutationFn: ({ idempotencyKey }) =>
      callEndpoint<typeof stopEndpoint>(routes.stopSubscription, {
        params: { id: ids.merchantId, subscriptionId: ids.subscriptionId },
        idempotencyKey,
      }),
    onSuccess: (detail) => settle(queryClient, ids, detail),
  });
}

/** Move the next charge to `date` (YYYY-MM-DD). */
export function useRescheduleSubscription(ids: Ids) {
  const queryClient = useQueryClient();
  return useMutation<SubscriptionDetail, ApiError, { date: string } & Keyed>({
    mutationFn: ({ date, idempotencyKey }) =>
      callEndpoint<typeof rescheduleEndpoint>(routes.rescheduleSubscription, {
        params: { id: ids.merchantId, subscriptionId: ids.subscriptionId },
        body: { date },
        idempotencyKey,
      }),
    onSuccess: (detail) => settle(queryClient, ids, detail),
  });
}

/** E-mail the customer the link to manage their subscription; the history gains a row. */
export function useSendManageLink(ids: Ids) {
  const queryClient = useQueryClient();
  return useMutation<LinkSent, ApiError, Keyed>({
    mutationFn: ({ idempotencyKey }) =>
      callEndpoint<typeof sendLinkEndpoint>(routes.sendSubscriptionLink, {
        params: { id: ids.merchantId, subscriptionId: ids.subscriptionId },
        idempotencyKey,
      }),
    onSuccess: () => settle(queryClient, ids),
  });
}
