import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/api-error';
import { notifyNetworkError } from '../errors/network-errors';
import { useAccountStore } from '../stores/account-store';
import type { AccountData } from './account-types';
import { accessRulesQueryOptions } from './get-access-rules';
import { adminPermissionsQueryOptions } from './get-admin-roles';
import { permissionsQueryOptions } from './get-permissions';
import { siteSettingsQueryOptions } from './get-site-settings';
import { isAdminProfile } from './landing-path';

/** A refused call has already ended the session: nothing more to say about it. */
function dataFetchFailed(error: unknown): void {
  if (isApiError(error) && (error.status === 401 || error.status === 403)) return;
  notifyNetworkError('data');
}

function loadPermissions(queryClient: QueryClient, userId: string): void {
  const store = useAccountStore.getState();
  queryClient
    .ensureQueryData(permissionsQueryOptions(userId))
    .then((permissions) => store.setPermissions(permissions), dataFetchFailed);
}

/**
 * What needs no account answer, started alongside the account fetch: the site settings, and
 * the permissions of the user this browser holds the account of (the session's own user).
 * Answers that user's id, or undefined when none is stored yet.
 */
export function startSessionData(
  queryClient: QueryClient,
  stored: AccountData | null,
): string | undefined {
  const store = useAccountStore.getState();
  queryClient
    .ensureQueryData(siteSettingsQueryOptions())
    .then((settings) => store.setSettings(settings), dataFetchFailed);
  const userId = stored?.profile.remoteId;
  if (userId) loadPermissions(queryClient, userId);
  return userId;
}

/**
 * What the app fetches once the account has arrived, without making the page wait: the
 * user's permissions (unless `startSessionData` asked for this user's already), the admin
 * permission keys (admins only: others would be refused) and the access rules on the current
 * merchant. Each answer is cached for the session.
 */
export function loadSessionData(
  queryClient: QueryClient,
  data: AccountData,
  currentMerchantId: number | undefined,
  startedForUserId?: string,
): void {
  const store = useAccountStore.getState();
  if (data.profile.remoteId !== startedForUserId)
    loadPermissions(queryClient, data.profile.remoteId);
  if (isAdminProfile(data.profile)) {
    queryClient
      .ensureQueryData(adminPermissionsQueryOptions())
      .then((roles) => store.setRoles(roles), dataFetchFailed);
  }
  const current = data.merchants.find((merchant) => merchant.id === currentMerchantId);
  if (current) {
    queryClient
      .ensureQueryData(accessRulesQueryOptions(current.id))
      .then((rules) => store.setAccessRules(rules), dataFetchFailed);
  }
}
