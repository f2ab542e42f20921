import {
  ADMIN_USER_MESSAGES,
  type AdminUserInfo,
  type CreateAdminUser,
  type UpdateAdminUserInfo,
} from '@paydesk/domain/admin-users';
import type { MerchantPermissionKey } from '@paydesk/domain/merchant-permissions';
import { type Database, type RawQuery, sqlQuery } from '../../db/client';
import { type Actor, type Attempt, recordSuccess, refuseAttempt } from '../../platform/audit';
import { NotFound } from '../../platform/errors';
import { merchantForStaff } from '../../platform/route-merchant';
import type { SharedDependencies } from '../../platform/shared-dependencies';
import { requestPasswordReset } from '../identity/password-reset.service';
import { endAllSessions, identityContextFor } from '../identity/sessions.service';
import { createInvitedUser } from '../team/invitations.service';
import { inviteTeamUser } from '../team/team.service';
import { adminUserRow } from './admin-user-list';
import {
  deleteUser,
  emailTaken,
  lockEnabledAdmins,
  merchantsOfUser,
  setAdminKey,
  setUserEnabled,
  twoFactorOf,
  type UserRecord,
  updateUserEmail,
  updateUserInfo,
  userOf,
} from './admin-users.repository';

/**
 * The back office's portal users (part 2 §4 "Users": enabled, disabled, deleted,
 * password-reset; §7): one user, the edits, creation with an invitation, and the rules that
 * keep the back office reachable (the last enabled admin stays; an admin cannot disable or
 * delete themselves). Every write runs in the call's transaction with its audit row, which
 * names the actor, the target user's id and e-mail and the old and new values.
 */

export type UsersDeps = Pick<
  SharedDependencies,
  'database' | 'mailer' | 'clock' | 'config' | 'tokenKey'
>;

export const isStaff = (user: Pick<UserRecord, 'groups'>) => user.groups[0] === 'mp_admin';

/** The user, locked when `lock`, or 404. */
export async function userOrNotFound(run: RawQuery, id: number, lock = false) {
  const user = await userOf(run, id, lock);
  if (!user) throw new NotFound(ADMIN_USER_MESSAGES.notFound);
  return user;
}

/** The audit facts of a target user. */
export const target = (user: Pick<UserRecord, 'id' | 'email'>) => ({
  targetUserId: user.id,
  targetEmail: user.email,
});

/**
 * Refuses when the change would remove the last enabled admin: `user` is an enabled admin
 * and no other enabled admin remains (the admins are locked first).
 */
export async function refuseLastAdmin(
  tx: Database,
  actor: Actor,
  attempt: Attempt,
  user: UserRecord,
): Promise<void> {
  const admins = await lockEnabledAdmins(sqlQuery(tx));
  if (user.enabled && isStaff(user) && admins.every((id) => id === user.id)) {
    await refuseAttempt(tx, actor, attempt, ADMIN_USER_MESSAGES.lastAdmin);
  }
}

/** GET /v2/admin/users/{id}/info. */
export async function adminUserInfo(run: RawQuery, id: number): Promise<AdminUserInfo> {
  const user = await userOrNotFound(run, id);
  const [twoFactor, merchants] = await Promise.all([
    twoFactorOf(run, id),
    merchantsOfUser(run, id),
  ]);
  const row = adminUserRow(user);
  return {
    ...row,
    phone: user.primary_phone,
    mobilePhone: user.mobile_phone,
    groups: user.groups,
    isStaff: isStaff(user),
    twoFactor: {
      enrolled: Boolean(twoFactor?.confirmed_at),
      confirmedAt: twoFactor?.confirmed_at ?? null,
    },
    merchants: merchants.map((m) => ({
      id: m.id,
      businessCommonName: m.business_common_name,
      access: m.access === 1 ? 1 : 0,
      isAdmin: m.is_admin,
    })),
  };
}

/** POST /v2/admin/users/{id}/info: names and phone. Audited admin-user-update. */
export async function updateAdminUser(
  tx: Database,
  actor: Actor,
  id: number,
  body: UpdateAdminUserInfo,
): Promise<AdminUserInfo> {
  const run = sqlQuery(tx);
  const user = await userOrNotFound(run, id, true);
  const before = {
    firstname: user.first_name,
    lastname: user.last_name,
    phone: user.primary_phone,
  };
  const after = { firstname: body.firstname, lastname: body.lastname, phone: body.phone || null };
  await updateUserInfo(run, id, {
    firstName: after.firstname,
    lastName: after.lastname,
    phone: after.phone,
  });
  await recordSuccess(tx, actor, {
    action: 'admin-user-update',
    details: { ...target(user), before, after },
  });
  return adminUserInfo(run, id);
}

/**
 * POST /v2/admin/users/{id}/email: staff vouch for the new address (no code round trip). The
 * old address is told, and every session of the user ends. Audited admin-user-email.
 */
export async function changeAdminUserEmail(
  tx: Database,
  deps: UsersDeps,
  actor: Actor,
  id: number,
  newEmail: string,
): Promise<AdminUserInfo> {
  const run = sqlQuery(tx);
  const user = await userOrNotFound(run, id, true);
  const attempt = {
    action: 'admin-user-email' as const,
    details: { ...target(user), before: user.email, after: newEmail },
  };
  if (newEmail === user.email) {
    return refuseAttempt(tx, actor, attempt, ADMIN_USER_MESSAGES.sameEmail);
  }
  if (await emailTaken(run, newEmail)) {
    return refuseAttempt(tx, actor, attempt, ADMIN_USER_MESSAGES.emailTaken);
  }
  await updateUserEmail(run, id, newEmail);
  await deps.mailer.send(
    {
      to: user.email,
      subject: 'Your Paydesk sign-in e-mail was changed',
      text:
        `Hello ${user.first_name},\n\nPaydesk staff changed the e-mail address you sign in with ` +
        `from ${user.email} to ${newEmail}. Sign in with the new address from now on.\n\n` +
        'If you did not ask for this, contact Paydesk support.\n',
    },
    tx,
  );
  await endAllSessions(identityContextFor(deps, tx), { id, email: newEmail }, 'email-changed');
  await recordSuccess(tx, actor, attempt);
  return adminUserInfo(run, id);
}

/**
 * POST /v2/admin/users: a staff user (mp_admin with the admin keys given) or a merchant user
 * of one account (through the Team screen's invitation, so its rules and e-mail are the
 * same). Either way a temporary password is e-mailed and the first sign-in sets a new one.
 */
export async function createAdminUser(
  tx: Database,
  deps: UsersDeps,
  actor: Actor,
  body: CreateAdminUser,
): Promise<AdminUserInfo> {
  const run = sqlQuery(tx);
  const details = {
    type: body.type,
    targetEmail: body.email,
    merchantId: body.merchantId ?? null,
    isMerchantAdmin: body.type === 'merchant' ? body.isMerchantAdmin : null,
    permissions: body.permissions,
  };
  const attempt = { action: 'admin-user-create' as const, details };
  if (await emailTaken(run, body.email)) {
    return refuseAttempt(tx, actor, attempt, ADMIN_USER_MESSAGES.emailTaken);
  }
  let userId: number;
  if (body.type === 'staff') {
    userId = await createInvitedUser(tx, deps, {
      email: body.email,
      firstName: body.firstname,
      lastName: body.lastname,
      phone: body.phone || null,
      groups: ['mp_admin'],
      inviter: actor.email,
      invitedTo: 'the Paydesk back office',
      subject: 'You are invited to the Paydesk back office',
    });
    for (const key of body.permissions) await setAdminKey(run, userId, key, true);
  } else {
    const merchant = await merchantForStaff(tx, body.merchantId ?? 0);
    const member = await inviteTeamUser(tx, deps, merchant, actor, {
      email: body.email,
      firstname: body.firstname,
      lastname: body.lastname,
      isAdmin: body.isMerchantAdmin,
      permissions: body.permissions as MerchantPermissionKey[],
    });
    userId = member.id;
    if (body.phone) {
      await updateUserInfo(run, userId, {
        firstName: body.firstname,
        lastName: body.lastname,
        phone: body.phone,
      });
    }
  }
  await recordSuccess(tx, actor, {
    action: 'admin-user-create',
    details: { ...details, targetUserId: userId },
  });
  return adminUserInfo(run, userId);
}

/** POST /v2/admin/users/enable. Enabling an enabled user changes nothing. */
export async function enableAdminUser(
  tx: Database,
  actor: Actor,
  id: number,
): Promise<AdminUserInfo> {
  const run = sqlQuery(tx);
  const user = await userOrNotFound(run, id, true);
  if (!user.enabled) {
    await setUserEnabled(run, id, true);
    await recordSuccess(tx, actor, {
      action: 'admin-user-enable',
      details: { ...target(user), before: false, after: true },
    });
  }
  return adminUserInfo(run, id);
}

/**
 * POST /v2/admin/users/disable: the user is disabled and every session revoked in the same
 * transaction, so their next request answers 401 and a refresh fails.
 */
export async function disableAdminUser(
  tx: Database,
  deps: UsersDeps,
  actor: Actor,
  id: number,
): Promise<AdminUserInfo> {
  const run = sqlQuery(tx);
  const user = await userOrNotFound(run, id, true);
  const attempt = {
    action: 'admin-user-disable' as const,
    details: { ...target(user), before: user.enabled, after: false },
  };
  if (id === actor.userId) await refuseAttempt(tx, actor, attempt, ADMIN_USER_MESSAGES.selfDisable);
  await refuseLastAdmin(tx, actor, attempt, user);
  if (user.enabled) {
    await setUserEnabled(run, id, false);
    await recordSuccess(tx, actor, attempt);
  }
  await endAllSessions(identityContextFor(deps, tx), user, 'user-disabled');
  return adminUserInfo(run, id);
}

/** POST /v2/admin/users/delete: a hard delete (the audit row keeps the e-mail). */
export async function deleteAdminUser(tx: Database, actor: Actor, id: number): Promise<undefined> {
  const run = sqlQuery(tx);
  const user = await userOrNotFound(run, id, true);
  const attempt = {
    action: 'admin-user-delete' as const,
    details: {
      ...target(user),
      before: { name: `${user.first_name} ${user.last_name}`, groups: user.groups },
    },
  };
  if (id === actor.userId) await refuseAttempt(tx, actor, attempt, ADMIN_USER_MESSAGES.selfDelete);
  await refuseLastAdmin(tx, actor, attempt, user);
  await deleteUser(run, id);
  await recordSuccess(tx, actor, attempt);
  return undefined;
}

/** POST /admin/users/{id}/reset: the sign-in page's reset code, e-mailed to the user. */
export async function resetAdminUserPassword(
  tx: Database,
  deps: UsersDeps,
  actor: Actor,
  id: number,
  userAgent: string | undefined,
): Promise<undefined> {
  const user = await userOrNotFound(sqlQuery(tx), id, true);
  await requestPasswordReset(identityContextFor(deps, tx), user.email, {
    ip: actor.ip,
    userAgent,
  });
  await recordSuccess(tx, actor, { action: 'admin-user-reset', details: target(user) });
  return undefined;
}
