import type { getAdminTransactions as endpoint } from '@paydesk/domain/endpoints/admin-transaction-reports';
import * as routes from '@paydesk/domain/routes/admin-transaction-reports';
import type { Transaction } from '@paydesk/domain/transactions';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import type { ListApiQuery } from '../../../shared/list-state/list-url';
import type { ListPage } from '../../../shared/list-state/use-list-query';

type Query = Parameters<typeof callEndpoint<typeof endpoint>>[1]['query'];

/** `GET /admin/transactions`: a page of every merchant's transactions (or one's, `merchantid`). */
export function getAdminTransactions(
  query: ListApiQuery,
  signal?: AbortSignal,
): Promise<ListPage<Transaction>> {
  return callEndpoint<typeof endpoint>(routes.getAdminTransactions, {
    query: query as unknown as Query,
    signal,
  });
}

/** What Export downloads: the same call as CSV. */
export const adminTransactionsExport = { route: routes.getAdminTransactions };
