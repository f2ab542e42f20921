import type { RawQuery } from '../../db/client';
import { ADMIN_USER_SELECT } from './admin-user-list';

/** SQL of the admin users module: users, their admin keys and groups, and their merchants. */

export interface UserRecord extends Record<string, unknown> {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  primary_phone: string | null;
  mobile_phone: string | null;
  groups: string[];
  enabled: boolean;
}

/** One user with the list's fields, the phones and groups; `lock` takes the row `for update`. */
export async function userOf(
  run: RawQuery,
  id: number,
  lock = false,
): Promise<UserRecord | undefined> {
  const [row] = await run<UserRecord>(
    `select ${ADMIN_USER_SELECT}, u.primary_phone, u.mobile_phone, u.groups
       from users u where u.id = $1${lock ? ' for update' : ''}`,
    [id],
  );
  return row ? { ...row, id: Number(row.id) } : undefined;
}

export async function twoFactorOf(
  run: RawQuery,
  userId: number,
): Promise<{ confirmed_at: string | null } | undefined> {
  const [row] = await run<{ confirmed_at: string | null }>(
    `select to_char(confirmed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as confirmed_at
       from user_two_factor where user_id = $1`,
    [userId],
  );
  return row;
}

export interface UserMerchantRow {
  id: number;
  business_common_name: string;
  access: number;
  is_admin: boolean;
}

/** The user's merchant accounts, by DBA. */
export async function merchantsOfUser(run: RawQuery, userId: number): Promise<UserMerchantRow[]> {
  const rows = await run<UserMerchantRow>(
    `select m.id, m.business_common_name, um.access::int as access, um.is_admin
       from user_merchants um join merchants m on m.id = um.merchant_id
      where um.user_id = $1 order by lower(m.business_common_name), m.id`,
    [userId],
  );
  return rows.map((row) => ({ ...row, id: Number(row.id), access: Number(row.access) }));
}

/** The user's membership of one account with its enabled merchant keys, or undefined. */
export async function membershipOf(
  run: RawQuery,
  userId: number,
  merchantId: number,
): Promise<{ access: number; is_admin: boolean; permissions: string[] } | undefined> {
  const [row] = await run<{ access: number; is_admin: boolean; permissions: string[] }>(
    `select um.access::int as access, um.is_admin,
            array(select p.slug from merchant_user_permissions p
                   where p.user_id = um.user_id and p.merchant_id = um.merchant_id and p.enabled
                   order by p.slug) as permissions
       from user_merchants um where um.user_id = $1 and um.merchant_id = $2`,
    [userId, merchantId],
  );
  return row ? { ...row, access: Number(row.access) } : undefined;
}

export async function emailTaken(run: RawQuery, email: string): Promise<boolean> {
  const rows = await run('select 1 from users where email = $1', [email]);
  return rows.length > 0;
}

export async function updateUserInfo(
  run: RawQuery,
  id: number,
  values: { firstName: string; lastName: string; phone: string | null },
): Promise<void> {
  await run('update users set first_name = $2, last_name = $3, primary_phone = $4 where id = $1', [
    id,
    values.firstName,
    values.lastName,
    values.phone,
  ]);
}

export async function updateUserEmail(run: RawQuery, id: number, email: string): Promise<void> {
  await run('update users set email = $2 where id = $1', [id, email]);
}

export async function setUserEnabled(run: RawQuery, id: number, enabled: boolean): Promise<void> {
  await run('update users set enabled = $2 where id = $1', [id, enabled]);
}

export async function setUserGroups(run: RawQuery, id: number, groups: string[]): Promise<void> {
  await run(`update users set groups = string_to_array($2, ',') where id = $1`, [
    id,
    groups.join(','),
  ]);
}

export async function deleteUser(run: RawQuery, id: number): Promise<void> {
  await run('delete from users where id = $1', [id]);
}

/**
 * The enabled staff (first group mp_admin) locked `for update` in id order: every change that
 * could remove an admin takes these locks first, so two admins demoting each other cannot both
 * pass the last-admin rule.
 */
export async function lockEnabledAdmins(run: RawQuery): Promise<number[]> {
  const rows = await run<{ id: number }>(
    `select id from users where enabled and groups[1] = 'mp_admin' order by id for update`,
  );
  return rows.map((row) => Number(row.id));
}

/** The admin keys the user holds (enabled rows). */
export async function adminKeysOf(run: RawQuery, userId: number): Promise<string[]> {
  const rows = await run<{ slug: string }>(
    'select slug from user_permissions where user_id = $1 and enabled order by slug',
    [userId],
  );
  return rows.map((row) => row.slug);
}

export async function setAdminKey(
  run: RawQuery,
  userId: number,
  slug: string,
  enabled: boolean,
): Promise<void> {
  await run(
    `insert into user_permissions (user_id, slug, enabled) values ($1, $2, $3)
     on conflict (user_id, slug) do update set enabled = excluded.enabled`,
    [userId, slug, enabled],
  );
}

export async function businessNameOf(
  run: RawQuery,
  merchantId: number,
): Promise<string | undefined> {
  const [row] = await run<{ name: string }>(
    'select business_common_name as name from merchants where id = $1',
    [merchantId],
  );
  return row?.name;
}
