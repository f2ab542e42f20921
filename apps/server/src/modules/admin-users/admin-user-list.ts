import {
  ADMIN_USER_COLUMNS,
  type AdminUserColumn,
  type AdminUserListQuery,
  type AdminUserRow,
} from '@paydesk/domain/admin-users';
import { csvLocalTimeSql, csvPlainSql, csvTextSql } from '../../platform/lists/csv';
import {
  columnLabels,
  defaultColumnKeys,
  type ListDefinition,
} from '../../platform/lists/list-definition';
import type { SqlParams } from '../../platform/lists/sql-params';

/**
 * The back office's users list (part 2 §7 GET /v2/admin/users) as a declared list over the
 * user pool: staff and merchant users alike, by name, filtered by group (the first group) and
 * searched by name, e-mail or phone. Users change in place (enabled, names, groups), so a
 * fingerprint of the pool is bound into the query (the page cache keys on it).
 */

const ISO = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export const ADMIN_USER_SELECT = `u.id, u.first_name, u.last_name, u.email,
  coalesce(u.primary_phone, u.mobile_phone) as phone, coalesce(u.groups[1], 'mp_user') as grp,
  u.enabled, u.must_set_password, ${ISO('u.last_login')} as last_login,
  ${ISO('u.created_at')} as created_at`;

const text = (value: unknown) => (value === null || value === undefined ? null : String(value));

/** A row of ADMIN_USER_SELECT as the API answers it. */
export function adminUserRow(row: Record<string, unknown>): AdminUserRow {
  const enabled = row.enabled === true;
  return {
    id: Number(row.id),
    firstname: String(row.first_name),
    lastname: String(row.last_name),
    email: String(row.email),
    phone: text(row.phone),
    group: String(row.grp),
    enabled,
    access: enabled ? 1 : 0,
    lastLogin: text(row.last_login),
    createdAt: String(row.created_at),
    invited: row.must_set_password === true,
  };
}

/** Changes whenever a user is added, removed or changed in a way the list shows. */
const POOL_VERSION_SQL = `select coalesce(md5(string_agg(
    id || ':' || email || ':' || first_name || ':' || last_name || ':' || enabled || ':' ||
    array_to_string(groups, ',') || ':' || coalesce(primary_phone, '') || ':' ||
    coalesce(mobile_phone, '') || ':' || must_set_password || ':' ||
    coalesce(last_login::text, ''), ';' order by id)), '') as v from users`;

function searchCondition(search: string, params: SqlParams): string {
  const term = params.add(search.toLowerCase(), 'text');
  const digits = search.replace(/\D/g, '');
  const phone =
    digits.length >= 3
      ? ` or strpos(regexp_replace(coalesce(u.primary_phone, '') || ' ' || coalesce(u.mobile_phone, ''), '\\D', '', 'g'), ${params.add(digits, 'text')}) > 0`
      : '';
  return `(strpos(lower(u.first_name || ' ' || u.last_name), ${term}) > 0
    or strpos(u.email, ${term}) > 0${phone})`;
}

const LABELS = columnLabels<AdminUserColumn>(ADMIN_USER_COLUMNS);

const CSV: Record<AdminUserColumn, (params: SqlParams, query: AdminUserListQuery) => string> = {
  name: () => csvTextSql(`(u.first_name || ' ' || u.last_name)`),
  email: () => csvTextSql('u.email'),
  group: () => `case when u.groups[1] = 'mp_admin' then 'Admin' else 'User' end`,
  phone: () => csvTextSql('coalesce(u.primary_phone, u.mobile_phone)'),
  enabled: () => `case when u.enabled then 'Enabled' else 'Disabled' end`,
  lastLogin: () => csvLocalTimeSql('u.last_login', "'UTC'"),
  createdAt: () => csvLocalTimeSql('u.created_at', "'UTC'"),
  id: () => csvPlainSql('u.id'),
};

/** Every portal user, by name (last, then first), 10 a page (staff only: no scope). */
export const adminUserList: ListDefinition<
  AdminUserListQuery,
  AdminUserRow,
  AdminUserColumn,
  null
> = {
  name: 'admin-users',
  table: 'users u',
  id: { sql: 'u.id', type: 'int4' },
  anchor: 'select max(id) from users',
  select: () => ADMIN_USER_SELECT,
  sortColumns: {
    name: { sql: "lower(u.last_name || ' ' || u.first_name)", type: 'text' },
    email: { sql: 'u.email', type: 'text' },
    lastLogin: { sql: "coalesce(u.last_login, 'epoch'::timestamptz)", type: 'timestamptz' },
    createdAt: { sql: 'u.created_at', type: 'timestamptz' },
    id: { sql: 'u.id', type: 'int4' },
  },
  where: async (query, _scope, params, run) => {
    const [version] = await run<{ v: string }>(POOL_VERSION_SQL);
    const conditions = [`${params.add(version?.v ?? '', 'text')} is not null`];
    if (query.group === 'mp_admin') conditions.push(`u.groups[1] = 'mp_admin'`);
    if (query.group === 'mp_user') {
      conditions.push(`coalesce(u.groups[1], 'mp_user') <> 'mp_admin'`);
    }
    if (query.search) conditions.push(searchCondition(query.search, params));
    return conditions;
  },
  toRow: (row) => adminUserRow(row),
  csv: CSV,
  csvHeader: (column) =>
    column === 'lastLogin' || column === 'createdAt' ? `${LABELS[column]} (UTC)` : LABELS[column],
  fileName: () => 'users.csv',
  defaultColumns: defaultColumnKeys(ADMIN_USER_COLUMNS),
};
