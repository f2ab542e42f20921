import {
  PENDING_MIGRATION_COLUMNS,
  type PendingMigrationColumn,
} from '@paydesk/domain/admin-merchant-report-fields';
import type {
  PendingMigrationRow,
  PendingMigrationsQuery,
} from '@paydesk/domain/admin-merchant-reports';
import {
  CLOSED_STATUSES,
  OLDER_PROCESSOR_ID,
  processorName,
} from '@paydesk/domain/merchant-status';
import { csvCentsSql, csvPlainSql, csvTextSql, sqlLiteral } from '../../platform/lists/csv';
import {
  columnLabels,
  defaultColumnKeys,
  type ListDefinition,
} from '../../platform/lists/list-definition';
import type { ReportScope } from '../../platform/lists/report-scope';
import type { Clock } from '../../platform/shared-dependencies';
import {
  merchantSearchCondition,
  statusLabelSql,
} from '../admin-merchants/admin-merchants.service';
import { PROCESSOR_NAME } from './funding-hold-list';

/**
 * The pending-migrations report (/admin/reports/pending-migrations; part 2 §7 GET
 * /admin/merchants/pending-migrations): the processor migration's worklist, every merchant
 * still on the older card processor (2) that is not closed (33, 133), with its approved,
 * unvoided sale volume and count of the previous and of the current UTC calendar month.
 *
 * Each merchant reads at most two rows of `merchant_monthly_rollups`, by its primary key
 * (merchant_id, month); no transaction is read. The ledger writes the monthly row in the
 * write's own transaction, so the current month's row is current. The months are the app's
 * clock's (a test's fixed clock moves them), read once per request: the volumes are sort keys,
 * part of the list's table, which takes no parameters, so each request declares the list
 * with its two months written in as literals.
 */

type PendingMigrationList = ListDefinition<
  PendingMigrationsQuery,
  PendingMigrationRow,
  PendingMigrationColumn,
  ReportScope
>;

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/** The first instant of the UTC month `offset` months from `now`'s, as a SQL literal. */
const monthLiteral = (now: Date, offset: number) =>
  `${sqlLiteral(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1)).toISOString())}::timestamptz`;

/** Every merchant of the worklist with its partner and the two months' figures, as `m`. */
const worklist = (now: Date) => `(
  select m.*, pa.name as partner_name,
         coalesce(lm.gross_volume_cents, 0)::int8 as last_month_volume,
         coalesce(lm.successful_count, 0)::int8 as last_month_sales,
         coalesce(tm.gross_volume_cents, 0)::int8 as this_month_volume,
         coalesce(tm.successful_count, 0)::int8 as this_month_sales
    from merchants m
    left join partners pa on pa.id = m.partner_id
    left join merchant_monthly_rollups lm
      on lm.merchant_id = m.id and lm.month = ${monthLiteral(now, -1)}
    left join merchant_monthly_rollups tm
      on tm.merchant_id = m.id and tm.month = ${monthLiteral(now, 0)}
   where m.processor_id = ${OLDER_PROCESSOR_ID}
     and m.status not in (${CLOSED_STATUSES.join(', ')})
) m`;

const yesNo = (condition: string) => `case when ${condition} then 'Yes' else 'No' end`;
const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
const LABELS = columnLabels<PendingMigrationColumn>(PENDING_MIGRATION_COLUMNS);

/** The list as of `now`: its months are `now`'s UTC month and the one before. */
export function pendingMigrationsListAt(now: Date): PendingMigrationList {
  return {
    name: 'admin-pending-migrations',
    table: worklist(now),
    id: { sql: 'm.id', type: 'int4' },
    anchor: 'select max(id) from merchants',
    select: () => `m.id, m.business_common_name, m.business_legal_name, m.status,
      m.processor_id, m.partner_id, m.partner_name, m.business_country, m.currency,
      to_char(m.created_at at time zone 'UTC', ${ISO}) as created,
      m.last_month_volume, m.last_month_sales, m.this_month_volume, m.this_month_sales,
      m.has_funding_hold, m.processor_can_revert`,
    sortColumns: {
      id: { sql: 'm.id', type: 'int4' },
      businessCommonName: { sql: 'm.business_common_name', type: 'text' },
      status: { sql: 'm.status', type: 'int4' },
      createdAt: { sql: 'm.created_at', type: 'timestamptz' },
      lastMonthVolume: { sql: 'm.last_month_volume', type: 'int8' },
      thisMonthVolume: { sql: 'm.this_month_volume', type: 'int8' },
    },
    where: async (query, scope, params) => {
      const conditions: string[] = [];
      if (scope.merchantId !== null)
        conditions.push(`m.id = ${params.add(scope.merchantId, 'int4')}`);
      if (query.search) conditions.push(merchantSearchCondition(query.search, params));
      if (query.status !== undefined)
        conditions.push(`m.status = ${params.add(query.status, 'int4')}`);
      if (query.partner_id !== undefined)
        conditions.push(`m.partner_id = ${params.add(query.partner_id, 'int4')}`);
      if (query.country)
        conditions.push(`m.business_country = ${params.add(query.country, 'text')}`);
      return conditions;
    },
    toRow: (row) => ({
      id: Number(row.id),
      businessCommonName: String(row.business_common_name),
      businessLegalName: String(row.business_legal_name),
      status: Number(row.status),
      processorId: Number(row.processor_id),
      processorName: processorName(Number(row.processor_id)),
      partnerId: row.partner_id === null ? null : Number(row.partner_id),
      partner: text(row.partner_name),
      country: String(row.business_country),
      currency: String(row.currency),
      createdAt: String(row.created),
      lastMonthVolume: Number(row.last_month_volume),
      lastMonthSales: Number(row.last_month_sales),
      thisMonthVolume: Number(row.this_month_volume),
      thisMonthSales: Number(row.this_month_sales),
      hasFundingHold: row.has_funding_hold === true,
      processorCanRevert: Number(row.processor_can_revert) !== 0,
    }),
    csv: {
      id: () => csvPlainSql('m.id'),
      businessCommonName: () => csvTextSql('m.business_common_name'),
      businessLegalName: () => csvTextSql('m.business_legal_name'),
      status: () => statusLabelSql('m.status', 'm.processor_id'),
      partner: () => csvTextSql('m.partner_name'),
      country: () => csvTextSql('m.business_country'),
      currency: () => csvTextSql('m.currency'),
      createdAt: (params, query) =>
        `to_char(m.created_at at time zone ${params.add(query.timezone, 'text')}, 'YYYY-MM-DD')`,
      lastMonthVolume: () => csvCentsSql('m.last_month_volume'),
      lastMonthSales: () => csvPlainSql('m.last_month_sales'),
      thisMonthVolume: () => csvCentsSql('m.this_month_volume'),
      thisMonthSales: () => csvPlainSql('m.this_month_sales'),
      hasFundingHold: () => yesNo('m.has_funding_hold'),
      processorCanRevert: () => yesNo('m.processor_can_revert <> 0'),
      processorName: () => PROCESSOR_NAME,
    },
    csvHeader: (column, query) =>
      column === 'createdAt' ? `${LABELS[column]} (${query.timezone})` : LABELS[column],
    fileName: (_query, scope) =>
      scope.merchantId === null
        ? 'pending-migrations.csv'
        : `pending-migrations-${scope.merchantId}.csv`,
    defaultColumns: defaultColumnKeys(PENDING_MIGRATION_COLUMNS),
  };
}

/**
 * The list for `serveList`: declared afresh for each request at the clock's time, so the
 * count, the page and the CSV of one request read the same two months.
 */
export const pendingMigrationsList = (clock: Clock) => () => pendingMigrationsListAt(clock.now());
