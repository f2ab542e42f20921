import type { EndpointResult } from '@paydesk/domain/endpoint';
import type { getPaymentLink as endpoint } from '@paydesk/domain/endpoints/payment-links';
import * as routes from '@paydesk/domain/routes/payment-links';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { retryUnless } from '../../../shared/api/retry-unless';
import { checkoutKeys } from './checkout-keys';

export type PaymentLink = EndpointResult<typeof endpoint>;

/** `GET /merchants/{id}/payment-links/{token}`: the link, its items, state, payments and volume. */
export function getPaymentLink(
  merchantId: number,
  token: string,
  signal?: AbortSignal,
): Promise<PaymentLink> {
  return callEndpoint<typeof endpoint>(routes.getPaymentLink, {
    params: { id: merchantId, paymentLinkToken: token },
    signal,
  });
}

/** One link's page; a 404 or 400 (no such token) is an answer, not retried. */
export function usePaymentLink(merchantId: number, token: string | undefined) {
  return useQuery({
    queryKey: checkoutKeys.link(merchantId, token ?? ''),
    queryFn: ({ signal }) => getPaymentLink(merchantId, token ?? '', signal),
    enabled: token !== undefined,
    retry: retryUnless(404, 400),
  });
}
