import { type QueryKey, useQueryClient } from '@tanstack/react-query';

/**
 * When the query of `key` last answered (ms since the epoch), for the report header's "As of"
 * line; undefined before its first answer (read on each render: the list's query renders the
 * page again when it answers).
 */
export function useReadAt(key: QueryKey): number | undefined {
  return useQueryClient().getQueryState(key)?.dataUpdatedAt || undefined;
}
