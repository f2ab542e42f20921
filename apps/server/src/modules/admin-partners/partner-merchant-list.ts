import {
  PARTNER_MERCHANT_COLUMNS,
  type PartnerMerchantColumn,
  type PartnerMerchantRow,
  type PartnerMerchantsQuery,
} from '@paydesk/domain/admin-partners';
import { addDays } from '@paydesk/domain/date-presets';
import { csvCentsSql, csvPlainSql, csvTextSql } from '../../platform/lists/csv';
import {
  columnLabels,
  defaultColumnKeys,
  type ListDefinition,
} from '../../platform/lists/list-definition';
import type { SqlParams } from '../../platform/lists/sql-params';

/**
 * A partner's merchants on its profile (GET /admin/partners/{id}/merchants): the merchants whose
 * `partner_id` is the partner, with their sales, volume and fees over a range of whole UTC days
 * summed from `merchant_daily_rollups` (its primary key (merchant_id, day): a year is at most 366
 * rows a merchant, read for the page's rows only), never from the transactions. The residual
 * is added per row by the service (the residual-fees report's formula, reused).
 */

/** Whole UTC days, both inclusive ('YYYY-MM-DD'). */
export interface PartnerDays {
  start: string;
  end: string;
}

export interface PartnerMerchantScope {
  partnerId: number;
  days: PartnerDays;
}

const LABELS = columnLabels<PartnerMerchantColumn>(PARTNER_MERCHANT_COLUMNS);

export const partnerMerchantList = (
  days: PartnerDays,
): ListDefinition<
  PartnerMerchantsQuery,
  PartnerMerchantRow,
  PartnerMerchantColumn,
  PartnerMerchantScope
> => {
  const from = `${days.start}T00:00:00Z`;
  const to = `${addDays(days.end, 1)}T00:00:00Z`;
  /** A rollup column summed over the range for the row's merchant. */
  const rollupSum = (column: string, params: SqlParams) =>
    `(select coalesce(sum(r.${column}), 0)::float8 from merchant_daily_rollups r
       where r.merchant_id = m.id and r.day >= ${params.add(from, 'timestamptz')}
         and r.day < ${params.add(to, 'timestamptz')})`;
  return {
    name: 'admin-partner-merchants',
    table: 'merchants m',
    id: { sql: 'm.id', type: 'int4' },
    anchor: 'select max(id) from merchants',
    select: (_query, params) =>
      `m.id, m.business_common_name, m.status, m.processor_id, m.business_country, m.currency,
        ${rollupSum('successful_count', params)} as transactions,
        ${rollupSum('gross_volume_cents', params)} as volume,
        ${rollupSum('fee_cents', params)} as fees`,
    sortColumns: {
      id: { sql: 'm.id', type: 'int4' },
      businessCommonName: { sql: 'm.business_common_name', type: 'text' },
      status: { sql: 'm.status', type: 'int4' },
    },
    where: async (_query, scope, params) => [
      `m.partner_id = ${params.add(scope.partnerId, 'int4')}`,
    ],
    toRow: (row) => ({
      id: Number(row.id),
      businessCommonName: String(row.business_common_name),
      status: Number(row.status),
      processor: Number(row.processor_id),
      country: row.business_country === null ? null : String(row.business_country),
      currency: String(row.currency),
      transactions: Number(row.transactions),
      volume: Number(row.volume),
      fees: Number(row.fees),
      residual: 0,
    }),
    // Not read by the route: its CSV is written by partnerMerchantsCsv (the service), from the
    // pages, since each row's residual is the residual report's query. These cells render the
    // same figures for a reader of the declaration alone; the residual is not a SQL cell.
    csv: {
      id: () => csvPlainSql('m.id'),
      businessCommonName: () => csvTextSql('m.business_common_name'),
      status: () => csvPlainSql('m.status'),
      processor: () => csvPlainSql('m.processor_id'),
      country: () => csvTextSql('m.business_country'),
      transactions: (params) => csvPlainSql(rollupSum('successful_count', params)),
      volume: (params) => csvCentsSql(rollupSum('gross_volume_cents', params)),
      fees: (params) => csvCentsSql(rollupSum('fee_cents', params)),
      residual: () => 'null',
    },
    csvHeader: (column) => LABELS[column],
    fileName: () => 'partner-merchants.csv',
    defaultColumns: defaultColumnKeys(PARTNER_MERCHANT_COLUMNS),
  };
};
