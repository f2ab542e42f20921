import {
  AUDIT_COLUMNS,
  type AuditColumn,
  type AuditEntry,
  type AuditListQuery,
} from '@paydesk/domain/admin-audit';
import { csvLocalTimeSql, csvPlainSql, csvTextSql } from '../../platform/lists/csv';
import { dayRangeConditions } from '../../platform/lists/day-range-sql';
import {
  columnLabels,
  defaultColumnKeys,
  type ListDefinition,
} from '../../platform/lists/list-definition';

/**
 * The audit log viewer's list (/admin/audit, beyond the spec) over `audit_log a`: newest first
 * on `audit_log_at_idx`; one merchant's rows on `audit_log_merchant_idx` (the expression
 * `details->>'merchantId'`); one action on `audit_log_action_idx`. The log is append-only, so
 * a snapshot's pages never change.
 */

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
const MERCHANT_ID = `case when (a.details->>'merchantId') ~ '^[0-9]{1,9}$'
    then (a.details->>'merchantId')::int end`;

const SELECT = `a.id, to_char(a.at at time zone 'UTC', ${ISO}) as at, a.user_id, a.email,
  a.action, a.outcome, a.ip, ${MERCHANT_ID} as merchant_id, a.details`;

const LABELS = columnLabels<AuditColumn>(AUDIT_COLUMNS);

const nullableNumber = (value: unknown) =>
  value === null || value === undefined ? null : Number(value);
const nullableText = (value: unknown) =>
  value === null || value === undefined ? null : String(value);

function detailsOf(value: unknown): Record<string, unknown> | null {
  if (value === null || value === undefined) return null;
  const parsed = typeof value === 'string' ? JSON.parse(value) : value;
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : null;
}

export const auditLogList: ListDefinition<AuditListQuery, AuditEntry, AuditColumn, null> = {
  name: 'audit-log',
  table: 'audit_log a',
  id: { sql: 'a.id', type: 'int8' },
  anchor: 'select max(id) from audit_log',
  select: () => SELECT,
  sortColumns: { at: { sql: 'a.at', type: 'timestamptz' } },
  where: async (query, _scope, params) => {
    const conditions: string[] = [];
    if (query.search) {
      conditions.push(
        `strpos(lower(coalesce(a.email, '')), ${params.add(query.search.toLowerCase(), 'text')}) > 0`,
      );
    }
    if (query.merchant_id !== undefined) {
      conditions.push(
        `(a.details->>'merchantId') = ${params.add(String(query.merchant_id), 'text')}`,
      );
    }
    if (query.action) conditions.push(`a.action = ${params.add(query.action, 'text')}`);
    if (query.outcome) conditions.push(`a.outcome = ${params.add(query.outcome, 'text')}`);
    conditions.push(...dayRangeConditions('a.at', query, params));
    return conditions;
  },
  toRow: (row) => ({
    id: Number(row.id),
    at: String(row.at),
    userId: nullableNumber(row.user_id),
    email: nullableText(row.email),
    action: String(row.action),
    outcome: row.outcome === 'failure' ? 'failure' : 'success',
    ip: nullableText(row.ip),
    merchantId: nullableNumber(row.merchant_id),
    details: detailsOf(row.details),
  }),
  csv: {
    at: (params, query) => csvLocalTimeSql('a.at', params.add(query.timezone, 'text')),
    email: () => csvTextSql('a.email'),
    action: () => csvTextSql('a.action'),
    outcome: () => csvTextSql('a.outcome'),
    merchantId: () => csvPlainSql(MERCHANT_ID),
    details: () => csvTextSql('a.details::text'),
    ip: () => csvTextSql('a.ip'),
    userId: () => csvPlainSql('a.user_id'),
  },
  csvHeader: (column, query) =>
    column === 'at' ? `${LABELS.at} (${query.timezone})` : LABELS[column],
  fileName: () => 'audit-log.csv',
  defaultColumns: defaultColumnKeys(AUDIT_COLUMNS),
};
