import type { EndpointResult } from '@paydesk/domain/endpoint';
import type {
  cancelSubscriberSubscription as cancelEndpoint,
  getSubscriberSubscription as getEndpoint,
  getSubscriberPaymentPlan as planEndpoint,
  updateSubscriberPaymentMethod as updateEndpoint,
} from '@paydesk/domain/endpoints/subscriptions';
import * as routes from '@paydesk/domain/routes/subscriptions';
import type { PaymentMethod } from '@paydesk/domain/subscriptions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../../shared/api/api-error';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { retryUnless } from '../../../shared/api/retry-unless';

/**
 * The subscriber's calls: public endpoints whose signed link token travels as
 * `Authorization: Bearer <token>` (callEndpoint's `bearer`). No session is involved, so a 401
 * or 403 signs nobody out (shared/api: a call with its own bearer never ends the session, and
 * the subscriptions / payment-plans URLs are among the exceptions besides).
 */
export type SubscriberSubscription = EndpointResult<typeof getEndpoint>;
export type SubscriberPaymentPlan = EndpointResult<typeof planEndpoint>;

export const subscriberKeys = {
  subscription: (id: number, token: string) => ['subscriber', 'subscription', id, token] as const,
  plan: (token: string) => ['subscriber', 'payment-plan', token] as const,
};

/** Answers that will not change on a retry: an invalid link, an unknown id, too many calls. */
const retry = retryUnless(400, 401, 403, 404, 422, 429);

export function useSubscriberSubscription(id: number | undefined, token: string) {
  return useQuery({
    queryKey: subscriberKeys.subscription(id ?? 0, token),
    queryFn: ({ signal }) =>
      callEndpoint<typeof getEndpoint>(routes.getSubscriberSubscription, {
        params: { id: id ?? 0 },
        bearer: token,
        signal,
      }),
    enabled: id !== undefined && token !== '',
    retry,
  });
}

export function useSubscriberPaymentPlan(token: string) {
  return useQuery({
    queryKey: subscriberKeys.plan(token),
    queryFn: ({ signal }) =>
      callEndpoint<typeof planEndpoint>(routes.getSubscriberPaymentPlan, { bearer: token, signal }),
    enabled: token !== '',
    retry,
  });
}

/** Cancel at period end; the page shows the answer. */
export function useCancelAsSubscriber(id: number, token: string) {
  const queryClient = useQueryClient();
  return useMutation<SubscriberSubscription, ApiError, { idempotencyKey: string }>({
    mutationFn: ({ idempotencyKey }) =>
      callEndpoint<typeof cancelEndpoint>(routes.cancelSubscriberSubscription, {
        params: { id },
        bearer: token,
        idempotencyKey,
      }),
    onSuccess: (next) => queryClient.setQueryData(subscriberKeys.subscription(id, token), next),
  });
}

/** Replace the card or bank account on file. */
export function useUpdateSubscriberMethod(id: number, token: string) {
  const queryClient = useQueryClient();
  return useMutation<
    SubscriberSubscription,
    ApiError,
    { body: PaymentMethod; idempotencyKey: string }
  >({
    mutationFn: ({ body, idempotencyKey }) =>
      callEndpoint<typeof updateEndpoint>(routes.updateSubscriberPaymentMethod, {
        params: { id },
        body,
        bearer: token,
        idempotencyKey,
      }),
    onSuccess: (next) => queryClient.setQueryData(subscriberKeys.subscription(id, token), next),
  });
}
