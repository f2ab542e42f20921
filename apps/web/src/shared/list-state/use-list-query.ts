import type { listPageMetaSchema } from '@paydesk/domain/list-query';
import { keepPreviousData, type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ListApiQuery } from './list-url';
import type { ListState } from './use-list-state';

/** The meta of a list answer (part 1 §3 "Paged list envelope", with the snapshot). */
export type ListMeta = z.output<typeof listPageMetaSchema>;

export interface ListPage<Row> {
  meta: ListMeta;
  data: Row[];
}

/** What the table, the cards and the pagination show: one page and how it is going. */
export interface ListResult<Row> {
  rows: readonly Row[] | undefined;
  meta: ListMeta | undefined;
  /** Nothing to show yet (the first page of these filters is on its way). */
  loading: boolean;
  /** A page is being read (the previous one still shows meanwhile). */
  fetching: boolean;
  error: unknown;
  retry: () => void;
  /** Reads the latest rows again, dropping the snapshot. */
  refresh: () => void;
}

export interface UseListQueryOptions<Row> {
  /** The query key of a page, from the query without its snapshot: `[...keys.list(id), pageKey]`. */
  queryKey: (pageKey: ListApiQuery) => QueryKey;
  /** Fetches a page with this query (the snapshot included): the feature's fetcher. */
  fetchPage: (query: ListApiQuery, signal: AbortSignal) => Promise<ListPage<Row>>;
  enabled?: boolean;
}

/**
 * A list's pages through TanStack Query: the query key leaves the snapshot out (capturing it
 * must not read the page again), each fetch sends the snapshot held for its filters, the
 * first one captures it, and the previous page stays on screen while the next one loads.
 */
export function useListQuery<Row, Key extends string>(
  list: ListState<Key>,
  options: UseListQueryOptions<Row>,
): ListResult<Row> {
  const queryClient = useQueryClient();
  const { pageKey, identity, asOfFor, captureAsOf, dropSnapshot } = list;
  const queryKey = options.queryKey(pageKey);
  const result = useQuery({
    queryKey,
    queryFn: async ({ signal }) => {
      const asOf = asOfFor(identity);
      const page = await options.fetchPage(asOf ? { ...pageKey, asOf } : pageKey, signal);
      if (!asOf && page.meta.asOf) captureAsOf(identity, page.meta.asOf);
      return page;
    },
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
  return {
    rows: result.data?.data,
    meta: result.data?.meta,
    loading: result.isPending,
    fetching: result.isFetching,
    error: result.error,
    retry: () => void result.refetch(),
    refresh: () => {
      dropSnapshot();
      void queryClient.invalidateQueries({ queryKey, exact: true });
    },
  };
}
