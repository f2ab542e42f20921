import type { EndpointResult } from '@paydesk/domain/endpoint';
import type { getTransactions as endpoint } from '@paydesk/domain/endpoints/transactions';
import * as routes from '@paydesk/domain/routes/transactions';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { checkoutKeys } from './checkout-keys';

export type LinkPayments = EndpointResult<typeof endpoint>;

/** How many of a link's latest payments its page shows (the rest: the transactions list). */
export const LATEST_PAYMENTS = 5;

/** `GET /merchants/{id}/transactions?payment_link_id=…`: a link's latest payments, newest first. */
export function getLinkPayments(merchantId: number, linkId: number, signal?: AbortSignal) {
  return callEndpoint<typeof endpoint>(routes.getTransactions, {
    params: { id: merchantId },
    query: { payment_link_id: String(linkId), perPage: String(LATEST_PAYMENTS) },
    signal,
  });
}

export function useLinkPayments(merchantId: number, linkId: number) {
  return useQuery({
    queryKey: [...checkoutKeys.links(merchantId), 'payments', linkId] as const,
    queryFn: ({ signal }) => getLinkPayments(merchantId, linkId, signal),
  });
}
