import {
  NO_PARTNER_LABEL,
  RESIDUAL_COLUMNS,
  type ResidualColumn,
} from '@paydesk/domain/admin-partner-report-fields';
import type {
  ResidualOverview,
  ResidualOverviewQuery,
  ResidualQuery,
  ResidualRow,
} from '@paydesk/domain/admin-partner-reports';
import { type Database, sqlQuery } from '../../db/client';
import type { AggregateList } from '../../platform/lists/aggregate-list';
import { cents, num, text } from '../../platform/lists/csv';
import { SqlParams } from '../../platform/lists/sql-params';
import { type DayRange, merchantConditions, rollupMonthsSql, whereAll } from './report-scope';

/**
 * Residual fees (part 2 §2 residual-fees, §7): per partner and UTC month, what the partner's
 * merchants paid in fees (the ledger's fee_cents, from the rollups) less the processing cost
 * at their residual rate, which is owed to the partner. docs/reports.md "Residual fees" has the
 * formula:
 *
 * - a merchant's rate is its `rate_id`, else the rate named its `web_rate_name` on its
 *   processor (lowest id); its residual rate is that rate's `residual_rate_id`;
 * - cost = round(card volume × card % of the residual rate) + round(ACH volume × ACH %) +
 *   sales × the residual rate's card fixed amount, per merchant and month (the rollups count
 *   sales, not sales by method, so every sale takes the card fixed amount and the ACH cap is
 *   not applied);
 * - a merchant whose rate has no residual rate costs what it paid: it owes no residual;
 * - the partner keeps the whole residual (partners carry no share).
 */

export type ResidualFilters = Pick<ResidualQuery, 'merchantid' | 'currency' | 'partner_id'>;

/** One row per partner and month with fees or sales, as the list and the overview read them. */
export function residualRowsSql(
  filters: ResidualFilters,
  days: DayRange,
  params: SqlParams,
): string {
  const rollups = rollupMonthsSql(
    [
      'successful_count',
      'gross_volume_cents',
      'card_volume_cents',
      'ach_volume_cents',
      'fee_cents',
    ],
    days,
    'select id from ms',
    params,
  );
  return `with ms as (
      select m.id, m.partner_id, q.id as residual_rate_id, q.card_percent_bps,
             q.ach_percent_bps, q.card_fixed_cents
        from merchants m
        left join lateral (
          select r.residual_rate_id from rates r
           where (m.rate_id is not null and r.id = m.rate_id)
              or (m.rate_id is null and r.rate_name = m.web_rate_name and r.processor_id = m.processor_id)
           order by r.id limit 1) mr on true
        left join rates q on q.id = mr.residual_rate_id
        ${whereAll(merchantConditions(filters, params))}),
    sums as (
      select r.merchant_id, r.month, sum(r.successful_count) as tx, sum(r.gross_volume_cents) as vol,
             sum(r.card_volume_cents) as card, sum(r.ach_volume_cents) as ach, sum(r.fee_cents) as fees
        from (${rollups}) r group by 1, 2),
    per as (
      select ms.partner_id, s.month, s.tx, s.vol, s.fees, ms.residual_rate_id is null as unpriced,
             case when ms.residual_rate_id is null then s.fees
                  else round(s.card * ms.card_percent_bps / 10000.0)
                     + round(s.ach * ms.ach_percent_bps / 10000.0)
                     + s.tx * ms.card_fixed_cents end as cost
        from sums s join ms on ms.id = s.merchant_id
       where s.tx <> 0 or s.fees <> 0)
    select to_char(per.month at time zone 'UTC', 'YYYY-MM') as month, per.partner_id,
           coalesce(p.name, '${NO_PARTNER_LABEL}') as partner_name,
           lower(coalesce(p.name, '${NO_PARTNER_LABEL}')) as partner_key,
           ${params.add(filters.currency, 'text')} as currency,
           count(*)::int as merchants, count(*) filter (where per.unpriced)::int as unpriced_merchants,
           sum(per.tx)::float8 as transactions, sum(per.vol)::float8 as volume,
           sum(per.fees)::float8 as fees, sum(per.cost)::float8 as cost,
           sum(per.fees - per.cost)::float8 as residual
      from per left join partners p on p.id = per.partner_id
     group by per.month, per.partner_id, p.name`;
}

export const residualList = (
  days: DayRange,
): AggregateList<ResidualQuery, ResidualRow, ResidualColumn> => ({
  name: 'residual-fees',
  columns: RESIDUAL_COLUMNS,
  rowsSql: (query, params) => residualRowsSql(query, days, params),
  searchSql: (search, params) =>
    `strpos(partner_key, ${params.add(search.toLowerCase(), 'text')}) > 0`,
  sortSql: {
    month: 'month',
    partnerName: 'partner_key',
    merchants: 'merchants',
    transactions: 'transactions',
    volume: 'volume',
    fees: 'fees',
    cost: 'cost',
    residual: 'residual',
  },
  tieBreaker: 'month, partner_key, partner_id',
  toRow: (row) => ({
    month: String(row.month),
    partnerId: row.partner_id === null ? null : Number(row.partner_id),
    partnerName: String(row.partner_name),
    merchants: Number(row.merchants),
    unpricedMerchants: Number(row.unpriced_merchants),
    transactions: Number(row.transactions),
    volume: Number(row.volume),
    fees: Number(row.fees),
    cost: Number(row.cost),
    residual: Number(row.residual),
    currency: String(row.currency),
  }),
  csvCell: {
    month: (row) => text(row.month),
    partnerName: (row) => text(row.partnerName),
    merchants: (row) => num(row.merchants),
    transactions: (row) => num(row.transactions),
    volume: (row) => cents(row.volume),
    fees: (row) => cents(row.fees),
    cost: (row) => cents(row.cost),
    residual: (row) => cents(row.residual),
    unpricedMerchants: (row) => num(row.unpricedMerchants),
    currency: (row) => text(row.currency),
    partnerId: (row) => num(row.partnerId),
  },
  fileName: (query) => `residual-fees-${query.currency}-${days.start}-${days.end}.csv`,
});

/** Each month's totals across the partners of the filter, oldest first. */
export async function residualOverview(
  db: Database,
  query: ResidualOverviewQuery,
  days: DayRange,
): Promise<ResidualOverview> {
  const params = new SqlParams();
  const rows = await sqlQuery(db)<Record<string, number | string>>(
    `select month, count(*)::int as partners, sum(merchants)::int as merchants,
            sum(transactions)::float8 as transactions, sum(volume)::float8 as volume,
            sum(fees)::float8 as fees, sum(cost)::float8 as cost, sum(residual)::float8 as residual
       from (${residualRowsSql(query, days, params)}) x group by month order by month`,
    params.values,
  );
  const months = rows.map((row) => ({
    month: String(row.month),
    partners: Number(row.partners),
    merchants: Number(row.merchants),
    transactions: Number(row.transactions),
    volume: Number(row.volume),
    fees: Number(row.fees),
    cost: Number(row.cost),
    residual: Number(row.residual),
  }));
  const sum = (key: 'transactions' | 'volume' | 'fees' | 'cost' | 'residual') =>
    months.reduce((n, m) => n + m[key], 0);
  return {
    start_date: days.start,
    end_date: days.end,
    currency: query.currency,
    months,
    totals: {
      transactions: sum('transactions'),
      volume: sum('volume'),
      fees: sum('fees'),
      cost: sum('cost'),
      residual: sum('residual'),
    },
  };
}
