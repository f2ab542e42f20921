import type { RawQuery } from '../../db/client';
import { TEAM_SELECT, TEAM_TABLE } from './team-list';

/** SQL of the team module: one member, the account's admins, membership and permission writes. */

/** One member of the account as the list shows it. */
export async function teamUserOf(
  run: RawQuery,
  merchantId: number,
  userId: number,
): Promise<Record<string, unknown> | undefined> {
  const [row] = await run<Record<string, unknown>>(
    `select ${TEAM_SELECT} from ${TEAM_TABLE} where tm.merchant_id = $1 and tm.id = $2`,
    [merchantId, userId],
  );
  return row;
}

export interface MembershipRow {
  access: number;
  is_admin: boolean;
  permissions: string[];
  email: string;
}

/**
 * Locks the account's memberships (`for update`, in user order) and answers them: writes to
 * one account's team run one at a time, so two admins demoting each other cannot both pass
 * the last-admin rule.
 */
export async function lockMemberships(
  run: RawQuery,
  merchantId: number,
): Promise<Map<number, MembershipRow>> {
  const rows = await run<{ user_id: number } & MembershipRow>(
    `select um.user_id, um.access::int as access, um.is_admin, u.email,
            array(select p.slug from merchant_user_permissions p
                   where p.user_id = um.user_id and p.merchant_id = um.merchant_id and p.enabled
                   order by p.slug) as permissions
       from user_merchants um join users u on u.id = um.user_id
      where um.merchant_id = $1
      order by um.user_id
        for update of um`,
    [merchantId],
  );
  return new Map(rows.map((row) => [Number(row.user_id), { ...row, access: Number(row.access) }]));
}

export interface PoolUser {
  id: number;
  email: string;
  first_name: string;
  groups: string[];
}

export async function poolUserByEmail(run: RawQuery, email: string): Promise<PoolUser | undefined> {
  const [row] = await run<PoolUser>(
    'select id, email, first_name, groups from users where email = $1 for update',
    [email],
  );
  return row ? { ...row, id: Number(row.id) } : undefined;
}

/** A new user of the pool who must set a password at the first sign-in. */
export async function insertInvitedUser(
  run: RawQuery,
  user: {
    email: string;
    firstName: string;
    lastName: string;
    passwordHash: string;
    phone?: string | null;
    groups?: readonly string[];
  },
): Promise<number> {
  const [row] = await run<{ id: number }>(
    `insert into users (email, first_name, last_name, password_hash, primary_phone, groups,
                        must_set_password)
     values ($1, $2, $3, $4, $5, string_to_array($6, ','), true) returning id`,
    [
      user.email,
      user.firstName,
      user.lastName,
      user.passwordHash,
      user.phone ?? null,
      (user.groups ?? ['mp_user']).join(','),
    ],
  );
  if (!row) throw new Error('insert into users returned no row');
  return Number(row.id);
}

export async function insertMembership(
  run: RawQuery,
  merchantId: number,
  userId: number,
  isAdmin: boolean,
): Promise<void> {
  await run(
    'insert into user_merchants (user_id, merchant_id, access, is_admin) values ($1, $2, 1, $3)',
    [userId, merchantId, isAdmin],
  );
}

export async function updateMembership(
  run: RawQuery,
  merchantId: number,
  userId: number,
  values: { access: number; isAdmin: boolean },
): Promise<void> {
  await run(
    'update user_merchants set access = $3, is_admin = $4 where merchant_id = $1 and user_id = $2',
    [merchantId, userId, values.access, values.isAdmin],
  );
}

/** Replaces the user's permissions on the account with `slugs` (rows of others removed). */
export async function replacePermissions(
  run: RawQuery,
  merchantId: number,
  userId: number,
  slugs: readonly string[],
): Promise<void> {
  await run(
    `delete from merchant_user_permissions
      where merchant_id = $1 and user_id = $2 and not (slug = any(string_to_array($3, ',')))`,
    [merchantId, userId, slugs.join(',')],
  );
  if (slugs.length === 0) return;
  await run(
    `insert into merchant_user_permissions (user_id, merchant_id, slug, enabled, updated_at)
     select $2::int, $1::int, slug, true, now() from unnest(string_to_array($3, ',')) as slug
     on conflict (user_id, merchant_id, slug) do update set enabled = true, updated_at = now()
      where merchant_user_permissions.enabled is distinct from true`,
    [merchantId, userId, slugs.join(',')],
  );
}

/** Removes the user from the account with their permissions and settings on it. */
export async function deleteMembership(
  run: RawQuery,
  merchantId: number,
  userId: number,
): Promise<void> {
  await run('delete from merchant_user_permissions where merchant_id = $1 and user_id = $2', [
    merchantId,
    userId,
  ]);
  await run('delete from merchant_user_settings where merchant_id = $1 and user_id = $2', [
    merchantId,
    userId,
  ]);
  await run('delete from user_merchants where merchant_id = $1 and user_id = $2', [
    merchantId,
    userId,
  ]);
}

export async function settingsOf(
  run: RawQuery,
  merchantId: number,
  userId: number,
): Promise<Record<string, unknown>> {
  const [row] = await run<{ data: Record<string, unknown> }>(
    'select data from merchant_user_settings where merchant_id = $1 and user_id = $2',
    [merchantId, userId],
  );
  return row?.data ?? {};
}

export async function saveSettings(
  run: RawQuery,
  merchantId: number,
  userId: number,
  data: Record<string, unknown>,
): Promise<void> {
  await run(
    `insert into merchant_user_settings (user_id, merchant_id, data, updated_at)
     values ($1, $2, $3::jsonb, now())
     on conflict (user_id, merchant_id) do update set data = excluded.data, updated_at = now()`,
    [userId, merchantId, JSON.stringify(data)],
  );
}
