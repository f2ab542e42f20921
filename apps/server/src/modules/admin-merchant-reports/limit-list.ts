import { LIMIT_COLUMNS, type LimitColumn } from '@paydesk/domain/admin-merchant-report-fields';
import type { LimitRow, LimitsQuery } from '@paydesk/domain/admin-merchant-reports';
import { csvCentsSql, csvPlainSql, csvTextSql } from '../../platform/lists/csv';
import {
  columnLabels,
  defaultColumnKeys,
  type ListDefinition,
} from '../../platform/lists/list-definition';
import type { ReportScope } from '../../platform/lists/report-scope';
import {
  merchantSearchCondition,
  statusLabelSql,
} from '../admin-merchants/admin-merchants.service';
import { zonedMonthToDateJoins } from './rollup-range-sql';

/**
 * The limits report (/admin/reports/limits; part 2 §3 "Limits"): each merchant's five limits
 * against its approved card and ACH sale volume of the current calendar month in its own time
 * zone, the month the virtual terminal and recurring billing enforce the monthly limits over
 * (terminal-rules.ts, billing), read from the rollups. Percents are kept in basis points
 * (int8: a sortable key); the most used of the two monthly limits orders the list.
 *
 * The month is the database's now(), not the app's clock: the usage is the list's sort key,
 * part of its table, which takes no parameters. The largest single payment of the month is
 * left out: finding it reads every payment of the month (120,000 rows for the busiest
 * merchant of the large profile), which the rollups do not keep.
 */

const percentBp = (used: string, limit: string) =>
  `case when ${limit} > 0 then round(${used} * 10000.0 / ${limit})::int8 end`;

const USAGE = `(
  select m.*, v_b.s at time zone m.timezone as month_start, v.card_volume_cents as card_used,
         v.ach_volume_cents as ach_used,
         ${percentBp('v.card_volume_cents', 'm.cc_per_month_limit_cents')} as card_bp,
         ${percentBp('v.ach_volume_cents', 'm.ach_per_month_limit_cents')} as ach_bp
    from merchants m
   ${zonedMonthToDateJoins({
     merchant: 'm.id',
     timezone: 'm.timezone',
     columns: ['card_volume_cents', 'ach_volume_cents'],
     as: 'v',
   })}
)`;

/** Every merchant with its usage, as `m` (the merchants list's search reads `m`). */
const TABLE = `(select u.*, greatest(coalesce(u.card_bp, -1), coalesce(u.ach_bp, -1)) as used_bp
  from ${USAGE} u) m`;

const cents = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const percent = (bp: unknown) => (bp === null || bp === undefined ? null : Number(bp) / 100);
const percentCell = (bp: string) => `((${bp}) / 100.0)::numeric(20, 2)::text`;

const LABELS = columnLabels<LimitColumn>(LIMIT_COLUMNS);

export const limitList: ListDefinition<LimitsQuery, LimitRow, LimitColumn, ReportScope> = {
  name: 'admin-limits',
  table: TABLE,
  id: { sql: 'm.id', type: 'int4' },
  anchor: 'select max(id) from merchants',
  select: () => `m.id, m.business_common_name, m.status, m.processor_id, m.currency, m.timezone,
    to_char(m.month_start, 'YYYY-MM-DD') as month_start,
    m.cc_per_transaction_limit_cents, m.cc_per_month_limit_cents, m.ach_per_transaction_limit_cents,
    m.ach_per_month_limit_cents, m.cc_refund_line_of_credit_cents, m.card_used, m.ach_used,
    m.card_bp, m.ach_bp, m.used_bp`,
  sortColumns: {
    id: { sql: 'm.id', type: 'int4' },
    businessCommonName: { sql: 'm.business_common_name', type: 'text' },
    percentUsed: { sql: 'm.used_bp', type: 'int8' },
  },
  where: async (query, scope, params) => {
    const conditions: string[] = [];
    if (scope.merchantId !== null)
      conditions.push(`m.id = ${params.add(scope.merchantId, 'int4')}`);
    if (query.search) conditions.push(merchantSearchCondition(query.search, params));
    if (query.used_over !== undefined) {
      conditions.push(`m.used_bp > ${params.add(query.used_over * 100, 'int8')}`);
    }
    return conditions;
  },
  toRow: (row) => ({
    id: Number(row.id),
    businessCommonName: String(row.business_common_name),
    status: Number(row.status),
    processorId: Number(row.processor_id),
    currency: String(row.currency),
    timezone: String(row.timezone),
    monthStart: String(row.month_start),
    ccPerTransactionLimit: cents(row.cc_per_transaction_limit_cents),
    ccPerMonthLimit: cents(row.cc_per_month_limit_cents),
    achPerTransactionLimit: cents(row.ach_per_transaction_limit_cents),
    achPerMonthLimit: cents(row.ach_per_month_limit_cents),
    ccRefundLineOfCredit: cents(row.cc_refund_line_of_credit_cents),
    cardVolume: Number(row.card_used),
    achVolume: Number(row.ach_used),
    cardPercentUsed: percent(row.card_bp),
    achPercentUsed: percent(row.ach_bp),
    percentUsed: Number(row.used_bp) < 0 ? null : percent(row.used_bp),
  }),
  csv: {
    id: () => csvPlainSql('m.id'),
    businessCommonName: () => csvTextSql('m.business_common_name'),
    status: () => statusLabelSql('m.status', 'm.processor_id'),
    ccPerTransactionLimit: () => csvCentsSql('m.cc_per_transaction_limit_cents'),
    ccPerMonthLimit: () => csvCentsSql('m.cc_per_month_limit_cents'),
    cardVolume: () => csvCentsSql('m.card_used'),
    cardPercentUsed: () => percentCell('m.card_bp'),
    achPerTransactionLimit: () => csvCentsSql('m.ach_per_transaction_limit_cents'),
    achPerMonthLimit: () => csvCentsSql('m.ach_per_month_limit_cents'),
    achVolume: () => csvCentsSql('m.ach_used'),
    achPercentUsed: () => percentCell('m.ach_bp'),
    percentUsed: () => percentCell('nullif(m.used_bp, -1)'),
    ccRefundLineOfCredit: () => csvCentsSql('m.cc_refund_line_of_credit_cents'),
    monthStart: () => `to_char(m.month_start, 'YYYY-MM-DD')`,
  },
  csvHeader: (column) => LABELS[column],
  fileName: () => 'limits.csv',
  defaultColumns: defaultColumnKeys(LIMIT_COLUMNS),
};
