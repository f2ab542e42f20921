import {
  INTERCHANGE_COLUMNS,
  INTERCHANGE_RATES,
  type InterchangeColumn,
  type InterchangeProcessorId,
  interchangeRateText,
} from '@paydesk/domain/admin-dispute-report-fields';
import type {
  InterchangeAnswer,
  InterchangeQuery,
  InterchangeRow,
} from '@paydesk/domain/admin-dispute-reports';
import { addDays, addMonths, endOfMonth, startOfMonth } from '@paydesk/domain/date-presets';
import { withTime } from '@paydesk/domain/wall-clock';
import type { RawQuery } from '../../db/client';
import type { SumsTable } from '../../platform/lists/aggregate-list';
import { cents, num, text } from '../../platform/lists/csv';
import { dayRangeConditions } from '../../platform/lists/day-range-sql';
import { merchantLabel, rangeLabel } from '../../platform/lists/report-scope';
import { SqlParams } from '../../platform/lists/sql-params';

/**
 * Interchange (part 2 §7 GET /admin/interchange/report and /stripe-report; docs/reports.md):
 * per month (or day), card brand and currency, a processor's approved, unvoided sales: count,
 * volume, the fees charged to the merchants (the sales' fee_cents) and the interchange the card
 * networks take at INTERCHANGE_RATES, computed per sale (its percentage rounded half up to the
 * cent, plus the fixed amount), and the margin between them.
 *
 * In UTC (the admin reports' zone) over whole days it reads the card-brand rollups (whole UTC
 * months from the monthly ones, the days left from the daily ones), which hold exactly these
 * sums per sale (ledger/rollup-deltas.ts saleBrandRollup); in another zone (or from a time inside a
 * day) it sums the sales themselves, a week at a time (below), grouped in the database. The rows
 * it answers are bounded by periods × brands × currencies.
 */

export interface InterchangeScope {
  processorId: InterchangeProcessorId;
  merchantId: number | null;
}

/** The rates as a VALUES list (brand, basis points, fixed cents), bound in `params`. */
function ratesValues(params: SqlParams): string {
  return Object.entries(INTERCHANGE_RATES)
    .map(
      ([brand, rate]) =>
        `(${params.add(brand, 'text')}, ${params.add(rate.percentBps, 'int8')}, ${params.add(rate.fixedCents, 'int8')})`,
    )
    .join(', ');
}

/** The sums of some days' sales of the range, grouped per period, brand and currency. */
async function weekSums(
  run: RawQuery,
  query: InterchangeQuery & { start_date: string; end_date: string },
  scope: InterchangeScope,
): Promise<Record<string, unknown>[]> {
  const params = new SqlParams();
  const conditions = [
    `t.kind = 'sale'`,
    `t.status = 'approved'`,
    `t.processor_id = ${params.add(scope.processorId, 'int2')}`,
    ...dayRangeConditions('t.trans_date', query, params),
  ];
  if (scope.merchantId !== null) {
    conditions.push(`t.merchant_id = ${params.add(scope.merchantId, 'int4')}`);
  }
  const zone = params.add(query.timezone, 'text');
  const format = params.add(query.interval === 'month' ? 'YYYY-MM' : 'YYYY-MM-DD', 'text');
  return run<Record<string, unknown>>(
    `select to_char(t.trans_date at time zone ${zone}, ${format}) as period,
            coalesce(t.card_brand, 'ACH') as card_brand, t.currency, count(*)::int8 as count,
            sum(t.gross_amount_cents)::int8 as volume, sum(t.fee_cents)::int8 as fees,
            sum(coalesce((t.gross_amount_cents * r.bps + 5000) / 10000 + r.fixed, 0))::int8 as interchange,
            coalesce(max(r.bps), 0) as bps, coalesce(max(r.fixed), 0) as fixed
       from transactions t
       left join (values ${ratesValues(params)}) r(brand, bps, fixed) on r.brand = t.card_brand
      where ${conditions.join(' and ')}
      group by 1, 2, 3`,
    params.values,
  );
}

/** The days one statement reads: a narrow range of the date index (see rawInterchangeRows). */
const CHUNK_DAYS = 7;

type RangeQuery = InterchangeQuery & { start_date: string; end_date: string };

/** One row per period, brand and currency of the query's range (set: monthToDateUnlessTold). */
export function interchangeRows(
  run: RawQuery,
  query: RangeQuery,
  scope: InterchangeScope,
): Promise<InterchangeRow[]> {
  return wholeUtcDays(query)
    ? rollupInterchangeRows(run, query, scope)
    : rawInterchangeRows(run, query, scope);
}

/** UTC days from the first second of the first to the last second of the last. */
const wholeUtcDays = (query: RangeQuery) =>
  (query.timezone ?? 'UTC') === 'UTC' &&
  withTime(query.start_date, '00:00:00').endsWith(' 00:00:00') &&
  withTime(query.end_date, '23:59:59').endsWith(' 23:59:59');

/** The sums rows added up per period, brand and currency. */
function addedUp(
  sums: readonly Record<string, unknown>[],
  rows = new Map<string, InterchangeRow>(),
) {
  for (const sum of sums) {
    const key = `${sum.period}|${sum.card_brand}|${sum.currency}`;
    const row = rows.get(key) ?? {
      period: String(sum.period),
      cardBrand: String(sum.card_brand),
      currency: String(sum.currency),
      count: 0,
      volume: 0,
      fees: 0,
      interchange: 0,
      margin: 0,
      ratePercentBps: Number(sum.bps),
      rateFixedCents: Number(sum.fixed),
    };
    row.count += Number(sum.count);
    row.volume += Number(sum.volume);
    row.fees += Number(sum.fees);
    row.interchange += Number(sum.interchange);
    row.margin = row.fees - row.interchange;
    rows.set(key, row);
  }
  return rows;
}

/**
 * The range's whole UTC months (a month interval only) and the days left: [from, to] days each.
 * A month interval over 2026-01-15 .. 2026-04-10 reads Feb and Mar as months, the rest as days.
 */
export function interchangeSpans(
  first: string,
  last: string,
  interval: InterchangeQuery['interval'],
): { months: [string, string] | null; days: [string, string][] } {
  const firstMonth = first === startOfMonth(first) ? first : addMonths(startOfMonth(first), 1);
  const lastMonth =
    last === endOfMonth(last) ? startOfMonth(last) : addMonths(startOfMonth(last), -1);
  if (interval !== 'month' || firstMonth > lastMonth)
    return { months: null, days: [[first, last]] };
  const days: [string, string][] = [];
  if (first < firstMonth) days.push([first, addDays(firstMonth, -1)]);
  if (endOfMonth(lastMonth) < last) days.push([addDays(endOfMonth(lastMonth), 1), last]);
  return { months: [firstMonth, lastMonth], days };
}

/** From the card-brand rollups: a few statements' worth of index ranges, whatever the range. */
async function rollupInterchangeRows(
  run: RawQuery,
  query: RangeQuery,
  scope: InterchangeScope,
): Promise<InterchangeRow[]> {
  const params = new SqlParams();
  const spans = interchangeSpans(
    query.start_date.slice(0, 10),
    query.end_date.slice(0, 10),
    query.interval,
  );
  const format = params.add(query.interval === 'month' ? 'YYYY-MM' : 'YYYY-MM-DD', 'text');
  const processor = params.add(scope.processorId, 'int2');
  const merchant =
    scope.merchantId === null ? '' : ` and merchant_id = ${params.add(scope.merchantId, 'int4')}`;
  const read = (table: string, column: string, [from, to]: [string, string]) =>
    `select to_char(${column} at time zone 'UTC', ${format}) as period, card_brand, currency,
            sale_count, volume_cents, fee_cents, interchange_cents
       from ${table}
      where processor_id = ${processor}${merchant}
        and ${column} >= ${params.add(`${from} 00:00:00+00`, 'timestamptz')}
        and ${column} <= ${params.add(`${to} 00:00:00+00`, 'timestamptz')}`;
  const parts = spans.days.map((span) => read('card_brand_daily_rollups', 'day', span));
  if (spans.months) parts.push(read('card_brand_monthly_rollups', 'month', spans.months));
  const sums = await run<Record<string, unknown>>(
    `select x.period, x.card_brand, x.currency, sum(x.sale_count)::int8 as count,
            sum(x.volume_cents)::int8 as volume, sum(x.fee_cents)::int8 as fees,
            sum(x.interchange_cents)::int8 as interchange,
            coalesce(max(r.bps), 0) as bps, coalesce(max(r.fixed), 0) as fixed
       from (${parts.join('\n union all\n')}) x
       left join (values ${ratesValues(params)}) r(brand, bps, fixed) on r.brand = x.card_brand
      group by 1, 2, 3
     having sum(x.sale_count) <> 0`,
    params.values,
  );
  return [...addedUp(sums).values()];
}

/**
 * Every row of the range from the sales, read a week of the query's zone at a time: a week of
 * every merchant is a narrow range of `transactions (trans_date desc, id desc)` (about 1 % of the
 * large profile), read by a bitmap scan of the pages holding it, where a month was planned as a
 * scan of the whole table; on PGlite other requests run between the weeks. The weeks' sums are
 * added up per period here.
 */
export async function rawInterchangeRows(
  run: RawQuery,
  query: RangeQuery,
  scope: InterchangeScope,
): Promise<InterchangeRow[]> {
  const rows = new Map<string, InterchangeRow>();
  const first = query.start_date.slice(0, 10);
  const last = query.end_date.slice(0, 10);
  for (let day = first; day <= last; day = addDays(day, CHUNK_DAYS)) {
    const end = addDays(day, CHUNK_DAYS - 1);
    const range = {
      start_date: day === first ? query.start_date : day,
      end_date: end >= last ? query.end_date : end,
    };
    addedUp(await weekSums(run, { ...query, ...range }, scope), rows);
  }
  return [...rows.values()];
}

/** The whole range per currency (every row, not the page), currencies in order. */
export function interchangeTotals(rows: readonly InterchangeRow[]): InterchangeAnswer['totals'] {
  const byCurrency = new Map<string, InterchangeAnswer['totals'][number]>();
  for (const row of rows) {
    const total = byCurrency.get(row.currency) ?? {
      currency: row.currency,
      count: 0,
      volume: 0,
      fees: 0,
      interchange: 0,
      margin: 0,
    };
    total.count += row.count;
    total.volume += row.volume;
    total.fees += row.fees;
    total.interchange += row.interchange;
    total.margin += row.margin;
    byCurrency.set(row.currency, total);
  }
  return [...byCurrency.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}

export const interchangeTable: SumsTable<InterchangeRow, InterchangeColumn> = {
  columns: INTERCHANGE_COLUMNS,
  sortValue: {
    period: (row) => row.period,
    cardBrand: (row) => row.cardBrand,
    count: (row) => row.count,
    volume: (row) => row.volume,
    fees: (row) => row.fees,
    interchange: (row) => row.interchange,
    margin: (row) => row.margin,
  },
  tieBreak: (a, b) =>
    b.period.localeCompare(a.period) ||
    a.cardBrand.localeCompare(b.cardBrand) ||
    a.currency.localeCompare(b.currency),
  csvCell: {
    period: (row) => text(row.period),
    cardBrand: (row) => text(row.cardBrand),
    currency: (row) => text(row.currency),
    count: (row) => num(row.count),
    volume: (row) => cents(row.volume),
    fees: (row) => cents(row.fees),
    rate: (row) =>
      text(interchangeRateText({ percentBps: row.ratePercentBps, fixedCents: row.rateFixedCents })),
    interchange: (row) => cents(row.interchange),
    margin: (row) => cents(row.margin),
  },
};

export const interchangeFileName = (query: InterchangeQuery, scope: InterchangeScope) =>
  `interchange-processor-${scope.processorId}-${merchantLabel(scope.merchantId)}${rangeLabel(query)}.csv`;
