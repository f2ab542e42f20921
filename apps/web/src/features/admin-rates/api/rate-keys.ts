import type { ListApiQuery } from '../../../shared/list-state/list-url';

/** Query keys of rate plans: every write invalidates `all` (lists, a rate, its merchants). */
export const rateKeys = {
  all: ['admin-rates'] as const,
  lists: () => [...rateKeys.all, 'list'] as const,
  list: (query: ListApiQuery) => [...rateKeys.lists(), query] as const,
  detail: (id: number) => [...rateKeys.all, 'detail', id] as const,
  accounts: (id: number, page: number) => [...rateKeys.all, 'accounts', id, page] as const,
  residual: (processor: number) => [...rateKeys.all, 'residual', processor] as const,
  partnerSearch: (search: string) => ['admin-rates-partner-search', search] as const,
};
