import type { ListApiQuery } from '../../../shared/list-state/list-url';

/** Query keys of the back office's merchants list. */
export const adminMerchantKeys = {
  all: ['admin-merchants'] as const,
  lists: () => [...adminMerchantKeys.all, 'list'] as const,
  list: (query: ListApiQuery) => [...adminMerchantKeys.lists(), query] as const,
};
