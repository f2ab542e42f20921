import type { MerchantPermissionKey } from '@paydesk/domain/merchant-permissions';
import type { ProfileMerchant } from './account-types';

/**
 * Whether the user holds a merchant permission on an account (its entry of /users/info): an
 * admin of the account holds every one. Screens hide or disable what the API would refuse.
 */
export function holdsMerchantPermission(
  account: Pick<ProfileMerchant, 'isAdmin' | 'permissions'> | undefined,
  permission: MerchantPermissionKey,
): boolean {
  return account !== undefined && (account.isAdmin || account.permissions.includes(permission));
}
