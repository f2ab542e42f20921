import {
  ADMIN_USER_MESSAGES,
  type AdminPermissionList,
  type InternalRoleList,
  type UserMerchantAccess,
} from '@paydesk/domain/admin-users';
import {
  MERCHANT_PERMISSION_KEYS,
  type MerchantPermissionKey,
} from '@paydesk/domain/merchant-permissions';
import {
  ADMIN_PERMISSION_KEYS,
  ADMIN_ROLES,
  type AdminPermissionKey,
  type UserGroup,
} from '@paydesk/domain/permissions';
import { type Database, type RawQuery, sqlQuery } from '../../db/client';
import { type Actor, recordRefusal, recordSuccess, refuseAttempt } from '../../platform/audit';
import { NotFound, Refused } from '../../platform/errors';
import { merchantForStaff } from '../../platform/route-merchant';
import { updateTeamUser } from '../team/team.service';
import {
  adminKeysOf,
  businessNameOf,
  membershipOf,
  merchantsOfUser,
  setAdminKey,
  setUserGroups,
} from './admin-users.repository';
import { isStaff, refuseLastAdmin, target, userOrNotFound } from './admin-users.service';

/**
 * A user's admin keys (part 2 §6), internal roles (the groups: Admin mp_admin, User mp_user)
 * and merchant access. Each change takes effect on the user's next request: the guard reads
 * the keys, groups and memberships on every request. Granting what is held, or revoking what
 * is not, changes nothing and writes no audit row.
 */

/** GET /admin/permissions/list/{userId}: every admin key with whether the user holds it. */
export async function userPermissions(run: RawQuery, userId: number): Promise<AdminPermissionList> {
  await userOrNotFound(run, userId);
  const held = new Set(await adminKeysOf(run, userId));
  return { data: ADMIN_PERMISSION_KEYS.map((slug) => ({ slug, enabled: held.has(slug) })) };
}

/** PATCH (grant) or DELETE (revoke) /admin/permissions/{userId}/{permissionKey} (the spec's {permissionId}). */
export async function setUserPermission(
  tx: Database,
  actor: Actor,
  userId: number,
  key: AdminPermissionKey,
  enabled: boolean,
): Promise<AdminPermissionList> {
  const run = sqlQuery(tx);
  const user = await userOrNotFound(run, userId, true);
  const before = (await adminKeysOf(run, userId)).includes(key);
  const attempt = {
    action: enabled ? ('permission-grant' as const) : ('permission-revoke' as const),
    details: { ...target(user), key, before, after: enabled },
  };
  if (enabled && !isStaff(user))
    await refuseAttempt(tx, actor, attempt, ADMIN_USER_MESSAGES.notStaff);
  if (!enabled && key === 'can-view-users' && userId === actor.userId) {
    await refuseAttempt(tx, actor, attempt, ADMIN_USER_MESSAGES.selfUsersKey);
  }
  if (before !== enabled) {
    await setAdminKey(run, userId, key, enabled);
    await recordSuccess(tx, actor, attempt);
  }
  return userPermissions(run, userId);
}

const rolesOf = (groups: readonly string[]): InternalRoleList => ({
  data: ADMIN_ROLES.map((role) => ({ ...role, enabled: groups.includes(role.name) })),
});

/** GET /admin/permissions/internal/list/{userId}. */
export async function userRoles(run: RawQuery, userId: number): Promise<InternalRoleList> {
  const user = await userOrNotFound(run, userId);
  return rolesOf(user.groups);
}

/** The groups once `role` is granted (mp_admin goes first: it marks staff) or revoked. */
function groupsAfter(groups: readonly string[], role: UserGroup, grant: boolean): string[] {
  const others = groups.filter((group) => group !== role);
  if (!grant) return others.length === 0 && role === 'mp_admin' ? ['mp_user'] : others;
  return role === 'mp_admin' ? ['mp_admin', ...others] : [...others, role];
}

/**
 * PATCH (grant) or DELETE (revoke) /admin/permissions/internal/{userId}/{roleName}. Refused: a
 * user with merchant accounts made staff; an admin demoting themselves; the last enabled
 * admin demoted; a user left without a role.
 */
export async function setUserRole(
  tx: Database,
  actor: Actor,
  userId: number,
  role: UserGroup,
  grant: boolean,
): Promise<InternalRoleList> {
  const run = sqlQuery(tx);
  const user = await userOrNotFound(run, userId, true);
  const after = groupsAfter(user.groups, role, grant);
  const attempt = {
    action: grant ? ('role-grant' as const) : ('role-revoke' as const),
    details: { ...target(user), role, before: user.groups, after },
  };
  if (grant === user.groups.includes(role)) return rolesOf(user.groups);
  if (grant && role === 'mp_admin' && (await merchantsOfUser(run, userId)).length > 0) {
    await refuseAttempt(tx, actor, attempt, ADMIN_USER_MESSAGES.staffOnMerchant);
  }
  if (!grant && after.length === 0) {
    await refuseAttempt(tx, actor, attempt, ADMIN_USER_MESSAGES.lastRole);
  }
  if (!grant && role === 'mp_admin') {
    if (userId === actor.userId) {
      await refuseAttempt(tx, actor, attempt, ADMIN_USER_MESSAGES.selfDemote);
    }
    await refuseLastAdmin(tx, actor, attempt, user);
  }
  await setUserGroups(run, userId, after);
  await recordSuccess(tx, actor, attempt);
  return rolesOf(after);
}

/** GET /v2/admin/users/{id}/merchants/{mid}. */
export async function userMerchantAccess(
  run: RawQuery,
  userId: number,
  merchantId: number,
): Promise<UserMerchantAccess> {
  await userOrNotFound(run, userId);
  const name = await businessNameOf(run, merchantId);
  const membership = name === undefined ? undefined : await membershipOf(run, userId, merchantId);
  if (name === undefined || !membership) throw new NotFound(ADMIN_USER_MESSAGES.notOnMerchant);
  return {
    userId,
    merchantId,
    businessCommonName: name,
    access: membership.access === 1 ? 1 : 0,
    isAdmin: membership.is_admin,
    permissions: MERCHANT_PERMISSION_KEYS.map((slug) => ({
      slug,
      enabled: membership.is_admin || membership.permissions.includes(slug),
    })),
  };
}

/**
 * A change of the user's membership of one account, through the Team screen's rule (an account
 * that has a merchant admin with access keeps one; audited team-update) and audited
 * user-merchant-access with old and new.
 */
export async function changeUserMerchantAccess(
  tx: Database,
  actor: Actor,
  userId: number,
  merchantId: number,
  change: { access?: 0 | 1; isAdmin?: boolean; key?: MerchantPermissionKey; grant?: boolean },
): Promise<UserMerchantAccess> {
  const run = sqlQuery(tx);
  const user = await userOrNotFound(run, userId, true);
  const merchant = await merchantForStaff(tx, merchantId);
  const membership = await membershipOf(run, userId, merchantId);
  if (!membership) throw new NotFound(ADMIN_USER_MESSAGES.notOnMerchant);
  const before = {
    access: membership.access,
    isAdmin: membership.is_admin,
    permissions: membership.permissions,
  };
  let permissions = membership.permissions as MerchantPermissionKey[];
  if (change.key) {
    permissions = change.grant
      ? [...new Set([...permissions, change.key])].sort()
      : permissions.filter((key) => key !== change.key);
  }
  const after = {
    access: change.access ?? before.access,
    isAdmin: change.isAdmin ?? before.isAdmin,
    permissions,
  };
  if (JSON.stringify(before) !== JSON.stringify(after)) {
    const details = { ...target(user), merchantId, before, after };
    try {
      await updateTeamUser(tx, merchant, actor, userId, {
        access: after.access === 1 ? 1 : 0,
        isAdmin: after.isAdmin,
        permissions: after.permissions,
      });
    } catch (error) {
      // The team's refusal (the last merchant admin) keeps its team-update row; this one too.
      if (error instanceof Refused) {
        await recordRefusal(tx, {
          action: 'user-merchant-access',
          outcome: 'failure',
          userId: actor.userId,
          email: actor.email,
          ip: actor.ip,
          details: { ...details, reason: error.message },
        });
      }
      throw error;
    }
    await recordSuccess(tx, actor, { action: 'user-merchant-access', details });
  }
  return userMerchantAccess(run, userId, merchantId);
}
