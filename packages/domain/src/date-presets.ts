/**
 * The report date presets of part 1 §2 as calendar ranges in an IANA time zone. Pure: the
 * clock and the zone are arguments. Calendar days travel as ISO dates ('YYYY-MM-DD'); the
 * service wants wall-clock times ('YYYY-MM-DD HH:mm:ss') with the zone beside them.
 */

/** A calendar day, 'YYYY-MM-DD'. */
export type IsoDate = string;

export const DATE_PRESETS = [
  'current-day',
  'prior-day',
  'last-7-days',
  'month-to-date',
  'prior-month',
  'last-3-months',
  'last-6-months',
  'year-to-date',
  'custom',
] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

export const DATE_PRESET_LABELS: Record<DatePreset, string> = {
  'current-day': 'Current Day',
  'prior-day': 'Prior Day',
  'last-7-days': 'Last 7 Days',
  'month-to-date': 'Month-To-Date',
  'prior-month': 'Prior Month',
  'last-3-months': 'Last 3 Months',
  'last-6-months': 'Last 6 Months',
  'year-to-date': 'Year-To-Date',
  custom: 'Custom Date Range',
};

/** What the quick-dates selector reads for a range no preset matches. */
export const CUSTOM_RANGE_LABEL = 'Custom';

/** Part 1 §9: start of the current month to the end of today. */
export const DEFAULT_DATE_PRESET: DatePreset = 'month-to-date';

/** Prior Month is offered on the dashboard only. */
export const DASHBOARD_DATE_PRESETS: readonly DatePreset[] = DATE_PRESETS;
export const REPORT_DATE_PRESETS: readonly DatePreset[] = DATE_PRESETS.filter(
  (preset) => preset !== 'prior-month',
);

export function isDatePreset(value: unknown): value is DatePreset {
  return typeof value === 'string' && (DATE_PRESETS as readonly string[]).includes(value);
}

// ---------------------------------------------------------------------------------------------
// Calendar arithmetic on ISO dates (proleptic Gregorian, no time zone involved).

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

interface Ymd {
  year: number;
  month: number;
  day: number;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function toYmd(iso: IsoDate): Ymd {
  const match = ISO_DATE.exec(iso);
  if (!match) throw new RangeError(`Not an ISO date: ${iso}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

function fromYmd({ year, month, day }: Ymd): IsoDate {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Whether `iso` is a real calendar day written 'YYYY-MM-DD'. */
export function isIsoDate(iso: unknown): iso is IsoDate {
  if (typeof iso !== 'string' || !ISO_DATE.test(iso)) return false;
  const { year, month, day } = toYmd(iso);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

export function addDays(iso: IsoDate, days: number): IsoDate {
  const { year, month, day } = toYmd(iso);
  const date = new Date(Date.UTC(year, month - 1, day + days));
  return fromYmd({
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
  });
}

/** Adds calendar months; a day the target month lacks becomes its last day (Mar 31 - 1 = Feb 28). */
export function addMonths(iso: IsoDate, months: number): IsoDate {
  const { year, month, day } = toYmd(iso);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  return fromYmd({
    year: targetYear,
    month: targetMonth,
    day: Math.min(day, daysInMonth(targetYear, targetMonth)),
  });
}

export function startOfMonth(iso: IsoDate): IsoDate {
  return fromYmd({ ...toYmd(iso), day: 1 });
}

export function endOfMonth(iso: IsoDate): IsoDate {
  const { year, month } = toYmd(iso);
  return fromYmd({ year, month, day: daysInMonth(year, month) });
}

export function startOfYear(iso: IsoDate): IsoDate {
  return fromYmd({ year: toYmd(iso).year, month: 1, day: 1 });
}

/** Whole days from `from` to `to` (0 for the same day). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  const a = toYmd(from);
  const b = toYmd(to);
  return Math.round(
    (Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000,
  );
}

// ---------------------------------------------------------------------------------------------
// Time zones, with Intl only.

const formatters = new Map<string, Intl.DateTimeFormat>();

function wallClockFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

interface WallClock extends Ymd {
  hour: number;
  minute: number;
  second: number;
}

function wallClock(instant: Date, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of wallClockFormatter(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** Whether the runtime knows `timeZone` as an IANA zone. */
export function isTimeZone(timeZone: unknown): timeZone is string {
  if (typeof timeZone !== 'string' || !timeZone) return false;
  try {
    wallClockFormatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC at `instant`, in ms (New York in winter: -5 h). */
export function timeZoneOffsetMs(instant: Date, timeZone: string): number {
  const clock = wallClock(instant, timeZone);
  const asUtc = Date.UTC(
    clock.year,
    clock.month - 1,
    clock.day,
    clock.hour,
    clock.minute,
    clock.second,
  );
  return asUtc - (instant.getTime() - instant.getUTCMilliseconds());
}

/** The calendar day it is at `now` in `timeZone`. */
export function todayIn(timeZone: string, now: Date = new Date()): IsoDate {
  return fromYmd(wallClock(now, timeZone));
}

/**
 * The instant a wall-clock time of `timeZone` names. A time skipped by a DST change moves
 * forward by the gap (as the zone's clocks did); a repeated one takes its first occurrence.
 */
export function zonedTimeToInstant(
  iso: IsoDate,
  time: { hour: number; minute: number; second: number; millisecond?: number },
  timeZone: string,
): Date {
  const { year, month, day } = toYmd(iso);
  const local = Date.UTC(
    year,
    month - 1,
    day,
    time.hour,
    time.minute,
    time.second,
    time.millisecond ?? 0,
  );
  const before = timeZoneOffsetMs(new Date(local - 86_400_000 / 2), timeZone);
  const after = timeZoneOffsetMs(new Date(local + 86_400_000 / 2), timeZone);
  // Try the earlier offset first: it names the first occurrence of a repeated time.
  for (const offset of before >= after ? [before, after] : [after, before]) {
    const candidate = local - offset;
    if (timeZoneOffsetMs(new Date(candidate), timeZone) === offset) return new Date(candidate);
  }
  // Skipped by a spring-forward gap: the same wall time on the later offset's side.
  return new Date(local - before);
}

// ---------------------------------------------------------------------------------------------
// Presets.

/** A range of whole calendar days, both ends included. */
export interface CalendarRange {
  from: IsoDate;
  to: IsoDate;
}

/** A calendar range in a zone: its days, its instants and the service's wall-clock strings. */
export interface ZonedRange extends CalendarRange {
  timeZone: string;
  /** The first instant of `from` in the zone. */
  start: Date;
  /** The last millisecond of `to` in the zone. */
  end: Date;
  /** 'YYYY-MM-DD 00:00:00' */
  startDateTime: string;
  /** 'YYYY-MM-DD 23:59:59' */
  endDateTime: string;
}

/**
 * The days a preset covers when today is `today`: every preset ends with today, except Prior
 * Day and Prior Month, which end at their own end. Custom has no days of its own (null).
 */
export function presetDates(preset: DatePreset, today: IsoDate): CalendarRange | null {
  switch (preset) {
    case 'current-day':
      return { from: today, to: today };
    case 'prior-day': {
      const yesterday = addDays(today, -1);
      return { from: yesterday, to: yesterday };
    }
    case 'last-7-days':
      return { from: addDays(today, -6), to: today };
    case 'month-to-date':
      return { from: startOfMonth(today), to: today };
    case 'prior-month': {
      const lastMonth = addMonths(startOfMonth(today), -1);
      return { from: lastMonth, to: endOfMonth(lastMonth) };
    }
    case 'last-3-months':
      return { from: addMonths(today, -3), to: today };
    case 'last-6-months':
      return { from: addMonths(today, -6), to: today };
    case 'year-to-date':
      return { from: startOfYear(today), to: today };
    case 'custom':
      return null;
  }
}

/** A calendar range in a zone: from the start of its first day to the end of its last. */
export function zonedRange(range: CalendarRange, timeZone: string): ZonedRange {
  return {
    ...range,
    timeZone,
    start: zonedTimeToInstant(range.from, { hour: 0, minute: 0, second: 0 }, timeZone),
    end: zonedTimeToInstant(
      range.to,
      { hour: 23, minute: 59, second: 59, millisecond: 999 },
      timeZone,
    ),
    startDateTime: `${range.from} 00:00:00`,
    endDateTime: `${range.to} 23:59:59`,
  };
}

/** A preset's range in `timeZone` at `now`; null for Custom. */
export function presetRange(
  preset: DatePreset,
  timeZone: string,
  now: Date = new Date(),
): ZonedRange | null {
  const dates = presetDates(preset, todayIn(timeZone, now));
  return dates ? zonedRange(dates, timeZone) : null;
}

/**
 * The preset a range is, judged from its start date (and, for the presets that do not end
 * today, its end): the first of `allowed` whose days equal the range; 'custom' otherwise.
 */
export function presetForRange(
  range: CalendarRange,
  today: IsoDate,
  allowed: readonly DatePreset[] = DATE_PRESETS,
): DatePreset {
  for (const preset of allowed) {
    const dates = presetDates(preset, today);
    if (dates && dates.from === range.from && dates.to === range.to) return preset;
  }
  return 'custom';
}

/** The quick-dates label of a range: a preset's name, or 'Custom'. */
export function rangeLabel(
  range: CalendarRange,
  today: IsoDate,
  allowed: readonly DatePreset[] = DATE_PRESETS,
): string {
  const preset = presetForRange(range, today, allowed);
  return preset === 'custom' ? CUSTOM_RANGE_LABEL : DATE_PRESET_LABELS[preset];
}

/** The same days a year earlier (Feb 29 becomes Feb 28). */
export function priorYearRange(range: CalendarRange): CalendarRange {
  return { from: addMonths(range.from, -12), to: addMonths(range.to, -12) };
}
