import type { EndpointInput, EndpointResult } from '@paydesk/domain/endpoint';
import type { getDepositTransactions as endpoint } from '@paydesk/domain/endpoints/deposits';
import * as routes from '@paydesk/domain/routes/deposits';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import type { ListApiQuery } from '../../../shared/list-state/list-url';

export type BatchTransactionPage = EndpointResult<typeof endpoint>;
export type BatchTransaction = BatchTransactionPage['data'][number];

/** `GET /merchants/{id}/deposits/{depositId}/transactions`: a page of the payout's batch. */
export function getDepositTransactions(
  merchantId: number,
  depositId: number,
  query: ListApiQuery,
  signal?: AbortSignal,
): Promise<BatchTransactionPage> {
  return callEndpoint<typeof endpoint>(routes.getDepositTransactions, {
    params: { id: merchantId, depositId },
    query: query as EndpointInput<typeof endpoint>['query'],
    signal,
  });
}
