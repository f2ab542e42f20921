import { z } from 'zod';
import { MAX_YEAR, MIN_YEAR, spansAYearAtMost } from './date-picker-rules';
import { addDays, addMonths, type IsoDate, isIsoDate, isTimeZone } from './date-presets';

/**
 * Wall-clock times as the service writes them ('YYYY-MM-DD HH:mm:ss', no zone: the zone
 * travels beside them), and the report range every dated call takes.
 */
export type WallClockTime = string;

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/;

export const WALL_CLOCK_MESSAGE = `Use a real date from ${MIN_YEAR} to ${MAX_YEAR}, as 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm:ss'`;

/** A real day of MIN_YEAR–MAX_YEAR, optionally with a real time of day (no 24:00 or :60). */
export function isWallClockTime(value: unknown): value is WallClockTime {
  if (typeof value !== 'string') return false;
  const match = WALL_CLOCK.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  if (year < MIN_YEAR || year > MAX_YEAR || !isIsoDate(value.slice(0, 10))) return false;
  if (match[4] === undefined) return true;
  return Number(match[4]) < 24 && Number(match[5]) < 60 && Number(match[6]) < 60;
}

export const wallClockTimeSchema = z
  .string()
  .max(19, WALL_CLOCK_MESSAGE)
  .refine(isWallClockTime, WALL_CLOCK_MESSAGE)
  .meta({ description: "A wall-clock time 'YYYY-MM-DD HH:mm:ss' (or a day 'YYYY-MM-DD')" });

export const TIME_ZONE_MESSAGE = 'Unknown time zone: use an IANA name such as America/New_York';

export const timeZoneSchema = z
  .string()
  .min(1, TIME_ZONE_MESSAGE)
  .max(64, TIME_ZONE_MESSAGE)
  .refine(isTimeZone, TIME_ZONE_MESSAGE)
  .meta({ description: 'An IANA time zone: day boundaries are its days' });

/** 'YYYY-MM-DD[ HH:mm:ss]' → the same wall-clock time, always with seconds. */
export const withTime = (value: WallClockTime, fallback: string): WallClockTime =>
  value.length === 10 ? `${value} ${fallback}` : value;

/** The same wall-clock moment a year earlier (Feb 29 becomes Feb 28). */
export const yearEarlier = (value: WallClockTime): WallClockTime =>
  `${addMonths(value.slice(0, 10), -12)}${value.slice(10)}`;

/** A wall-clock time read as if it were UTC: for arithmetic between wall-clock times. */
export const wallClockMs = (value: WallClockTime) => Date.parse(`${value.replace(' ', 'T')}Z`);

/** The wall-clock time one second after `value` ('YYYY-MM-DD HH:mm:ss'). */
export function secondAfter(value: WallClockTime): WallClockTime {
  return new Date(wallClockMs(value) + 1000).toISOString().slice(0, 19).replace('T', ' ');
}

/** Every day ('YYYY-MM-DD') or month ('YYYY-MM') from start to end, so empty buckets read 0. */
export function bucketLabels(
  start: WallClockTime,
  end: WallClockTime,
  granularity: 'day' | 'month',
): string[] {
  const labels: string[] = [];
  const last = end.slice(0, 10);
  let cursor: IsoDate = granularity === 'day' ? start.slice(0, 10) : `${start.slice(0, 7)}-01`;
  while (cursor <= last) {
    labels.push(granularity === 'day' ? cursor : cursor.slice(0, 7));
    cursor = granularity === 'day' ? addDays(cursor, 1) : addMonths(cursor, 1);
  }
  return labels;
}

export const START_AFTER_END_MESSAGE = 'The start must not be after the end';
/** Ranges compared with the same days a year earlier may not overlap them. */
export const RANGE_LIMIT_MESSAGE = 'The range may span a year at most';

/**
 * The range of every dated call (part 2 §7: start_date, end_date, timezone): real wall-clock
 * times, the start not after the end, a year at most.
 */
export const rangeQuerySchema = z
  .object({
    start_date: wallClockTimeSchema,
    end_date: wallClockTimeSchema,
    timezone: timeZoneSchema.default('UTC'),
  })
  .superRefine((query, context) => {
    if (!isWallClockTime(query.start_date) || !isWallClockTime(query.end_date)) return;
    const start = withTime(query.start_date, '00:00:00');
    const end = withTime(query.end_date, '23:59:59');
    if (start > end) {
      context.addIssue({ code: 'custom', path: ['start_date'], message: START_AFTER_END_MESSAGE });
    } else if (!spansAYearAtMost({ from: start.slice(0, 10), to: end.slice(0, 10) })) {
      context.addIssue({ code: 'custom', path: ['start_date'], message: RANGE_LIMIT_MESSAGE });
    }
  });

export type RangeQuery = z.output<typeof rangeQuerySchema>;

/**
 * The date filter of a list: both ends optional (no end: open-ended), any length; the start
 * not after the end. Days are `timezone`'s; a bare day ends at 23:59:59.
 */
export const listRangeQuerySchema = z
  .object({
    start_date: wallClockTimeSchema.optional(),
    end_date: wallClockTimeSchema.optional(),
    timezone: timeZoneSchema.default('UTC'),
  })
  .superRefine((query, context) => {
    if (!isWallClockTime(query.start_date) || !isWallClockTime(query.end_date)) return;
    if (withTime(query.start_date, '00:00:00') > withTime(query.end_date, '23:59:59')) {
      context.addIssue({ code: 'custom', path: ['start_date'], message: START_AFTER_END_MESSAGE });
    }
  });
