import type { getAdminTransaction as endpoint } from '@paydesk/domain/endpoints/admin-transaction-reports';
import * as routes from '@paydesk/domain/routes/admin-transaction-reports';
import type { TransactionDetail } from '@paydesk/domain/transactions';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { retryUnless } from '../../../shared/api/retry-unless';
import { reportKeys } from './report-keys';

/** `GET /admin/transactions/{merchantId}/{transactionId}`: every field, meanings, timeline. */
export function getAdminTransaction(
  merchantId: number,
  transactionId: number,
  signal?: AbortSignal,
): Promise<TransactionDetail> {
  return callEndpoint<typeof endpoint>(routes.getAdminTransaction, {
    params: { merchantId, transactionId },
    signal,
  });
}

/** One transaction of a merchant; a 404 (unknown or another merchant's) is final. */
export function useAdminTransaction(merchantId: number, transactionId: number) {
  return useQuery({
    queryKey: reportKeys.transaction(merchantId, transactionId),
    queryFn: ({ signal }) => getAdminTransaction(merchantId, transactionId, signal),
    retry: retryUnless(403, 404),
  });
}
