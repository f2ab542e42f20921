import type { AdminOverviewQuery } from '@paydesk/domain/admin-overview';
import {
  type ComparisonBasis,
  DAY_BUCKET_MAX_DAYS,
  HISTORY_MONTHS,
} from '@paydesk/domain/admin-overview-metrics';
import {
  addMonths,
  presetDates,
  startOfMonth,
  todayIn,
  zonedTimeToInstant,
} from '@paydesk/domain/date-presets';
import {
  bucketLabels,
  secondAfter,
  wallClockMs,
  withTime,
  yearEarlier,
} from '@paydesk/domain/wall-clock';
import { ceilToHour } from '../../ledger/rollup-pieces';

/**
 * The periods of an admin overview, pure: the range a query names, what it is compared with,
 * the buckets of each, and their bounds as instants. Wall-clock times are the zone's
 * ('YYYY-MM-DD HH:mm:ss').
 */

export interface Period {
  start: string;
  end: string;
}

export interface OverviewPeriods {
  range: Period;
  comparison: Period & { basis: ComparisonBasis };
  granularity: 'day' | 'month';
}

/** The range of a query: its dates, or its preset's days (month-to-date by default) in its zone. */
export function rangeOf(query: AdminOverviewQuery, now: Date): Period {
  if (query.start_date !== undefined && query.end_date !== undefined) {
    return {
      start: withTime(query.start_date, '00:00:00'),
      end: withTime(query.end_date, '23:59:59'),
    };
  }
  const today = todayIn(query.timezone, now);
  const days = presetDates(query.preset ?? 'month-to-date', today) ?? { from: today, to: today };
  return { start: `${days.from} 00:00:00`, end: `${days.to} 23:59:59` };
}

const wallClockOf = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

/**
 * The period compared with `range`: the same wall-clock times a year earlier, or the period of
 * equal length that ends just before the range starts.
 */
export function comparisonOf(range: Period, basis: ComparisonBasis): Period {
  if (basis === 'prior-year')
    return { start: yearEarlier(range.start), end: yearEarlier(range.end) };
  const start = wallClockMs(range.start);
  const length = wallClockMs(secondAfter(range.end)) - start;
  return { start: wallClockOf(start - length), end: wallClockOf(start - 1000) };
}

/** Day buckets up to DAY_BUCKET_MAX_DAYS days, month buckets beyond. */
export function granularityOf(range: Period): 'day' | 'month' {
  const days =
    (Date.parse(range.end.slice(0, 10)) - Date.parse(range.start.slice(0, 10))) / 86_400_000 + 1;
  return days > DAY_BUCKET_MAX_DAYS ? 'month' : 'day';
}

/** A query's range, its comparison and its granularity. */
export function overviewPeriods(query: AdminOverviewQuery, now: Date): OverviewPeriods {
  const range = rangeOf(query, now);
  const basis: ComparisonBasis = query.usePriorPeriod ? 'prior-period' : 'prior-year';
  return {
    range,
    comparison: { ...comparisonOf(range, basis), basis },
    granularity: granularityOf(range),
  };
}

/**
 * historical-volume: the HISTORY_MONTHS calendar months that end with the month of the range's
 * end (to its end), month by month, compared with the same months a year earlier.
 */
export function historyPeriods(query: AdminOverviewQuery, now: Date): OverviewPeriods {
  const { end } = rangeOf(query, now);
  const range = {
    start: `${addMonths(startOfMonth(end.slice(0, 10)), 1 - HISTORY_MONTHS)} 00:00:00`,
    end,
  };
  return {
    range,
    comparison: { ...comparisonOf(range, 'prior-year'), basis: 'prior-year' },
    granularity: 'month',
  };
}

/** A period's buckets: their labels (YYYY-MM-DD or YYYY-MM) and bounds (start … second after end). */
export function bucketsOf(
  period: Period,
  granularity: 'day' | 'month',
): { labels: string[]; bounds: string[] } {
  const labels = bucketLabels(period.start, period.end, granularity);
  const later = labels
    .slice(1)
    .map((label) => (granularity === 'day' ? `${label} 00:00:00` : `${label}-01 00:00:00`));
  return { labels, bounds: [period.start, ...later, secondAfter(period.end)] };
}

/** The instant a wall-clock time of `timezone` names, rounded up to a whole UTC hour (ms). */
export function boundInstant(wallClock: string, timezone: string): number {
  const ms =
    timezone === 'UTC'
      ? wallClockMs(wallClock)
      : zonedTimeToInstant(
          wallClock.slice(0, 10),
          {
            hour: Number(wallClock.slice(11, 13)),
            minute: Number(wallClock.slice(14, 16)),
            second: Number(wallClock.slice(17, 19)),
          },
          timezone,
        ).getTime();
  return ceilToHour(ms);
}
