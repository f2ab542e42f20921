import type {
  getAllTransactions as allEndpoint,
  getTransactions as endpoint,
} from '@paydesk/domain/endpoints/transactions';
import * as routes from '@paydesk/domain/routes/transactions';
import type { Transaction } from '@paydesk/domain/transactions';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import type { ExportTarget } from '../../../shared/data-table/export-button';
import type { ListApiQuery } from '../../../shared/list-state/list-url';
import type { ListPage } from '../../../shared/list-state/use-list-query';
import type { TransactionScope } from './transaction-keys';

type AccountQuery = Parameters<typeof callEndpoint<typeof endpoint>>[1]['query'];
type AllQuery = NonNullable<Parameters<typeof callEndpoint<typeof allEndpoint>>[1]>['query'];

/**
 * One page of transactions: `GET /merchants/{id}/transactions`, or `GET /transactions` for
 * every account the user holds. The list's query travels as the strings of its URL.
 */
export function getTransactionsPage(
  scope: TransactionScope,
  query: ListApiQuery,
  signal?: AbortSignal,
): Promise<ListPage<Transaction>> {
  if (scope === 'all') {
    return callEndpoint<typeof allEndpoint>(routes.getAllTransactions, {
      query: query as unknown as AllQuery,
      signal,
    });
  }
  return callEndpoint<typeof endpoint>(routes.getTransactions, {
    params: { id: scope },
    query: query as unknown as AccountQuery,
    signal,
  });
}

/** What Export downloads: the same list call, as CSV. */
export function transactionsExportTarget(scope: TransactionScope): ExportTarget {
  return scope === 'all'
    ? { route: routes.getAllTransactions }
    : { route: routes.getTransactions, params: { id: scope } };
}
