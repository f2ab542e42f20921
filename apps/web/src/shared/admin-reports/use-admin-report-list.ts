import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import type { ListScreenSpec } from '../data-table/list-screen-spec';
import type { ListApiQuery } from '../list-state/list-url';
import { type ListPage, type ListResult, useListQuery } from '../list-state/use-list-query';
import { type ListState, useListState } from '../list-state/use-list-state';
import type { AdminReportScope } from './report-scope';

export interface AdminReportListOptions<Page> {
  /** The merchant and range of the page; none for a list over neither (the clients). */
  scope?: AdminReportScope;
  queryKey: (pageKey: ListApiQuery) => QueryKey;
  fetchPage: (query: ListApiQuery, signal: AbortSignal) => Promise<Page>;
}

export interface AdminReportList<Row, Key extends string, Page> {
  list: ListState<Key>;
  result: ListResult<Row>;
  /** The current page's whole answer (totals beside its rows), undefined before it comes. */
  answer: Page | undefined;
  /** The report header's `loading` and "As of" (`asOf`) for this list's query. */
  status: { loading: boolean; asOf: number | undefined };
}

/**
 * An admin report's list over the list toolkit: its state in the URL with the scope's merchant
 * and range, its pages (not read while `?merchantid=` names no merchant), and how its query is
 * going for the report header. The answer and when it came are read on each render (the list's
 * own query renders the page again when it answers).
 */
export function useAdminReportList<
  Row,
  Key extends string,
  Page extends ListPage<Row> = ListPage<Row>,
>(
  spec: ListScreenSpec<Row, Key>,
  options: AdminReportListOptions<Page>,
): AdminReportList<Row, Key, Page> {
  const { scope } = options;
  const list = useListState(spec, scope ? { query: scope.apiQuery } : undefined);
  const result = useListQuery<Row, Key>(list, {
    queryKey: options.queryKey,
    fetchPage: options.fetchPage,
    enabled: !scope?.invalidMerchant,
  });
  const state = useQueryClient().getQueryState<Page>(options.queryKey(list.pageKey));
  const readAt = state?.dataUpdatedAt ? state.dataUpdatedAt : undefined;
  return {
    list,
    result,
    answer: state?.data,
    status: {
      loading: result.fetching && !result.loading,
      asOf: result.error ? undefined : readAt,
    },
  };
}
