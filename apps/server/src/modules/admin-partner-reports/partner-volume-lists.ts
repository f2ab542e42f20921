import {
  CLIENT_COLUMNS,
  type ClientColumn,
  NO_PARTNER_LABEL,
  VOLUME_OVERVIEW_COLUMNS,
  VOLUME_REPORT_COLUMNS,
  type VolumeOverviewColumn,
  type VolumeReportColumn,
} from '@paydesk/domain/admin-partner-report-fields';
import type {
  ClientListQuery,
  ClientRow,
  VolumeOverviewQuery,
  VolumeOverviewRow,
  VolumeReportQuery,
  VolumeReportRow,
} from '@paydesk/domain/admin-partner-reports';
import type { AggregateList } from '../../platform/lists/aggregate-list';
import { cents, num, text } from '../../platform/lists/csv';
import type { SqlParams } from '../../platform/lists/sql-params';
import { type DayRange, merchantConditions, rollupMonthsSql, whereAll } from './report-scope';

/**
 * The partner-volume lists (part 2 §7 "Volume reports"): the clients with their merchant counts,
 * the volume per partner and per partner and merchant over a range of UTC days, read from the
 * rollups (sales: approved, unvoided; fees: every fee the ledger charged; refunds: approved).
 */

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
const nullableNumber = (value: unknown) =>
  value === null || value === undefined ? null : Number(value);
const like = (search: string, params: SqlParams) => params.add(search.toLowerCase(), 'text');

export const clientList: AggregateList<ClientListQuery, ClientRow, ClientColumn> = {
  name: 'clients',
  columns: CLIENT_COLUMNS,
  rowsSql: () =>
    `select c.id, c.name, lower(c.name) as name_key, c.created_at,
            to_char(c.created_at at time zone 'UTC', ${ISO}) as created_at_iso,
            count(m.id)::int as merchants,
            count(m.id) filter (where m.status = 1)::int as active_merchants
       from clients c left join merchants m on m.client_id = c.id
      group by c.id`,
  searchSql: (search, params) => `strpos(name_key, ${like(search, params)}) > 0`,
  sortSql: {
    name: 'name_key',
    merchants: 'merchants',
    activeMerchants: 'active_merchants',
    createdAt: 'created_at',
    id: 'id',
  },
  tieBreaker: 'id',
  toRow: (row) => ({
    id: Number(row.id),
    name: String(row.name),
    merchants: Number(row.merchants),
    activeMerchants: Number(row.active_merchants),
    createdAt: String(row.created_at_iso),
  }),
  csvCell: {
    name: (row) => text(row.name),
    merchants: (row) => num(row.merchants),
    activeMerchants: (row) => num(row.activeMerchants),
    createdAt: (row) => text(row.createdAt.slice(0, 10)),
    id: (row) => num(row.id),
  },
  fileName: () => 'clients.csv',
};

/** The figures each merchant adds over the range: one row per merchant. */
function merchantSums(
  query: VolumeOverviewQuery | VolumeReportQuery,
  days: DayRange,
  params: SqlParams,
) {
  const rollups = rollupMonthsSql(
    ['successful_count', 'gross_volume_cents', 'refund_volume_cents', 'fee_cents'],
    days,
    'select id from ms',
    params,
  );
  return `ms as (select m.* from merchants m ${whereAll(merchantConditions(query, params))}),
    sums as (select r.merchant_id, sum(r.successful_count)::float8 as transactions,
                    sum(r.gross_volume_cents)::float8 as volume,
                    sum(r.refund_volume_cents)::float8 as refunds, sum(r.fee_cents)::float8 as fees
               from (${rollups}) r group by r.merchant_id)`;
}

const FIGURES_CSV = {
  transactions: (row: { transactions: number }) => num(row.transactions),
  volume: (row: { volume: number }) => cents(row.volume),
  refunds: (row: { refunds: number }) => cents(row.refunds),
  fees: (row: { fees: number }) => cents(row.fees),
};

const figuresOf = (row: Record<string, unknown>) => ({
  transactions: Number(row.transactions),
  volume: Number(row.volume),
  refunds: Number(row.refunds),
  fees: Number(row.fees),
});

/** The volume per partner (and one row for merchants without a partner). */
export const volumeOverviewList = (
  days: DayRange,
): AggregateList<VolumeOverviewQuery, VolumeOverviewRow, VolumeOverviewColumn> => ({
  name: 'volume-overview',
  columns: VOLUME_OVERVIEW_COLUMNS,
  rowsSql: (query, params) =>
    `with ${merchantSums(query, days, params)}
     select ms.partner_id, coalesce(p.name, '${NO_PARTNER_LABEL}') as partner_name,
            lower(coalesce(p.name, '${NO_PARTNER_LABEL}')) as partner_key,
            ${params.add(query.currency, 'text')} as currency,
            count(*)::int as merchants,
            count(*) filter (where s.transactions > 0)::int as active_merchants,
            coalesce(sum(s.transactions), 0)::float8 as transactions,
            coalesce(sum(s.volume), 0)::float8 as volume,
            coalesce(sum(s.refunds), 0)::float8 as refunds,
            coalesce(sum(s.fees), 0)::float8 as fees
       from ms left join sums s on s.merchant_id = ms.id
       left join partners p on p.id = ms.partner_id
      group by ms.partner_id, p.name`,
  searchSql: (search, params) => `strpos(partner_key, ${like(search, params)}) > 0`,
  sortSql: {
    partnerName: 'partner_key',
    merchants: 'merchants',
    activeMerchants: 'active_merchants',
    transactions: 'transactions',
    volume: 'volume',
    refunds: 'refunds',
    fees: 'fees',
  },
  tieBreaker: 'partner_key, partner_id',
  toRow: (row) => ({
    partnerId: nullableNumber(row.partner_id),
    partnerName: String(row.partner_name),
    merchants: Number(row.merchants),
    activeMerchants: Number(row.active_merchants),
    ...figuresOf(row),
    currency: String(row.currency),
  }),
  csvCell: {
    partnerName: (row) => text(row.partnerName),
    merchants: (row) => num(row.merchants),
    activeMerchants: (row) => num(row.activeMerchants),
    ...FIGURES_CSV,
    currency: (row) => text(row.currency),
    partnerId: (row) => num(row.partnerId),
  },
  fileName: (query) => `partner-volume-${query.currency}-${days.start}-${days.end}.csv`,
});

/** The volume per merchant, with its partner and client. */
export const volumeReportList = (
  days: DayRange,
): AggregateList<VolumeReportQuery, VolumeReportRow, VolumeReportColumn> => ({
  name: 'volume-report',
  columns: VOLUME_REPORT_COLUMNS,
  rowsSql: (query, params) =>
    `with ${merchantSums(query, days, params)}
     select ms.id as merchant_id, ms.business_common_name as merchant_name,
            lower(ms.business_common_name) as merchant_key,
            ms.partner_id, coalesce(p.name, '${NO_PARTNER_LABEL}') as partner_name,
            lower(coalesce(p.name, '${NO_PARTNER_LABEL}')) as partner_key,
            c.name as client_name, ms.business_country as country, ms.processor_id,
            ms.currency,
            coalesce(s.transactions, 0)::float8 as transactions,
            coalesce(s.volume, 0)::float8 as volume,
            coalesce(s.refunds, 0)::float8 as refunds,
            coalesce(s.fees, 0)::float8 as fees
       from ms left join sums s on s.merchant_id = ms.id
       left join partners p on p.id = ms.partner_id
       left join clients c on c.id = ms.client_id`,
  searchSql: (search, params) => {
    const term = like(search, params);
    const id = search.trim();
    const byId = /^\d{1,9}$/.test(id) ? ` or merchant_id = ${params.add(Number(id), 'int4')}` : '';
    return `(strpos(merchant_key, ${term}) > 0 or strpos(partner_key, ${term}) > 0${byId})`;
  },
  sortSql: {
    merchantName: 'merchant_key',
    merchantId: 'merchant_id',
    partnerName: 'partner_key',
    transactions: 'transactions',
    volume: 'volume',
    refunds: 'refunds',
    fees: 'fees',
  },
  tieBreaker: 'merchant_id',
  toRow: (row) => ({
    merchantId: Number(row.merchant_id),
    merchantName: String(row.merchant_name),
    partnerId: nullableNumber(row.partner_id),
    partnerName: String(row.partner_name),
    clientName: row.client_name === null ? null : String(row.client_name),
    country: String(row.country),
    processorId: Number(row.processor_id),
    ...figuresOf(row),
    currency: String(row.currency),
  }),
  csvCell: {
    merchantName: (row) => text(row.merchantName),
    merchantId: (row) => num(row.merchantId),
    partnerName: (row) => text(row.partnerName),
    country: (row) => text(row.country),
    ...FIGURES_CSV,
    processorId: (row) => num(row.processorId),
    clientName: (row) => text(row.clientName),
    currency: (row) => text(row.currency),
    partnerId: (row) => num(row.partnerId),
  },
  fileName: (query) => `partner-merchant-volume-${query.currency}-${days.start}-${days.end}.csv`,
});
