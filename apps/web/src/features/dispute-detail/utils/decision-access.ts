import type { AdminPermissionKey } from '@paydesk/domain/permissions';
import type { Profile } from '../../../shared/account/account-types';
import type { AdminPermissionMap } from '../../../shared/account/get-admin-roles';
import { isAdminProfile } from '../../../shared/account/landing-path';
import { useAccountStore } from '../../../shared/stores/account-store';

/** The admin permission key that lets staff record the processor's decision on a dispute. */
export const MANAGE_DISPUTES_KEY: AdminPermissionKey = 'can-manage-disputes';

/**
 * Whether the signed-in user is staff who may record decisions: an admin profile (first group
 * mp_admin) holding the admin permission key can-manage-disputes (GET /admin/roles). A
 * merchant user never may, whatever else they hold.
 */
export function canRecordDecisions(
  profile: Pick<Profile, 'groups'> | null | undefined,
  roles: AdminPermissionMap,
): boolean {
  return isAdminProfile(profile) && roles[MANAGE_DISPUTES_KEY] === true;
}

/** canRecordDecisions for the signed-in user (the admin keys arrive after the account). */
export function useCanRecordDecisions(): boolean {
  const profile = useAccountStore((state) => state.data?.profile);
  const roles = useAccountStore((state) => state.roles);
  return canRecordDecisions(profile, roles);
}
