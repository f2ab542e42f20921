import { ADMIN_PERMISSION_KEYS } from '@paydesk/domain/permissions';
import type { AccountInfo, AdminRoles, Profile } from '@paydesk/domain/profile';
import type { Database } from '../../db/client';
import type { Identity } from '../../platform/access-policy';
import { Forbidden, NotFound } from '../../platform/errors';
import { type UserAccount, userAccountOf } from '../identity/sessions.service';
import { findUser, permissionsOfUser, type UserRow, updateProfile } from './account.repository';

/**
 * The profile's isMerchantAdmin (part 1 §6): a merchant admin of any account the user may open
 * (`user_merchants.is_admin`), or flagged so on the user.
 */
const adminsAnAccount = (user: UserRow, merchants: UserAccount['merchants']) =>
  user.isMerchantAdmin || merchants.some((m) => m.isAdmin && m.status === 1);

function toProfile(user: UserRow, merchants: UserAccount['merchants']): Profile {
  return {
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    remoteId: String(user.id),
    login: user.email,
    isMerchantAdmin: adminsAnAccount(user, merchants),
    additionalInfoStatus: user.additionalInfoStatus,
    applicationTokens: user.applicationTokens,
    groups: user.groups.map((name) => ({ name })),
    primaryPhone: user.primaryPhone,
    mobilePhone: user.mobilePhone,
    lastLogin: user.lastLogin?.toISOString() ?? null,
  };
}

/**
 * The caller's profile and merchant accounts: as the guard read them with the session, or
 * read again when `fresh` (after this request changed them).
 */
export async function accountInfo(
  db: Database,
  identity: Identity,
  options: { fresh?: boolean } = {},
): Promise<AccountInfo> {
  const account = await userAccountOf(db, identity, options);
  if (!account) throw new NotFound('User not found.');
  return {
    data: { profile: toProfile(account.user, account.merchants), merchants: account.merchants },
  };
}

export async function updateAccountInfo(
  db: Database,
  identity: Identity,
  input: {
    firstName: string;
    lastName: string;
    primaryPhone?: string | null | undefined;
    mobilePhone?: string | null | undefined;
  },
): Promise<AccountInfo> {
  await updateProfile(db, identity.userId, {
    firstName: input.firstName,
    lastName: input.lastName,
    ...(input.primaryPhone !== undefined ? { primaryPhone: input.primaryPhone || null } : {}),
    ...(input.mobilePhone !== undefined ? { mobilePhone: input.mobilePhone || null } : {}),
  });
  return accountInfo(db, identity, { fresh: true });
}

export async function recordLastLogin(db: Database, identity: Identity, at: Date): Promise<string> {
  await updateProfile(db, identity.userId, { lastLogin: at });
  return at.toISOString();
}

/** A user's permissions: your own, or any user's for an admin (404 for a user that does not exist). */
export async function userPermissions(db: Database, identity: Identity, userId: number) {
  if (userId !== identity.userId && !identity.isAdmin) {
    throw new Forbidden('You may only read your own permissions.');
  }
  if (userId !== identity.userId && !(await findUser(db, userId))) {
    throw new NotFound('User not found.');
  }
  return { data: await permissionsOfUser(db, userId) };
}

/** The role list and the admin permission keys the caller holds, as a map of key to true. */
export async function adminRoles(db: Database, identity: Identity): Promise<AdminRoles> {
  const granted = await permissionsOfUser(db, identity.userId);
  const known = new Set<string>(ADMIN_PERMISSION_KEYS);
  return {
    roles: [
      { label: 'Admin', name: 'mp_admin' },
      { label: 'User', name: 'mp_user' },
    ],
    permissions: Object.fromEntries(
      granted.filter((p) => p.enabled && known.has(p.slug)).map((p) => [p.slug, true as const]),
    ),
  };
}
