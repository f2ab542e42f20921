import type { ListApiQuery } from '../../../shared/list-state/list-url';

/** Query keys of the back office's partners: the list, one partner and its parts. */
export const partnerKeys = {
  all: ['admin-partners'] as const,
  lists: () => [...partnerKeys.all, 'list'] as const,
  list: (query: ListApiQuery) => [...partnerKeys.lists(), query] as const,
  details: () => [...partnerKeys.all, 'detail'] as const,
  detail: (id: number) => [...partnerKeys.details(), id] as const,
  notifications: (id: number) => [...partnerKeys.detail(id), 'notifications'] as const,
  merchants: (id: number, query: Record<string, string | number>) =>
    [...partnerKeys.detail(id), 'merchants', query] as const,
};
