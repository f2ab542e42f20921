import { startOfMonth, todayIn } from '@paydesk/domain/date-presets';

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
