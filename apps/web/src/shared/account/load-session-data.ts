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

/**
 * What the app fetches once signed in, without making the page wait: site settings, the
 * user's permissions, the admin permission keys (admins only: others would be refused) and
 * the access rules on the current merchant. Each answer is cached for the session.
 */
export function loadSessionData(
  queryClient: QueryClient,
  data: AccountData,
  currentMerchantId: number | undefined,
): void {
  const store = useAccountStore.getState();
  queryClient
    .ensureQueryData(siteSettingsQueryOptions())
    .then((settings) => store.setSettings(settings), dataFetchFailed);
  queryClient
    .ensureQueryData(permissionsQueryOptions(data.profile.remoteId))
    .then((permissions) => store.setPermissions(permissions), dataFetchFailed);
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
