import { addDays, addMonths, type CalendarRange, type IsoDate, isIsoDate } from './date-presets';

/**
 * The From and To date pickers of the report header (part 1 §5 "Date picker"): typed
 * MM/DD/YYYY with the slashes inserted as one types, no future dates, From not after To and
 * To not before From; an invalid entry reverts on blur.
 */

export const DATE_PICKER_MESSAGES = {
  invalidFormat: 'Invalid date format',
  outOfRange: 'Date is out of valid range',
  missing: 'Please choose a valid date',
  /** Applying a custom range without both dates. */
  rangeMissing: 'You must enter a valid date.',
} as const;

export const TYPED_DATE_FORMAT = 'MM/DD/YYYY';
export const TYPED_DATE_MAX_LENGTH = 10;
/** The general date rule of part 1 §5: years 1900-2099. */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2099;

export type DateField = 'from' | 'to';

const PART_LENGTHS = [2, 2, 4] as const;

/**
 * Masks what a person types into MM/DD/YYYY: digits fill month, day and year in turn and a
 * slash appears once the next part starts; a slash typed after a single digit pads it
 * ('1/' -> '01/'); a pasted ISO date is turned round; anything else is dropped; at most 10
 * characters.
 */
export function maskTypedDate(input: string): string {
  const pastedIso = /^\s*(\d{4})-(\d{2})-(\d{2})\s*$/.exec(input);
  if (pastedIso) return `${pastedIso[2]}/${pastedIso[3]}/${pastedIso[1]}`;
  const parts: string[] = [''];
  for (const char of input) {
    const index = parts.length - 1;
    const current = parts[index] ?? '';
    const size = PART_LENGTHS[index] ?? 0;
    if (char >= '0' && char <= '9') {
      if (current.length < size) {
        parts[index] = current + char;
      } else if (index < PART_LENGTHS.length - 1) {
        parts.push(char);
      }
    } else if (char === '/' && index < PART_LENGTHS.length - 1 && current.length > 0) {
      parts[index] = current.padStart(size, '0');
      parts.push('');
    }
  }
  // A trailing slash the person typed stays, so '12/' reads as they wrote it.
  return parts.join('/').slice(0, TYPED_DATE_MAX_LENGTH);
}

/** 'YYYY-MM-DD' -> 'MM/DD/YYYY'. */
export function isoToTyped(iso: IsoDate): string {
  const [year, month, day] = iso.split('-');
  return `${month}/${day}/${year}`;
}

type ParsedTyped =
  | { ok: true; iso: IsoDate }
  | { ok: false; reason: 'missing' | 'format' | 'range' };

/** Reads a typed MM/DD/YYYY date: a real day of 1900-2099, or why not. */
export function parseTypedDate(text: string): ParsedTyped {
  const value = text.trim();
  if (!value) return { ok: false, reason: 'missing' };
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (!match) return { ok: false, reason: 'format' };
  const [, month, day, year] = match;
  const iso = `${year}-${month}-${day}`;
  if (!isIsoDate(iso)) return { ok: false, reason: 'format' };
  const numericYear = Number(year);
  if (numericYear < MIN_YEAR || numericYear > MAX_YEAR) return { ok: false, reason: 'range' };
  return { ok: true, iso };
}

export interface DateFieldContext {
  field: DateField;
  /** Today in the report's time zone: later days are in the future. */
  today: IsoDate;
  /** The other picker's date, when it has one. */
  other?: IsoDate | null;
  /**
   * Reports compared with the same days a year earlier (the dashboard) span a year at most,
   * so the two periods never overlap.
   */
  withinOneYear?: boolean;
}

/** Whether a range spans a year at most: its first day is after its last day a year back. */
export function spansAYearAtMost(range: CalendarRange): boolean {
  return range.from > addMonths(range.to, -12);
}

/** Whether a day may be picked: not in the future, From not after To, To not before From. */
export function isSelectableDate(iso: IsoDate, context: DateFieldContext): boolean {
  if (iso > context.today) return false;
  const other = context.other;
  if (!other) return true;
  const range = context.field === 'from' ? { from: iso, to: other } : { from: other, to: iso };
  if (range.from > range.to) return false;
  return !context.withinOneYear || spansAYearAtMost(range);
}

/** The calendar's bounds for one picker: what isSelectableDate allows, as min and max days. */
export function selectableBounds(context: DateFieldContext): {
  minDate: IsoDate | undefined;
  maxDate: IsoDate;
} {
  const { field, today, other, withinOneYear } = context;
  if (!other) return { minDate: undefined, maxDate: today };
  if (field === 'from') {
    return {
      minDate: withinOneYear ? addDays(addMonths(other, -12), 1) : undefined,
      maxDate: other < today ? other : today,
    };
  }
  const yearOn = addDays(addMonths(other, 12), -1);
  return { minDate: other, maxDate: withinOneYear && yearOn < today ? yearOn : today };
}

export type DateFieldCheck = { ok: true; iso: IsoDate } | { ok: false; message: string };

/** Checks one picker's text and answers its date or its message. */
export function checkDateField(text: string, context: DateFieldContext): DateFieldCheck {
  const parsed = parseTypedDate(text);
  if (!parsed.ok) {
    const message =
      parsed.reason === 'missing'
        ? DATE_PICKER_MESSAGES.missing
        : parsed.reason === 'range'
          ? DATE_PICKER_MESSAGES.outOfRange
          : DATE_PICKER_MESSAGES.invalidFormat;
    return { ok: false, message };
  }
  if (!isSelectableDate(parsed.iso, context)) {
    return { ok: false, message: DATE_PICKER_MESSAGES.outOfRange };
  }
  return { ok: true, iso: parsed.iso };
}

export interface BlurOutcome {
  /** The picker's date after the blur. */
  iso: IsoDate | null;
  /** The text the field shows after the blur. */
  text: string;
  /** The message under the field, if any. */
  error: string | null;
}

/**
 * What a blur leaves: a valid entry is kept (and written out in full); an empty one stays
 * empty with 'Please choose a valid date'; an invalid one reverts to the previous date and
 * says why it was refused.
 */
export function blurDateField(
  text: string,
  previous: IsoDate | null,
  context: DateFieldContext,
): BlurOutcome {
  const check = checkDateField(text, context);
  if (check.ok) return { iso: check.iso, text: isoToTyped(check.iso), error: null };
  if (!text.trim()) return { iso: null, text: '', error: check.message };
  return { iso: previous, text: previous ? isoToTyped(previous) : '', error: check.message };
}

export type RangeCheck = { ok: true; range: CalendarRange } | { ok: false; message: string };

/**
 * Applying a custom range: both dates needed ('You must enter a valid date.'), neither in the
 * future, From not after To, and a year at most where asked ('Date is out of valid range').
 */
export function checkCustomRange(
  from: IsoDate | null | undefined,
  to: IsoDate | null | undefined,
  today: IsoDate,
  options: { withinOneYear?: boolean } = {},
): RangeCheck {
  if (!from || !to || !isIsoDate(from) || !isIsoDate(to)) {
    return { ok: false, message: DATE_PICKER_MESSAGES.rangeMissing };
  }
  if (from > today || to > today || from > to || Number(from.slice(0, 4)) < MIN_YEAR) {
    return { ok: false, message: DATE_PICKER_MESSAGES.outOfRange };
  }
  if (options.withinOneYear && !spansAYearAtMost({ from, to })) {
    return { ok: false, message: DATE_PICKER_MESSAGES.outOfRange };
  }
  return { ok: true, range: { from, to } };
}

/** From at the start of its day, To at the end of its day, as the service writes them. */
export function normaliseRange(range: CalendarRange): { startDate: string; endDate: string } {
  return { startDate: `${range.from} 00:00:00`, endDate: `${range.to} 23:59:59` };
}
