import type { ListApiQuery } from '../../../shared/list-state/list-url';

/** Query keys of the bank watch list: every write invalidates `all` (the list and each entry). */
export const bankWatchKeys = {
  all: ['admin-bank-watch'] as const,
  lists: () => [...bankWatchKeys.all, 'list'] as const,
  list: (query: ListApiQuery) => [...bankWatchKeys.lists(), query] as const,
  detail: (id: number) => [...bankWatchKeys.all, 'detail', id] as const,
};
