import { MERCHANT_PERMISSION_KEYS } from '@paydesk/domain/merchant-permissions';
import type { TeamListQuery, TeamUser } from '@paydesk/domain/team';
import { TEAM_COLUMNS, type TeamColumn, teamRoleLabel } from '@paydesk/domain/team-fields';
import { csvLocalTimeSql, csvPlainSql, csvTextSql } from '../../platform/lists/csv';
import {
  columnLabels,
  defaultColumnKeys,
  type ListDefinition,
} from '../../platform/lists/list-definition';
import type { SqlParams } from '../../platform/lists/sql-params';

/**
 * An account's users (part 1 §2 /users/:mid, §3 "Merchant-side user") as a declared list: the
 * account's memberships joined to the user pool (a derived table `tm`, so the name, e-mail and
 * last login sort), with the admin role and the permissions held on the account.
 */

export interface TeamScope {
  merchantId: number;
}

/** Every key as a SQL text[] literal: an account admin holds them all. */
export const ALL_PERMISSIONS_SQL = `array[${MERCHANT_PERMISSION_KEYS.map((k) => `'${k}'`).join(', ')}]::text[]`;

/** One number per membership: the account id in the high bits, the user id in the low ones. */
const MEMBERSHIP_KEY = (merchant: string, user: string) =>
  `(${merchant}::int8 * 4294967296 + ${user})`;

/** The account's memberships with their users (merchant users only: staff are never members). */
export const TEAM_TABLE = `(select um.merchant_id, um.user_id as id,
    ${MEMBERSHIP_KEY('um.merchant_id', 'um.user_id')} as membership_key, um.access, um.is_admin,
    u.first_name, u.last_name, u.email, coalesce(u.primary_phone, u.mobile_phone) as phone,
    u.last_login, u.must_set_password
   from user_merchants um join users u on u.id = um.user_id) tm`;

/** The permissions of row `tm` on its account. */
export const TEAM_PERMISSIONS_SQL = `case when tm.is_admin then ${ALL_PERMISSIONS_SQL} else array(
    select p.slug from merchant_user_permissions p
     where p.user_id = tm.id and p.merchant_id = tm.merchant_id and p.enabled
     order by p.slug) end`;

export const TEAM_SELECT = `tm.id, tm.first_name, tm.last_name, tm.email, tm.phone, tm.access,
  tm.is_admin, tm.must_set_password,
  to_char(tm.last_login at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as last_login,
  ${TEAM_PERMISSIONS_SQL} as permissions`;

/** A TEAM_SELECT row as the API answers it. */
export function teamUserRow(row: Record<string, unknown>): TeamUser {
  return {
    id: Number(row.id),
    firstname: String(row.first_name),
    lastname: String(row.last_name),
    email: String(row.email),
    phone: row.phone === null ? null : String(row.phone),
    lastLogin: row.last_login === null ? null : String(row.last_login),
    access: Number(row.access) === 1 ? 1 : 0,
    isAdmin: row.is_admin === true,
    permissions: (row.permissions as TeamUser['permissions'] | null) ?? [],
    invited: row.must_set_password === true,
  };
}

/** The search box: the name (first last) or the e-mail. */
function searchCondition(search: string, params: SqlParams): string {
  const term = params.add(search.toLowerCase(), 'text');
  return `(strpos(lower(tm.first_name || ' ' || tm.last_name), ${term}) > 0
    or strpos(tm.email, ${term}) > 0)`;
}

/**
 * A fingerprint of the account's memberships and permissions, bound into the query: the page
 * cache assumes a snapshot's rows never change, and memberships change in place (access, role,
 * removal), so any change makes a new query signature.
 */
const TEAM_VERSION_SQL = `select coalesce(md5(string_agg(
    um.user_id || ':' || um.access || ':' || um.is_admin || ':' || coalesce((
      select string_agg(p.slug || p.enabled, ',' order by p.slug) from merchant_user_permissions p
       where p.user_id = um.user_id and p.merchant_id = um.merchant_id), ''),
    ';' order by um.user_id)), '') as v
   from user_merchants um where um.merchant_id = $1`;

const LABELS = columnLabels<TeamColumn>(TEAM_COLUMNS);

/** The list's query carries no time zone: the CSV's last logins are UTC. */
const TEAM_CSV: Record<TeamColumn, (params: SqlParams, query: TeamListQuery) => string> = {
  name: () => csvTextSql(`(tm.first_name || ' ' || tm.last_name)`),
  email: () => csvTextSql('tm.email'),
  phone: () => csvTextSql('tm.phone'),
  lastLogin: () => csvLocalTimeSql('tm.last_login', "'UTC'"),
  access: () => csvPlainSql('tm.access'),
  role: () =>
    `case when tm.is_admin then '${teamRoleLabel(true)}' else '${teamRoleLabel(false)}' end`,
  permissions: () => csvTextSql(`array_to_string(${TEAM_PERMISSIONS_SQL}, ' ')`),
  id: () => csvPlainSql('tm.id'),
};

/** The account's users by name (last, then first), 10 a page. */
export const teamList: ListDefinition<TeamListQuery, TeamUser, TeamColumn, TeamScope> = {
  name: 'team',
  table: TEAM_TABLE,
  // A membership's key (a user is on several accounts): the account, then the user.
  id: { sql: 'tm.membership_key', type: 'int8' },
  anchor: `select max(${MEMBERSHIP_KEY('merchant_id', 'user_id')}) from user_merchants`,
  select: () => TEAM_SELECT,
  sortColumns: {
    name: { sql: "lower(tm.last_name || ' ' || tm.first_name)", type: 'text' },
    email: { sql: 'tm.email', type: 'text' },
    lastLogin: { sql: "coalesce(tm.last_login, 'epoch'::timestamptz)", type: 'timestamptz' },
  },
  where: async (query, scope, params, run) => {
    const merchant = params.add(scope.merchantId, 'int4');
    const [version] = await run<{ v: string }>(TEAM_VERSION_SQL, [scope.merchantId]);
    const conditions = [
      `tm.merchant_id = ${merchant}`,
      `${params.add(version?.v ?? '', 'text')} is not null`,
    ];
    if (query.search) conditions.push(searchCondition(query.search, params));
    return conditions;
  },
  toRow: (row) => teamUserRow(row),
  csv: TEAM_CSV,
  csvHeader: (column) => (column === 'lastLogin' ? `${LABELS.lastLogin} (UTC)` : LABELS[column]),
  fileName: (_query, scope) => `team-${scope.merchantId}.csv`,
  defaultColumns: defaultColumnKeys(TEAM_COLUMNS),
};
