import type { getTransaction as endpoint } from '@paydesk/domain/endpoints/transactions';
import * as routes from '@paydesk/domain/routes/transactions';
import type { TransactionDetail } from '@paydesk/domain/transactions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { transactionKeys } from './transaction-keys';

/** `GET /merchants/{id}/transactions/{transactionId}`: every field, meanings, abilities, timeline. */
export function getTransaction(
  merchantId: number,
  transactionId: number,
  signal?: AbortSignal,
): Promise<TransactionDetail> {
  return callEndpoint<typeof endpoint>(routes.getTransaction, {
    params: { id: merchantId, transactionId },
    signal,
  });
}

export const transactionQueryOptions = (merchantId: number, transactionId: number) =>
  queryOptions({
    queryKey: transactionKeys.detail(merchantId, transactionId),
    queryFn: ({ signal }) => getTransaction(merchantId, transactionId, signal),
  });

export function useTransaction(merchantId: number | undefined, transactionId: number | undefined) {
  return useQuery({
    ...transactionQueryOptions(merchantId ?? 0, transactionId ?? 0),
    enabled: merchantId !== undefined && transactionId !== undefined,
  });
}
