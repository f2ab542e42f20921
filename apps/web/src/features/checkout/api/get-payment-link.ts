import type { EndpointResult } from '@paydesk/domain/endpoint';
import type { getPaymentLink as endpoint } from '@paydesk/domain/endpoints/payment-links';
import * as routes from '@paydesk/domain/routes/payment-links';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../shared/api/api-error';
import { callEndpoint } from '../../../shared/api/call-endpoint';
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
    retry: (count, error) =>
      !(isApiError(error) && (error.status === 404 || error.status === 400)) && count < 2,
  });
}
