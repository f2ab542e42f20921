import type { EndpointInput, EndpointResult } from '@paydesk/domain/endpoint';
import type * as endpoints from '@paydesk/domain/endpoints/admin-bank-watch';
import * as routes from '@paydesk/domain/routes/admin-bank-watch';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { retryUnless } from '../../../shared/api/retry-unless';
import type { ListApiQuery } from '../../../shared/list-state/list-url';
import { bankWatchKeys } from './bank-watch-keys';

export type BankWatchPage = EndpointResult<typeof endpoints.getBankWatchEntries>;
export type BankWatchRow = BankWatchPage['data'][number];
export type BankWatchDetail = EndpointResult<typeof endpoints.getBankWatchEntry>;

/** `GET /admin/reports/bank-watch`: a page of entries (search, sort, paging). */
export function getBankWatchEntries(
  query: ListApiQuery,
  signal?: AbortSignal,
): Promise<BankWatchPage> {
  return callEndpoint<typeof endpoints.getBankWatchEntries>(routes.getBankWatchEntries, {
    query: query as EndpointInput<typeof endpoints.getBankWatchEntries>['query'],
    signal,
  });
}

/** `GET /admin/reports/bank-watch/{id}`: the entry and its matching merchants. */
export function useBankWatchEntry(id: number | null) {
  return useQuery({
    queryKey: bankWatchKeys.detail(id ?? 0),
    queryFn: ({ signal }) =>
      callEndpoint<typeof endpoints.getBankWatchEntry>(routes.getBankWatchEntry, {
        params: { id: id ?? 0 },
        signal,
      }),
    enabled: id !== null,
    retry: retryUnless(400, 403, 404),
  });
}
