import type { getAdminRoles } from '@paydesk/domain/endpoints/account';
import * as routes from '@paydesk/domain/routes/account';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../api/call-endpoint';
import { accountKeys } from './account-keys';

/** The admin permission keys the caller holds: key -> true. */
export type AdminPermissionMap = Partial<Record<string, true>>;

/** `GET /admin/roles` (admins only: a non-admin would be answered 403). */
export async function getAdminPermissions(signal?: AbortSignal): Promise<AdminPermissionMap> {
  return (await callEndpoint<typeof getAdminRoles>(routes.getAdminRoles, { signal })).permissions;
}

export const adminPermissionsQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.adminRoles(),
    queryFn: ({ signal }) => getAdminPermissions(signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
