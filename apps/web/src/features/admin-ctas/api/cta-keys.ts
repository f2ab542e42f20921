import type { ListApiQuery } from '../../../shared/list-state/list-url';

/** Query keys of the Call to Action Manager: every write invalidates `all`. */
export const ctaKeys = {
  all: ['admin-ctas'] as const,
  lists: () => [...ctaKeys.all, 'list'] as const,
  list: (query: ListApiQuery) => [...ctaKeys.lists(), query] as const,
  detail: (id: number) => [...ctaKeys.all, 'detail', id] as const,
  templates: () => [...ctaKeys.all, 'email-templates'] as const,
  count: (filter: Readonly<Record<string, string>>) => [...ctaKeys.all, 'count', filter] as const,
  assigned: (query: ListApiQuery) => [...ctaKeys.all, 'assigned', query] as const,
  completed: (ctaId: number, page: number) => [...ctaKeys.all, 'completed', ctaId, page] as const,
  merchantSearch: (search: string) => [...ctaKeys.all, 'merchant-search', search] as const,
  partnerSearch: (search: string) => [...ctaKeys.all, 'partner-search', search] as const,
};
