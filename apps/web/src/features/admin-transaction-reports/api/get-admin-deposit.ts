import type { EndpointResult } from '@paydesk/domain/endpoint';
import type {
  getAdminDeposit as endpoint,
  getAdminDepositTransactions as transactionsEndpoint,
} from '@paydesk/domain/endpoints/admin-transaction-reports';
import * as routes from '@paydesk/domain/routes/admin-transaction-reports';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { retryUnless } from '../../../shared/api/retry-unless';
import type { ListApiQuery } from '../../../shared/list-state/list-url';
import { reportKeys } from './report-keys';

export type PayoutDetail = EndpointResult<typeof endpoint>;
export type PayoutTransactionsPage = EndpointResult<typeof transactionsEndpoint>;
export type PayoutTransaction = PayoutTransactionsPage['data'][number];

type Query = Parameters<typeof callEndpoint<typeof transactionsEndpoint>>[1]['query'];

/** `GET /admin/deposits/{merchantId}/{depositId}`: the payout, its totals, gross to net. */
export function useAdminPayout(merchantId: number, depositId: number) {
  return useQuery({
    queryKey: reportKeys.deposit(merchantId, depositId),
    queryFn: ({ signal }) =>
      callEndpoint<typeof endpoint>(routes.getAdminDeposit, {
        params: { merchantId, depositId },
        signal,
      }),
    retry: retryUnless(403, 404),
  });
}

/** `GET /admin/deposits/{merchantId}/{depositId}/transactions`: a page of the batch's rows. */
export function getAdminPayoutTransactions(
  merchantId: number,
  depositId: number,
  query: ListApiQuery,
  signal?: AbortSignal,
): Promise<PayoutTransactionsPage> {
  return callEndpoint<typeof transactionsEndpoint>(routes.getAdminDepositTransactions, {
    params: { merchantId, depositId },
    query: query as unknown as Query,
    signal,
  });
}
