import { permissionSchema } from '@paydesk/domain/profile';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../api/api-client';
import { parseDataList } from '../api/parse-list';
import { accountKeys } from './account-keys';
import type { Permission } from './account-types';

/** `GET /users/{userId}/permissions`. */
export function getPermissions(userId: string, signal?: AbortSignal): Promise<Permission[]> {
  return apiClient(`/users/${encodeURIComponent(userId)}/permissions`, {
    signal,
    parse: parseDataList(permissionSchema),
  });
}

export const permissionsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: accountKeys.permissions(userId),
    queryFn: ({ signal }) => getPermissions(userId, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
