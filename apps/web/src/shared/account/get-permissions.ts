import type { getUserPermissions } from '@paydesk/domain/endpoints/account';
import * as routes from '@paydesk/domain/routes/account';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../api/call-endpoint';
import { accountKeys } from './account-keys';
import type { Permission } from './account-types';

/** `GET /users/{userId}/permissions` (the user's own, or any user's for an admin). */
export async function getPermissions(userId: string, signal?: AbortSignal): Promise<Permission[]> {
  return (
    await callEndpoint<typeof getUserPermissions>(routes.getUserPermissions, {
      params: { userId },
      signal,
    })
  ).data;
}

export const permissionsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: accountKeys.permissions(userId),
    queryFn: ({ signal }) => getPermissions(userId, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
