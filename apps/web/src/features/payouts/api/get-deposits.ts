import type { EndpointInput, EndpointResult } from '@paydesk/domain/endpoint';
import type { getDeposits as endpoint } from '@paydesk/domain/endpoints/deposits';
import * as routes from '@paydesk/domain/routes/deposits';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import type { ListApiQuery } from '../../../shared/list-state/list-url';
import { payoutKeys } from './payout-keys';

export type DepositPage = EndpointResult<typeof endpoint>;
export type Deposit = DepositPage['data'][number];

/**
 * `GET /merchants/{id}/deposits`: a page of the account's deposit batches (payouts), filtered
 * on the deposit date, batch and status. The toolkit's query travels as strings, as the URL
 * holds it; the server validates it.
 */
export function getDeposits(
  merchantId: number,
  query: ListApiQuery,
  signal?: AbortSignal,
): Promise<DepositPage> {
  return callEndpoint<typeof endpoint>(routes.getDeposits, {
    params: { id: merchantId },
    query: query as EndpointInput<typeof endpoint>['query'],
    signal,
  });
}

/** Payouts still on their way (pending), whatever the range: the list's range ends today. */
export const PENDING_QUERY: ListApiQuery = {
  status: 'pending',
  sort: '-depositDate',
  perPage: '10',
};

export function usePendingDeposits(merchantId: number, enabled: boolean) {
  return useQuery({
    queryKey: payoutKeys.list(merchantId, PENDING_QUERY),
    queryFn: ({ signal }) => getDeposits(merchantId, PENDING_QUERY, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
