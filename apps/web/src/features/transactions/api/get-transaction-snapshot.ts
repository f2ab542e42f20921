import type {
  getAllTransactionSnapshot as allEndpoint,
  getTransactionSnapshot as endpoint,
} from '@paydesk/domain/endpoints/transactions';
import { LIST_PARAMS } from '@paydesk/domain/list-params';
import * as routes from '@paydesk/domain/routes/transactions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import type { ListApiQuery } from '../../../shared/list-state/list-url';
import { type TransactionScope, transactionKeys } from './transaction-keys';

export type TransactionSnapshot = Awaited<ReturnType<typeof getTransactionSnapshot>>;

type AccountQuery = Parameters<typeof callEndpoint<typeof endpoint>>[1]['query'];
type AllQuery = NonNullable<Parameters<typeof callEndpoint<typeof allEndpoint>>[1]>['query'];

/** The list's query without what only picks a page: the totals are the whole filter's. */
export function snapshotQuery(pageKey: ListApiQuery): ListApiQuery {
  const {
    [LIST_PARAMS.page]: _page,
    [LIST_PARAMS.perPage]: _perPage,
    [LIST_PARAMS.sort]: _sort,
    [LIST_PARAMS.asOf]: _asOf,
    ...filters
  } = pageKey;
  return filters;
}

/** Count, gross, refunds, fees and net of the transactions a filter matches. */
export function getTransactionSnapshot(
  scope: TransactionScope,
  query: ListApiQuery,
  signal?: AbortSignal,
) {
  if (scope === 'all') {
    return callEndpoint<typeof allEndpoint>(routes.getAllTransactionSnapshot, {
      query: query as unknown as AllQuery,
      signal,
    });
  }
  return callEndpoint<typeof endpoint>(routes.getTransactionSnapshot, {
    params: { id: scope },
    query: query as unknown as AccountQuery,
    signal,
  });
}

/** The snapshot strip's figures; the previous filter's stay (dimmed) while the next load. */
export function useTransactionSnapshot(
  scope: TransactionScope,
  pageKey: ListApiQuery,
  enabled: boolean,
) {
  const filters = snapshotQuery(pageKey);
  return useQuery({
    queryKey: transactionKeys.snapshot(scope, filters),
    queryFn: ({ signal }) => getTransactionSnapshot(scope, filters, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
