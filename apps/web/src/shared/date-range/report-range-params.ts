import { checkCustomRange } from '@paydesk/domain/date-picker-rules';
import {
  type CalendarRange,
  DATE_PRESET_LABELS,
  type DatePreset,
  DEFAULT_DATE_PRESET,
  type IsoDate,
  isDatePreset,
  isTimeZone,
  presetDates,
  presetForRange,
  rangeLabel,
} from '@paydesk/domain/date-presets';

/**
 * The report date range in the URL, so a copied link shows the same view: `?range=<preset>`
 * for a preset (relative to the day the link is opened), `?from=YYYY-MM-DD&to=YYYY-MM-DD` for
 * a custom range; neither means the default, Month-To-Date.
 */
export const RANGE_PARAMS = { preset: 'range', from: 'from', to: 'to' } as const;

export interface RangeOptions {
  /** Reports compared with the year before span a year at most. */
  withinOneYear?: boolean;
}

export interface ReportRange {
  /** The preset chosen, or the one a custom range turns out to be; 'custom' otherwise. */
  preset: DatePreset;
  range: CalendarRange;
  /** What the quick-dates selector reads: a preset's name, or 'Custom'. */
  label: string;
}

/** Reads the range of the URL; anything unusable falls back to the default preset. */
export function readReportRange(
  params: URLSearchParams,
  today: IsoDate,
  allowed: readonly DatePreset[],
  options: RangeOptions = {},
): ReportRange {
  const from = params.get(RANGE_PARAMS.from);
  const to = params.get(RANGE_PARAMS.to);
  if (from || to) {
    const check = checkCustomRange(from, to, today, options);
    if (check.ok) {
      return {
        preset: presetForRange(check.range, today, allowed),
        range: check.range,
        label: rangeLabel(check.range, today, allowed),
      };
    }
  }
  const asked = params.get(RANGE_PARAMS.preset);
  const preset =
    isDatePreset(asked) && asked !== 'custom' && allowed.includes(asked)
      ? asked
      : DEFAULT_DATE_PRESET;
  const range = presetDates(preset, today) ?? { from: today, to: today };
  return { preset, range, label: DATE_PRESET_LABELS[preset] };
}

function without(params: URLSearchParams, ...keys: string[]): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of keys) next.delete(key);
  return next;
}

/** The URL after choosing a preset (the default preset leaves the URL clean). */
export function withPreset(params: URLSearchParams, preset: DatePreset): URLSearchParams {
  const next = without(params, RANGE_PARAMS.preset, RANGE_PARAMS.from, RANGE_PARAMS.to);
  if (preset !== DEFAULT_DATE_PRESET && preset !== 'custom') next.set(RANGE_PARAMS.preset, preset);
  return next;
}

/** The URL after applying a custom range. */
export function withCustomRange(params: URLSearchParams, range: CalendarRange): URLSearchParams {
  const next = without(params, RANGE_PARAMS.preset);
  next.set(RANGE_PARAMS.from, range.from);
  next.set(RANGE_PARAMS.to, range.to);
  return next;
}

/** Only the range's own parameters: what another report's link carries along. */
export function rangeSearchParams(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams();
  for (const key of Object.values(RANGE_PARAMS)) {
    const value = params.get(key);
    if (value) next.set(key, value);
  }
  return next;
}

/** This browser's IANA time zone ('UTC' if it has none). */
export function browserTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return isTimeZone(zone) ? zone : 'UTC';
}
