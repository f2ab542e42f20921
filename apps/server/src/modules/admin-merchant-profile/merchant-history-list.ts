import {
  HISTORY_COLUMNS,
  type HistoryColumn,
  type HistoryGrouping,
} from '@paydesk/domain/admin-merchant-history-fields';
import type {
  MerchantHistoryEntry,
  MerchantHistoryQuery,
} from '@paydesk/domain/admin-merchant-profile';
import { csvLocalTimeSql, csvPlainSql, csvTextSql } from '../../platform/lists/csv';
import {
  columnLabels,
  defaultColumnKeys,
  type ListDefinition,
} from '../../platform/lists/list-definition';
import type { SqlParams } from '../../platform/lists/sql-params';

/**
 * A merchant's change history (part 2 §3 "Change-history groupings") as a declared list:
 * merchant_change_history rows, newest first (`merchant_change_history_merchant_changed_idx`,
 * or the grouping's index with `filter`). Rows are append-only, so a snapshot's pages never
 * change.
 */

export interface HistoryScope {
  merchantId: number;
}

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

export const HISTORY_SELECT = `h.id, to_char(h.changed_at at time zone 'UTC', ${ISO}) as changed_at,
  h.changed_by_email, h.grouping, h.field, h.old_value, h.new_value`;

const text = (value: unknown) => (value === null || value === undefined ? null : String(value));

/** The search box: the field, a value or the e-mail of whoever changed it. */
function searchCondition(search: string, params: SqlParams): string {
  const term = params.add(search.toLowerCase(), 'text');
  return `(strpos(lower(h.field), ${term}) > 0
    or strpos(lower(coalesce(h.old_value, '')), ${term}) > 0
    or strpos(lower(coalesce(h.new_value, '')), ${term}) > 0
    or strpos(lower(h.changed_by_email), ${term}) > 0)`;
}

const LABELS = columnLabels<HistoryColumn>(HISTORY_COLUMNS);

export const merchantHistoryList: ListDefinition<
  MerchantHistoryQuery,
  MerchantHistoryEntry,
  HistoryColumn,
  HistoryScope
> = {
  name: 'merchant-history',
  table: 'merchant_change_history h',
  id: { sql: 'h.id', type: 'int8' },
  anchor: 'select max(id) from merchant_change_history',
  select: () => HISTORY_SELECT,
  sortColumns: { changedAt: { sql: 'h.changed_at', type: 'timestamptz' } },
  where: async (query, scope, params) => {
    const conditions = [`h.merchant_id = ${params.add(scope.merchantId, 'int4')}`];
    if (query.filter) conditions.push(`h.grouping = ${params.add(query.filter, 'text')}`);
    if (query.search) conditions.push(searchCondition(query.search, params));
    return conditions;
  },
  toRow: (row) => ({
    id: Number(row.id),
    changedAt: String(row.changed_at),
    changedBy: String(row.changed_by_email),
    grouping: String(row.grouping) as HistoryGrouping,
    field: String(row.field),
    oldValue: text(row.old_value),
    newValue: text(row.new_value),
  }),
  csv: {
    changedAt: () => csvLocalTimeSql('h.changed_at', "'UTC'"),
    changedBy: () => csvTextSql('h.changed_by_email'),
    grouping: () => csvPlainSql('h.grouping'),
    field: () => csvTextSql('h.field'),
    oldValue: () => csvTextSql('h.old_value'),
    newValue: () => csvTextSql('h.new_value'),
  },
  csvHeader: (column) => (column === 'changedAt' ? `${LABELS.changedAt} (UTC)` : LABELS[column]),
  fileName: (query, scope) =>
    `merchant-${scope.merchantId}-history${query.filter ? `-${query.filter.toLowerCase().replace(/\s+/g, '-')}` : ''}.csv`,
  defaultColumns: defaultColumnKeys(HISTORY_COLUMNS),
};
