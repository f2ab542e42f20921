import type { MerchantPermissionKey } from '@paydesk/domain/merchant-permissions';
import type { InviteTeamUser, TeamUser, UpdateTeamUser, UserSettings } from '@paydesk/domain/team';
import { TEAM_MESSAGES } from '@paydesk/domain/team-fields';
import { type Database, type RawQuery, sqlQuery } from '../../db/client';
import { type Actor, recordSuccess, refuseAttempt } from '../../platform/audit';
import { NotFound } from '../../platform/errors';
import type { Merchant } from '../../platform/route-merchant';
import type { SharedDependencies } from '../../platform/shared-dependencies';
import { createInvitedUser } from './invitations.service';
import {
  deleteMembership,
  insertMembership,
  lockMemberships,
  type MembershipRow,
  poolUserByEmail,
  replacePermissions,
  saveSettings,
  settingsOf,
  teamUserOf,
  updateMembership,
} from './team.repository';
import { type TeamScope, teamUserRow } from './team-list';

/**
 * The Team screen's rules (part 1 §2 /users/:mid): invitations, access, the merchant admin role
 * and per-account permissions, removal, and the caller's own settings. The guard already
 * admitted only the account's merchant admins to the writes. Every write locks the account's
 * memberships first, so the last-admin rule holds under concurrent changes.
 */

type TeamDeps = Pick<SharedDependencies, 'mailer' | 'config'>;

export const teamScope = (merchant: Merchant): TeamScope => ({ merchantId: merchant.id });

async function memberOrNotFound(run: RawQuery, merchantId: number, userId: number) {
  const row = await teamUserOf(run, merchantId, userId);
  if (!row) throw new NotFound(TEAM_MESSAGES.notFound);
  return teamUserRow(row);
}

/** Admins with access once `userId` has `next` (the others as they are). */
function adminsWithAccessAfter(
  memberships: ReadonlyMap<number, MembershipRow>,
  userId: number,
  next: { access: number; isAdmin: boolean } | null,
): number {
  let count = 0;
  for (const [id, row] of memberships) {
    const state = id === userId ? next : { access: row.access, isAdmin: row.is_admin };
    if (state && state.access === 1 && state.isAdmin) count += 1;
  }
  return count;
}

/** The change leaves the account without a merchant admin with access (it had one). */
const losesLastAdmin = (
  memberships: ReadonlyMap<number, MembershipRow>,
  userId: number,
  next: { access: number; isAdmin: boolean } | null,
) =>
  adminsWithAccessAfter(memberships, userId, next) === 0 &&
  adminsWithAccessAfter(memberships, -1, null) > 0;

/**
 * Invites a user by e-mail: one of the pool joins the account (and is told by e-mail); a new
 * one is created with a temporary password e-mailed to them and `must_set_password`, so the
 * first sign-in meets the new-password challenge. Audited `team-invite`.
 */
export async function inviteTeamUser(
  tx: Database,
  deps: TeamDeps,
  merchant: Merchant,
  actor: Actor,
  body: InviteTeamUser,
): Promise<TeamUser> {
  const run = sqlQuery(tx);
  const memberships = await lockMemberships(run, merchant.id);
  const attempt = {
    action: 'team-invite' as const,
    details: {
      merchantId: merchant.id,
      email: body.email,
      isAdmin: body.isAdmin,
      permissions: body.permissions,
    },
  };
  const existing = await poolUserByEmail(run, body.email);
  if (existing && existing.groups[0] === 'mp_admin') {
    return refuseAttempt(tx, actor, attempt, TEAM_MESSAGES.staff);
  }
  if (existing && memberships.has(existing.id)) {
    return refuseAttempt(tx, actor, attempt, TEAM_MESSAGES.alreadyMember);
  }
  const signIn = `${deps.config.publicUrl}/login`;
  let userId: number;
  if (existing) {
    userId = existing.id;
    await deps.mailer.send(
      {
        to: existing.email,
        merchantId: merchant.id,
        subject: `You were added to ${merchant.businessCommonName} on Paydesk`,
        text:
          `Hello ${existing.first_name},\n\n${actor.email} added you to the merchant account ` +
          `${merchant.businessCommonName} (${merchant.id}) on Paydesk. Sign in as usual at ${signIn} ` +
          'and choose it in the account selector.\n',
      },
      tx,
    );
  } else {
    userId = await createInvitedUser(tx, deps, {
      email: body.email,
      firstName: body.firstname,
      lastName: body.lastname,
      inviter: actor.email,
      invitedTo: `the merchant account ${merchant.businessCommonName} (${merchant.id})`,
      subject: `You are invited to ${merchant.businessCommonName} on Paydesk`,
      merchantId: merchant.id,
    });
  }
  await insertMembership(run, merchant.id, userId, body.isAdmin);
  await replacePermissions(run, merchant.id, userId, body.permissions);
  await recordSuccess(tx, actor, {
    action: 'team-invite',
    details: { ...attempt.details, userId, created: !existing },
  });
  return memberOrNotFound(run, merchant.id, userId);
}

/**
 * Changes a user's access, admin role or permissions on the account (each takes effect on the
 * user's next request: the session query reads them). Refused when it would leave the account
 * without a merchant admin with access. Audited `team-update` with the old and new values.
 */
export async function updateTeamUser(
  tx: Database,
  merchant: Merchant,
  actor: Actor,
  userId: number,
  body: UpdateTeamUser,
): Promise<TeamUser> {
  const run = sqlQuery(tx);
  const memberships = await lockMemberships(run, merchant.id);
  const current = memberships.get(userId);
  if (!current) throw new NotFound(TEAM_MESSAGES.notFound);
  const before = {
    access: current.access,
    isAdmin: current.is_admin,
    permissions: current.permissions,
  };
  const after = {
    access: body.access ?? before.access,
    isAdmin: body.isAdmin ?? before.isAdmin,
    permissions: (body.permissions ?? before.permissions) as MerchantPermissionKey[],
  };
  const details = { merchantId: merchant.id, userId, email: current.email, before, after };
  if (losesLastAdmin(memberships, userId, after)) {
    return refuseAttempt(tx, actor, { action: 'team-update', details }, TEAM_MESSAGES.lastAdmin);
  }
  await updateMembership(run, merchant.id, userId, after);
  if (body.permissions) await replacePermissions(run, merchant.id, userId, body.permissions);
  await recordSuccess(tx, actor, { action: 'team-update', details });
  return memberOrNotFound(run, merchant.id, userId);
}

/**
 * Removes a user from the account (their sign-in and other accounts stay). The last merchant
 * admin with access cannot be removed, not even by themselves. Audited `team-remove`.
 */
export async function removeTeamUser(
  tx: Database,
  merchant: Merchant,
  actor: Actor,
  userId: number,
): Promise<undefined> {
  const run = sqlQuery(tx);
  const memberships = await lockMemberships(run, merchant.id);
  const current = memberships.get(userId);
  if (!current) throw new NotFound(TEAM_MESSAGES.notFound);
  const details = {
    merchantId: merchant.id,
    userId,
    email: current.email,
    before: { access: current.access, isAdmin: current.is_admin, permissions: current.permissions },
  };
  if (losesLastAdmin(memberships, userId, null)) {
    return refuseAttempt(tx, actor, { action: 'team-remove', details }, TEAM_MESSAGES.lastAdmin);
  }
  await deleteMembership(run, merchant.id, userId);
  await recordSuccess(tx, actor, { action: 'team-remove', details });
  return undefined;
}

/** The caller's own settings for the account (`{}` until the first save). */
export async function userSettings(
  run: RawQuery,
  merchant: Merchant,
  userId: number,
): Promise<UserSettings> {
  return { id: merchant.id, data: await settingsOf(run, merchant.id, userId) };
}

/** Replaces the caller's own settings for the account. Audited with the keys saved. */
export async function updateUserSettings(
  tx: Database,
  merchant: Merchant,
  actor: Actor,
  data: Record<string, unknown>,
): Promise<UserSettings> {
  const run = sqlQuery(tx);
  await saveSettings(run, merchant.id, actor.userId, data);
  await recordSuccess(tx, actor, {
    action: 'user-settings-update',
    details: { merchantId: merchant.id, keys: Object.keys(data) },
  });
  return { id: merchant.id, data };
}
