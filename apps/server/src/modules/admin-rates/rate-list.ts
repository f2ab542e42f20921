import { RATE_COLUMNS, type RateColumn } from '@paydesk/domain/admin-rate-fields';
import type { Rate, RateListQuery } from '@paydesk/domain/admin-rates';
import { PROCESSOR_NAMES } from '@paydesk/domain/merchant-status';
import { csvCentsSql, csvPlainSql, csvTextSql, sqlLiteral } from '../../platform/lists/csv';
import {
  columnLabels,
  defaultColumnKeys,
  type ListDefinition,
} from '../../platform/lists/list-definition';
import type { SqlParams } from '../../platform/lists/sql-params';
import { rateRow } from './rate-row';
import { MERCHANT_COUNT, RATE_SELECT } from './rate-sql';

/**
 * GET /admin/rates (part 2 §7): every rate plan, default sort id,rateName, searched by name
 * (or id), filtered by processor and residual, paged, and its CSV (the same declaration).
 */

const LABELS = columnLabels<RateColumn>(RATE_COLUMNS);

const percentSql = (column: string) => `to_char(${column} / 100.0, 'FM9990.00')`;

const PROCESSOR_NAME_SQL = `case ${Object.entries(PROCESSOR_NAMES)
  .map(([id, name]) => `when r.processor_id = ${Number(id)} then ${sqlLiteral(name)}`)
  .join(' ')} else 'Processor ' || r.processor_id end`;

/** Conditions of the list's search and filters on `rates r`. */
export function rateConditions(query: RateListQuery, params: SqlParams): string[] {
  const conditions: string[] = [];
  const search = query.search?.trim();
  if (search) {
    const pattern = params.add(`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`, 'text');
    conditions.push(
      /^\d{1,9}$/.test(search)
        ? `(r.rate_name ilike ${pattern} or r.id = ${params.add(Number(search), 'int4')})`
        : `r.rate_name ilike ${pattern}`,
    );
  }
  if (query.processor !== undefined)
    conditions.push(`r.processor_id = ${params.add(query.processor, 'int4')}`);
  if (query.residual !== undefined)
    conditions.push(`r.is_residual_rate = ${params.add(query.residual, 'bool')}`);
  return conditions;
}

export const rateList: ListDefinition<RateListQuery, Rate, RateColumn, null> = {
  name: 'admin-rates',
  table: 'rates r',
  id: { sql: 'r.id', type: 'int4' },
  anchor: 'select max(id) from rates',
  select: () => RATE_SELECT,
  sortColumns: {
    id: { sql: 'r.id', type: 'int4' },
    rateName: { sql: 'r.rate_name', type: 'text' },
    processorName: { sql: 'r.processor_id', type: 'int4' },
  },
  where: async (query, _scope, params) => rateConditions(query, params),
  toRow: (row) => rateRow(row),
  csv: {
    id: () => csvPlainSql('r.id'),
    rateName: () => csvTextSql('r.rate_name'),
    processorName: () => PROCESSOR_NAME_SQL,
    partners: () =>
      csvTextSql(`(select string_agg(p.name, '; ' order by p.name, p.id) from rate_partners rp
        join partners p on p.id = rp.partner_id where rp.rate_id = r.id)`),
    isResidualRate: () => `case when r.is_residual_rate then 'Yes' else 'No' end`,
    residualRateName: () =>
      csvTextSql('(select rr.rate_name from rates rr where rr.id = r.residual_rate_id)'),
    cardPercentBps: () => percentSql('r.card_percent_bps'),
    cardFixedCents: () => csvCentsSql('r.card_fixed_cents'),
    achPercentBps: () => percentSql('r.ach_percent_bps'),
    achFixedCents: () => csvCentsSql('r.ach_fixed_cents'),
    achCapCents: () =>
      `case when r.ach_cap_cents is null then null else ${csvCentsSql('r.ach_cap_cents')} end`,
    rejectedReturnFeeCents: () => csvCentsSql('r.rejected_return_fee_cents'),
    merchantCount: () => csvPlainSql(MERCHANT_COUNT),
  },
  csvHeader: (column) => LABELS[column],
  fileName: () => 'rates.csv',
  defaultColumns: defaultColumnKeys(RATE_COLUMNS),
};
