import {
  HISTORY_COLUMNS,
  type HistoryColumn,
  USER_CHANGE_ACTIONS,
  USERS_HISTORY_GROUPING,
} from '@paydesk/domain/admin-merchant-history-fields';
import type { UsersHistoryEntry, UsersHistoryQuery } from '@paydesk/domain/admin-merchant-profile';
import { csvLocalTimeSql, csvTextSql } from '../../platform/lists/csv';
import {
  columnLabels,
  defaultColumnKeys,
  type ListDefinition,
} from '../../platform/lists/list-definition';
import type { SqlParams } from '../../platform/lists/sql-params';
import type { HistoryScope } from './merchant-history-list';

/**
 * Changes to a merchant's users (the users history of the History tab): merchant_change_history
 * has no rows about users, so this reads what modules/team audits about the account's
 * memberships: successful team-invite, team-update and team-remove entries whose details name
 * the account. The audit log is append-only, so a snapshot's pages never change.
 */

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/** 'access: on; admin: no; permissions: a, b' of a membership as the audit details hold it. */
const summary = (json: string) => `('access: ' || case when coalesce(${json}->>'access', '1') = '1'
      then 'on' else 'off' end
    || '; admin: ' || case when coalesce(${json}->>'isAdmin', 'false') = 'true' then 'yes' else 'no' end
    || '; permissions: ' || coalesce((select string_agg(p, ', ' order by p)
      from jsonb_array_elements_text(case when jsonb_typeof(${json}->'permissions') = 'array'
        then ${json}->'permissions' else '[]'::jsonb end) p), 'none'))`;

const OLD_VALUE = `case when a.action = 'team-invite' then null else ${summary("a.details->'before'")} end`;
const NEW_VALUE = `case a.action when 'team-remove' then null
    when 'team-invite' then ${summary("jsonb_build_object('isAdmin', a.details->'isAdmin', 'permissions', a.details->'permissions')")}
    else ${summary("a.details->'after'")} end`;
const USER_ID = `case when jsonb_typeof(a.details->'userId') = 'number'
    then (a.details->>'userId')::int end`;

const SELECT = `a.id, to_char(a.at at time zone 'UTC', ${ISO}) as changed_at,
  coalesce(a.email, '') as changed_by, a.action, ${OLD_VALUE} as old_value,
  ${NEW_VALUE} as new_value, ${USER_ID} as user_id, a.details->>'email' as user_email`;

const ACTIONS_SQL = USER_CHANGE_ACTIONS.map((action) => `'${action}'`).join(', ');

const text = (value: unknown) => (value === null || value === undefined ? null : String(value));

/** The search box: the user's or the changer's e-mail. */
function searchCondition(search: string, params: SqlParams): string {
  const term = params.add(search.toLowerCase(), 'text');
  return `(strpos(lower(coalesce(a.details->>'email', '')), ${term}) > 0
    or strpos(lower(coalesce(a.email, '')), ${term}) > 0)`;
}

const LABELS = columnLabels<HistoryColumn>(HISTORY_COLUMNS);

export const usersHistoryList: ListDefinition<
  UsersHistoryQuery,
  UsersHistoryEntry,
  HistoryColumn,
  HistoryScope
> = {
  name: 'merchant-users-history',
  table: 'audit_log a',
  id: { sql: 'a.id', type: 'int8' },
  anchor: 'select max(id) from audit_log',
  select: () => SELECT,
  sortColumns: { changedAt: { sql: 'a.at', type: 'timestamptz' } },
  where: async (query, scope, params) => {
    const conditions = [
      `a.action in (${ACTIONS_SQL})`,
      `a.outcome = 'success'`,
      `a.details->>'merchantId' = ${params.add(String(scope.merchantId), 'text')}`,
    ];
    if (query.search) conditions.push(searchCondition(query.search, params));
    return conditions;
  },
  toRow: (row) => ({
    id: Number(row.id),
    changedAt: String(row.changed_at),
    changedBy: String(row.changed_by),
    grouping: USERS_HISTORY_GROUPING,
    field: String(row.action),
    oldValue: text(row.old_value),
    newValue: text(row.new_value),
    userId: row.user_id === null ? null : Number(row.user_id),
    userEmail: text(row.user_email),
  }),
  csv: {
    changedAt: () => csvLocalTimeSql('a.at', "'UTC'"),
    changedBy: () => csvTextSql('a.email'),
    grouping: () => `'${USERS_HISTORY_GROUPING}'`,
    field: () => csvTextSql(`(a.action || coalesce(' ' || (a.details->>'email'), ''))`),
    oldValue: () => csvTextSql(OLD_VALUE),
    newValue: () => csvTextSql(NEW_VALUE),
  },
  csvHeader: (column) => (column === 'changedAt' ? `${LABELS.changedAt} (UTC)` : LABELS[column]),
  fileName: (_query, scope) => `merchant-${scope.merchantId}-users-history.csv`,
  defaultColumns: defaultColumnKeys(HISTORY_COLUMNS),
};
