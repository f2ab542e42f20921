import { adminRolesSchema } from '@paydesk/domain/profile';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../api/api-client';
import { accountKeys } from './account-keys';

/** The admin permission keys the caller holds: key -> true. */
export type AdminPermissionMap = Partial<Record<string, true>>;

/** Reads the permission map of `GET /admin/roles`, validated by the domain schema. */
export function parseAdminPermissions(body: unknown): AdminPermissionMap {
  return adminRolesSchema.parse(body).permissions;
}

/** `GET /admin/roles` (admins only: a non-admin would be answered 403). */
export function getAdminPermissions(signal?: AbortSignal): Promise<AdminPermissionMap> {
  return apiClient('/admin/roles', { signal, parse: parseAdminPermissions });
}

export const adminPermissionsQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.adminRoles(),
    queryFn: ({ signal }) => getAdminPermissions(signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
