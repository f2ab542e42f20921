import { timeZoneOffsetMs, zonedTimeToInstant } from '@paydesk/domain/date-presets';
import type { TransactionListQuery } from '@paydesk/domain/transactions';
import { withTime } from '@paydesk/domain/wall-clock';
import type { RawQuery } from '../../db/client';
import { SqlParams } from '../../platform/lists/sql-params';

/**
 * Totals of a plain date range (no other filter) read from the hourly and daily rollups the
 * ledger keeps in step with the rows (ARCHITECTURE rule 9), instead of counting up to millions
 * of rows: the list's count and the snapshot strip of a busy account's month cost a few
 * hundred rollup rows. Only ranges whose bounds fall on whole UTC hours can be read so (every
 * day range of a whole-hour time zone); others are counted from the rows.
 */
export interface SnapshotTotals {
  count: number;
  gross: number;
  refunds: number;
  fees: number;
  net: number;
}

type DateOnly = Pick<
  TransactionListQuery,
  | 'start_date'
  | 'end_date'
  | 'timezone'
  | 'date_type'
  | 'type'
  | 'card_brand'
  | 'status'
  | 'response_code'
  | 'amount_min'
  | 'amount_max'
  | 'batch_id'
  | 'payment_link_id'
  | 'customer_id'
  | 'search'
>;

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** The instant of a wall-clock time in the zone, when it is a whole UTC hour away from DST changes. */
function hourBound(wallClock: string, timeZone: string): Date | undefined {
  const [day = '', time = '00:00:00'] = wallClock.split(' ');
  const [hour = 0, minute = 0, second = 0] = time.split(':').map(Number);
  const instant = zonedTimeToInstant(day, { hour, minute, second }, timeZone);
  const stable =
    timeZoneOffsetMs(new Date(instant.getTime() - HOUR_MS), timeZone) ===
    timeZoneOffsetMs(new Date(instant.getTime() + HOUR_MS), timeZone);
  return stable && instant.getTime() % HOUR_MS === 0 ? instant : undefined;
}

/** The [start, end) instants of a plain date range on whole hours; undefined otherwise. */
function plainRange(query: DateOnly): { start: Date | null; end: Date | null } | undefined {
  const filtered =
    query.type ||
    query.card_brand ||
    query.status ||
    query.response_code ||
    query.amount_min !== undefined ||
    query.amount_max !== undefined ||
    query.batch_id !== undefined ||
    query.payment_link_id !== undefined ||
    query.customer_id !== undefined ||
    query.search;
  if (filtered || query.date_type !== 'transaction') return undefined;
  const start = query.start_date
    ? hourBound(withTime(query.start_date, '00:00:00'), query.timezone)
    : null;
  // The end is inclusive to the second: the range ends one second after it.
  const endWall = query.end_date ? withTime(query.end_date, '23:59:59') : undefined;
  const endBound = endWall ? hourBound(secondAfter(endWall), query.timezone) : null;
  if (start === undefined || endBound === undefined) return undefined;
  return { start, end: endBound };
}

function secondAfter(wallClock: string): string {
  const at = new Date(`${wallClock.replace(' ', 'T')}Z`);
  return new Date(at.getTime() + 1000).toISOString().slice(0, 19).replace('T', ' ');
}

const floorDay = (at: Date) => new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);
const ceilDay = (at: Date) => new Date(Math.ceil(at.getTime() / DAY_MS) * DAY_MS);
const floorMonth = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
const ceilMonth = (at: Date) => {
  const first = floorMonth(at);
  return first.getTime() === at.getTime()
    ? first
    : new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
};

type Range = { start: Date | null; end: Date | null };
type Tier = { table: string; column: string };
const HOURS: Tier = { table: 'merchant_hourly_rollups', column: 'hour' };
const DAYS: Tier = { table: 'merchant_daily_rollups', column: 'day' };
const MONTHS: Tier = { table: 'merchant_monthly_rollups', column: 'month' };

/**
 * [from, to) cut into the coarsest rollups that cover it: whole UTC months (`coarse`, e.g.
 * months) inside, `fine` (e.g. days) for the parts before the first and after the last whole
 * one. `null` bounds are open.
 */
function split(
  from: Date | null,
  to: Date | null,
  ceil: (at: Date) => Date,
  floor: (at: Date) => Date,
): { inner: Range | null; before: Range | null; after: Range | null } {
  const first = from ? ceil(from) : null;
  const last = to ? floor(to) : null;
  if (first && last && first >= last)
    return { inner: null, before: { start: from, end: to }, after: null };
  return {
    inner: { start: first, end: last },
    before: from && first && from < first ? { start: from, end: first } : null,
    after: to && last && to > last ? { start: last, end: to } : null,
  };
}

/**
 * A query over the rollups of [start, end): whole UTC months from the monthly rows, the other
 * whole days from the daily rows, the rest by the hour; `select` sums the wanted columns of
 * each part. `null` merchants: every merchant's rollups (the back office), summed; each part
 * is then read merchant by merchant (one range of the primary key each, which leads with the
 * merchant), not by scanning the table for the dates.
 */
function rollupParts(
  merchantIds: readonly number[] | null,
  range: Range,
  params: SqlParams,
  select: string,
): string {
  const merchants = merchantIds === null ? null : params.add(merchantIds, 'int4[]');
  const at = (date: Date) => params.add(date.toISOString(), 'timestamptz');
  const part = (tier: Tier, { start: from, end: to }: Range) => {
    const bounds = `${from ? ` and ${tier.column} >= ${at(from)}` : ''}${to ? ` and ${tier.column} < ${at(to)}` : ''}`;
    return merchants
      ? `select ${select} from ${tier.table} where merchant_id = any(${merchants})${bounds}`
      : `select r.* from merchants m cross join lateral
           (select ${select} from ${tier.table} where merchant_id = m.id${bounds}) r`;
  };
  const parts: string[] = [];
  const days = split(range.start, range.end, ceilDay, floorDay);
  for (const hours of [days.before, days.after]) if (hours) parts.push(part(HOURS, hours));
  if (days.inner) {
    const months = split(days.inner.start, days.inner.end, ceilMonth, floorMonth);
    if (months.inner) parts.push(part(MONTHS, months.inner));
    for (const inDays of [months.before, months.after]) if (inDays) parts.push(part(DAYS, inDays));
  }
  return parts.join(' union all ');
}

/** The list's count of a plain date range as a SQL expression over the rollups; else undefined. */
export function rollupCountSql(
  query: DateOnly,
  merchantIds: readonly number[] | null,
  params: SqlParams,
): string | undefined {
  const range = plainRange(query);
  if (!range) return undefined;
  const parts = rollupParts(merchantIds, range, params, 'sum(transaction_count) as n');
  return `select coalesce(sum(n), 0) from (${parts}) p`;
}

/** The snapshot of a plain date range, from the rollups; undefined for other queries. */
export async function rollupSnapshotOf(
  run: RawQuery,
  query: DateOnly,
  merchantIds: readonly number[] | null,
): Promise<SnapshotTotals | undefined> {
  const range = plainRange(query);
  if (!range) return undefined;
  const params = new SqlParams();
  const parts = rollupParts(
    merchantIds,
    range,
    params,
    `sum(transaction_count) as count, sum(gross_volume_cents) as gross,
     sum(refund_volume_cents) + sum(ach_return_volume_cents) as refunds, sum(fee_cents) as fees`,
  );
  const [row] = await run<Record<string, number | null>>(
    `select coalesce(sum(count), 0)::float8 as count, coalesce(sum(gross), 0)::float8 as gross,
            coalesce(sum(refunds), 0)::float8 as refunds, coalesce(sum(fees), 0)::float8 as fees
       from (${parts}) p`,
    params.values,
  );
  const gross = Number(row?.gross ?? 0);
  const refunds = Number(row?.refunds ?? 0);
  const fees = Number(row?.fees ?? 0);
  return { count: Number(row?.count ?? 0), gross, refunds, fees, net: gross - refunds - fees };
}
