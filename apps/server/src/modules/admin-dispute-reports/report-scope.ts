import { startOfMonth, todayIn } from '@paydesk/domain/date-presets';
import type { Database } from '../../db/client';
import { merchantForStaff } from '../../platform/route-merchant';

/**
 * Which merchants a report reads, and the range of the reports that sum (outages, interchange).
 */

/** One merchant (`merchantid`; 404 'Merchant account not found.' for an unknown id) or every one (null). */
export async function reportMerchantId(
  db: Database,
  merchantId: number | undefined,
): Promise<number | null> {
  if (merchantId === undefined) return null;
  return (await merchantForStaff(db, merchantId)).id;
}

/** The part of a file name naming the merchants: the id, or 'all-merchants'. */
export const merchantLabel = (merchantId: number | null) =>
  merchantId === null ? 'all-merchants' : String(merchantId);

/** The part of a file name naming the days: `-2026-11-01-to-2026-11-22`. */
export const rangeLabel = (query: {
  start_date?: string | undefined;
  end_date?: string | undefined;
}) =>
  `${query.start_date ? `-${query.start_date.slice(0, 10)}` : ''}${query.end_date ? `-to-${query.end_date.slice(0, 10)}` : ''}`;

/**
 * A summing report's range: without dates, the month to date in the query's zone; with only a
 * start, up to today; with only an end, from the first day of its month (a sum is never read
 * over every row there is).
 */
export function monthToDateUnlessTold<
  Q extends { start_date?: string | undefined; end_date?: string | undefined; timezone: string },
>(query: Q, now: Date): Q & { start_date: string; end_date: string } {
  const today = todayIn(query.timezone, now);
  const end_date =
    query.end_date ??
    (query.start_date && query.start_date.slice(0, 10) > today ? query.start_date : today);
  const start_date = query.start_date ?? startOfMonth(end_date.slice(0, 10));
  return { ...query, start_date, end_date };
}
