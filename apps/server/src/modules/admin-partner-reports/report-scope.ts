import { PARTNER_REPORT_MESSAGES } from '@paydesk/domain/admin-partner-report-fields';
import { addDays, addMonths, startOfMonth, todayIn } from '@paydesk/domain/date-presets';
import { type Database, sqlQuery } from '../../db/client';
import type { RollupColumn } from '../../db/schema/rollups';
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

/** A range of whole UTC days, both inclusive ('YYYY-MM-DD'). */
export interface DayRange {
  start: string;
  end: string;
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
  };
}

const utc = (day: string, params: SqlParams) =>
  `(${params.add(day, 'date')}::timestamp at time zone 'UTC')`;

/**
 * The rollup sums of `columns` per merchant of `merchantsSql` (a statement answering ids) and
 * UTC month over `days`: whole months from the monthly rollups, the days of the months a bound
 * cuts from the daily rollups. Answers `merchant_id, month` (the month's first instant) and
 * each column, several rows per merchant and month (sum them).
 */
export function rollupMonthsSql(
  columns: readonly RollupColumn[],
  days: DayRange,
  merchantsSql: string,
  params: SqlParams,
): string {
  const list = columns.map((c) => `r.${c}`).join(', ');
  const after = addDays(days.end, 1);
  const firstWhole = days.start.endsWith('-01')
    ? days.start
    : addMonths(startOfMonth(days.start), 1);
  const wholeEnd = after.endsWith('-01') ? after : startOfMonth(after);
  // Merchant by merchant on each table's primary key (merchant_id, day | month): a range of
  // days alone would read every merchant's rows of the table.
  const read = (table: string, key: 'day' | 'month', from: string, to: string) =>
    `select m_r.id as merchant_id, date_trunc('month', r.${key}, 'UTC') as month, ${list}
       from (${merchantsSql}) m_r
       cross join lateral (
         select * from ${table} x
          where x.merchant_id = m_r.id
            and x.${key} >= ${utc(from, params)} and x.${key} < ${utc(to, params)}) r`;
  const daily = (from: string, to: string) => read('merchant_daily_rollups', 'day', from, to);
  if (firstWhole >= wholeEnd) return daily(days.start, after);
  const parts = [read('merchant_monthly_rollups', 'month', firstWhole, wholeEnd)];
  if (days.start < firstWhole) parts.push(daily(days.start, firstWhole));
  if (wholeEnd < after) parts.push(daily(wholeEnd, after));
  return parts.join('\nunion all\n');
}

/** 'YYYY-MM' of the months `count` back from the month of `now` (UTC), oldest first. */
export function lastMonths(count: number, now: Date): string[] {
  const first = addMonths(startOfMonth(todayIn('UTC', now)), -(count - 1));
  return Array.from({ length: count }, (_, i) => addMonths(first, i).slice(0, 7));
}
