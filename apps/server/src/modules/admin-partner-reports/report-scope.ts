import { PARTNER_REPORT_MESSAGES } from '@paydesk/domain/admin-partner-report-fields';
import { addDays, addMonths, startOfMonth, todayIn } from '@paydesk/domain/date-presets';
import { type Database, sqlQuery } from '../../db/client';
import type { RollupColumn } from '../../db/schema/rollups';
import { mergedSpans, piecesOf, type Span } from '../../ledger/rollup-pieces';
import { NotFound } from '../../platform/errors';
import type { SqlParams } from '../../platform/lists/sql-params';
import { merchantForStaff } from '../../platform/route-merchant';

/**
 * What the partner reports share: which merchants a figure counts (the filters as SQL over
 * `merchants m`), the checks of the ids they name (404s), and the rollup rows of a range of
 * whole UTC days, read by month.
 */

export interface MerchantSetFilters {
  merchantid?: number | undefined;
  currency?: string | undefined;
  country?: string | undefined;
  client_id?: number | undefined;
  partner_id?: number | undefined;
  processorId?: number | undefined;
}

/** The filters as conditions over `merchants m`. */
export function merchantConditions(filters: MerchantSetFilters, params: SqlParams): string[] {
  const conditions: string[] = [];
  if (filters.merchantid !== undefined) {
    conditions.push(`m.id = ${params.add(filters.merchantid, 'int4')}`);
  }
  if (filters.currency) conditions.push(`m.currency = ${params.add(filters.currency, 'text')}`);
  if (filters.country) {
    conditions.push(`m.business_country = ${params.add(filters.country, 'text')}`);
  }
  if (filters.client_id !== undefined) {
    conditions.push(`m.client_id = ${params.add(filters.client_id, 'int4')}`);
  }
  if (filters.partner_id !== undefined) {
    conditions.push(`m.partner_id = ${params.add(filters.partner_id, 'int4')}`);
  }
  if (filters.processorId !== undefined) {
    conditions.push(`m.processor_id = ${params.add(filters.processorId, 'int2')}`);
  }
  return conditions;
}

export const whereAll = (conditions: readonly string[]) =>
  conditions.length === 0 ? '' : `where ${conditions.join(' and ')}`;

/** 404s for ids the filters name that do not exist: the merchant, the client, the partner. */
export async function checkFilterIds(db: Database, filters: MerchantSetFilters): Promise<void> {
  if (filters.merchantid !== undefined) await merchantForStaff(db, filters.merchantid);
  if (filters.client_id !== undefined) await requireClient(db, filters.client_id);
  if (filters.partner_id !== undefined) {
    const [partner] = await sqlQuery(db)('select id from partners where id = $1', [
      filters.partner_id,
    ]);
    if (!partner) throw new NotFound(PARTNER_REPORT_MESSAGES.partnerNotFound);
  }
}

export async function requireClient(db: Database, clientId: number): Promise<void> {
  const [client] = await sqlQuery(db)('select id from clients where id = $1', [clientId]);
  if (!client) throw new NotFound(PARTNER_REPORT_MESSAGES.clientNotFound);
}

/**
 * A range of whole UTC days, both inclusive ('YYYY-MM-DD'), and the day it is read on: the
 * rollups hold no rows after `today` yet, so reading those days costs an index probe and no
 * rows (without `today`, every day counts as holding rows).
 */
export interface DayRange {
  start: string;
  end: string;
  today?: string;
}

/** The query's days (a time of day is dropped), by default the month to date (UTC). */
export function dayRangeOf(
  query: { start_date?: string | undefined; end_date?: string | undefined },
  now: Date,
): DayRange {
  const today = todayIn('UTC', now);
  return {
    start: query.start_date?.slice(0, 10) ?? startOfMonth(today),
    end: query.end_date?.slice(0, 10) ?? today,
    today,
  };
}

/** One read of rollup rows: [from, to) (ISO instants) of a table, added or (-1) taken away. */
interface RollupRead {
  table: 'merchant_monthly_rollups' | 'merchant_daily_rollups';
  from: string;
  to: string;
  sign: 1 | -1;
}

const midnight = (day: string) => Date.parse(`${day}T00:00:00Z`);
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The reads that cover `days` (`piecesOf`): whole months from the monthly rollups, and a month
 * the range cuts either from its days in the range or as its monthly row less its days outside
 * (a month to date: its row less the days still to come, which hold no rows yet), whichever is
 * fewer rows; touching monthly reads are one.
 */
export function rollupReads(days: DayRange): RollupRead[] {
  const from = midnight(days.start);
  const to = midnight(addDays(days.end, 1));
  const liveUntil =
    days.today === undefined ? Number.POSITIVE_INFINITY : midnight(addDays(days.today, 1));
  const pieces = piecesOf(from, to, { liveUntil });
  const read = (table: RollupRead['table'], [a, b]: Span, sign: 1 | -1 = 1): RollupRead => ({
    table,
    from: iso(a),
    to: iso(b),
    sign,
  });
  const months = mergedSpans([...pieces.month, ...pieces.signed.map((s) => s.month)]);
  return [
    ...months.map((span) => read('merchant_monthly_rollups', span)),
    ...pieces.day.map((span) => read('merchant_daily_rollups', span)),
    ...pieces.signed.flatMap((s) =>
      s.minus.map((span) => read('merchant_daily_rollups', span, -1)),
    ),
  ];
}

/**
 * The rollup sums of `columns` per merchant of `merchantsSql` (a statement answering ids) and
 * UTC month over `days` (the reads of `rollupReads`). Answers `merchant_id, month` (the month's
 * first instant) and each column, several rows per merchant and month, some taken away
 * (negative): sum them.
 */
export function rollupMonthsSql(
  columns: readonly RollupColumn[],
  days: DayRange,
  merchantsSql: string,
  params: SqlParams,
): string {
  // Merchant by merchant on each table's primary key (merchant_id, day | month): a range of
  // days alone would read every merchant's rows of the table.
  const read = ({ table, from, to, sign }: RollupRead) => {
    const key = table === 'merchant_monthly_rollups' ? 'month' : 'day';
    const list = columns.map((c) => (sign === 1 ? `r.${c}` : `-r.${c} as ${c}`)).join(', ');
    return `select m_r.id as merchant_id, date_trunc('month', r.${key}, 'UTC') as month, ${list}
       from (${merchantsSql}) m_r
       cross join lateral (
         select * from ${table} x
          where x.merchant_id = m_r.id
            and x.${key} >= ${params.add(from)}::timestamptz
            and x.${key} < ${params.add(to)}::timestamptz) r`;
  };
  const reads = rollupReads(days);
  if (reads.length === 0) {
    return `select null::int4 as merchant_id, null::timestamptz as month, ${columns
      .map((c) => `0::int8 as ${c}`)
      .join(', ')} where false`;
  }
  return reads.map(read).join('\nunion all\n');
}

/** 'YYYY-MM' of the months `count` back from the month of `now` (UTC), oldest first. */
export function lastMonths(count: number, now: Date): string[] {
  const first = addMonths(startOfMonth(todayIn('UTC', now)), -(count - 1));
  return Array.from({ length: count }, (_, i) => addMonths(first, i).slice(0, 7));
}
