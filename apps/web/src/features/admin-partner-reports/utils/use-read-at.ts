import { type QueryKey, useQueryClient } from '@tanstack/react-query';

/**
 * A report query's answer and when it came (ms since the epoch), read on each render (the
 * list's own query renders the page again when it answers): the page's totals beside its
 * rows, and the report header's "As of" line. Undefined before the first answer.
 */
export function useQueryAnswer<Data>(key: QueryKey): {
  data: Data | undefined;
  readAt: number | undefined;
} {
  const state = useQueryClient().getQueryState<Data>(key);
  return { data: state?.data, readAt: state?.dataUpdatedAt ? state.dataUpdatedAt : undefined };
}
