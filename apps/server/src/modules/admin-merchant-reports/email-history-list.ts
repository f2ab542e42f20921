import {
  EMAIL_HISTORY_COLUMNS,
  type EmailHistoryColumn,
} from '@paydesk/domain/admin-merchant-report-fields';
import type { EmailHistoryQuery, EmailHistoryRow } from '@paydesk/domain/admin-merchant-reports';
import { csvLocalTimeSql, csvPlainSql, csvTextSql } from '../../platform/lists/csv';
import { dayRangeConditions } from '../../platform/lists/day-range-sql';
import {
  columnLabels,
  defaultColumnKeys,
  type ListDefinition,
} from '../../platform/lists/list-definition';
import type { ReportScope } from '../../platform/lists/report-scope';
import { startsWith } from '../../platform/lists/sql-params';

/**
 * The e-mail history (/admin/reports/email-history; part 2 §7 GET /admin/email-history, email
 * and event) over `email_history h`: one row per delivery event of every e-mail Paydesk sent
 * (platform/mail.ts writes them: queued with the outbox row, then sent, failed or dropped by
 * the delivery pass), newest first on `email_history_created_idx`; one recipient on
 * `email_history_email_created_idx`, one merchant on `email_history_merchant_created_idx`.
 * The history is append-only, so a snapshot's pages never change (the app's page cache holds).
 */

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
const MERCHANT_NAME =
  '(select mm.business_common_name from merchants mm where mm.id = h.merchant_id)';
const LABELS = columnLabels<EmailHistoryColumn>(EMAIL_HISTORY_COLUMNS);

export const emailHistoryList: ListDefinition<
  EmailHistoryQuery,
  EmailHistoryRow,
  EmailHistoryColumn,
  ReportScope
> = {
  name: 'admin-email-history',
  table: 'email_history h',
  rowJoins: 'left join merchants mm on mm.id = h.merchant_id',
  id: { sql: 'h.id', type: 'int8' },
  anchor: 'select max(id) from email_history',
  select: () => `h.id, to_char(h.created_at at time zone 'UTC', ${ISO}) as at, h.email, h.event,
    h.subject, h.merchant_id, mm.business_common_name as merchant_name`,
  sortColumns: { at: { sql: 'h.created_at', type: 'timestamptz' } },
  where: async (query, scope, params) => {
    const conditions: string[] = [];
    if (scope.merchantId !== null) {
      conditions.push(`h.merchant_id = ${params.add(scope.merchantId, 'int4')}`);
    }
    if (query.email?.endsWith('*')) {
      conditions.push(`h.email like ${params.add(startsWith(query.email.slice(0, -1)), 'text')}`);
    } else if (query.email) {
      conditions.push(`h.email = ${params.add(query.email, 'text')}`);
    }
    if (query.search) {
      conditions.push(`h.email like ${params.add(startsWith(query.search.toLowerCase()), 'text')}`);
    }
    if (query.event) conditions.push(`h.event = ${params.add(query.event, 'text')}`);
    conditions.push(...dayRangeConditions('h.created_at', query, params));
    return conditions;
  },
  toRow: (row) => ({
    id: Number(row.id),
    at: String(row.at),
    email: String(row.email),
    event: String(row.event),
    subject: String(row.subject),
    merchantId: row.merchant_id === null ? null : Number(row.merchant_id),
    merchantName: row.merchant_name === null ? null : String(row.merchant_name),
  }),
  csv: {
    at: (params, query) => csvLocalTimeSql('h.created_at', params.add(query.timezone, 'text')),
    email: () => csvTextSql('h.email'),
    event: () => csvTextSql('h.event'),
    subject: () => csvTextSql('h.subject'),
    merchantId: () => csvPlainSql('h.merchant_id'),
    merchantName: () => csvTextSql(MERCHANT_NAME),
  },
  csvHeader: (column, query) =>
    column === 'at' ? `${LABELS.at} (${query.timezone})` : LABELS[column],
  fileName: (_query, scope) =>
    scope.merchantId === null ? 'email-history.csv' : `email-history-${scope.merchantId}.csv`,
  defaultColumns: defaultColumnKeys(EMAIL_HISTORY_COLUMNS),
};
