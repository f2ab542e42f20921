import type { ListApiQuery } from '../../../shared/list-state/list-url';

/** Query keys of the back office's users screens. */
export const adminUserKeys = {
  all: ['admin-users'] as const,
  lists: () => [...adminUserKeys.all, 'list'] as const,
  list: (query: ListApiQuery) => [...adminUserKeys.lists(), query] as const,
  details: () => [...adminUserKeys.all, 'detail'] as const,
  /** Everything of one user: info, permissions, roles, merchant access. */
  detail: (id: number) => [...adminUserKeys.details(), id] as const,
  info: (id: number) => [...adminUserKeys.detail(id), 'info'] as const,
  permissions: (id: number) => [...adminUserKeys.detail(id), 'permissions'] as const,
  roles: (id: number) => [...adminUserKeys.detail(id), 'roles'] as const,
  merchant: (id: number, merchantId: number) =>
    [...adminUserKeys.detail(id), 'merchant', merchantId] as const,
  merchantSearch: (search: string) => [...adminUserKeys.all, 'merchant-search', search] as const,
};
