import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addDays,
  addMonths,
  DATE_PRESET_LABELS,
  DATE_PRESETS,
  type DatePreset,
  isIsoDate,
  isTimeZone,
  presetDates,
  presetForRange,
  presetRange,
  priorYearRange,
  REPORT_DATE_PRESETS,
  rangeLabel,
  timeZoneOffsetMs,
  todayIn,
  zonedRange,
  zonedTimeToInstant,
} from './date-presets';

const NY = 'America/New_York';

describe('calendar arithmetic', () => {
  it('adds days across month and year ends and leap days', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('adds months, clamping to the end of a shorter month', () => {
    expect(addMonths('2026-05-31', -3)).toBe('2026-02-28');
    expect(addMonths('2028-05-31', -3)).toBe('2028-02-29');
    expect(addMonths('2026-02-15', -6)).toBe('2025-08-15');
    expect(addMonths('2026-01-10', -1)).toBe('2025-12-10');
    expect(addMonths('2025-12-10', 1)).toBe('2026-01-10');
  });

  it('knows a real ISO date', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('2026-1-01')).toBe(false);
    expect(isIsoDate(20260101)).toBe(false);
  });
});

describe('time zones', () => {
  it('finds today in the zone, not in UTC', () => {
    const now = new Date('2026-03-01T03:30:00Z');
    expect(todayIn('UTC', now)).toBe('2026-03-01');
    expect(todayIn(NY, now)).toBe('2026-02-28');
    expect(todayIn('Asia/Tokyo', new Date('2026-12-31T15:30:00Z'))).toBe('2027-01-01');
  });

  it('knows the offset on both sides of a DST change', () => {
    expect(timeZoneOffsetMs(new Date('2026-01-15T12:00:00Z'), NY)).toBe(-5 * 3_600_000);
    expect(timeZoneOffsetMs(new Date('2026-07-15T12:00:00Z'), NY)).toBe(-4 * 3_600_000);
    expect(timeZoneOffsetMs(new Date('2026-07-15T12:00:00Z'), 'Asia/Kolkata')).toBe(
      5.5 * 3_600_000,
    );
  });

  it('turns wall-clock times into instants around DST changes', () => {
    const at = (iso: string, hour: number, minute = 0) =>
      zonedTimeToInstant(iso, { hour, minute, second: 0 }, NY).toISOString();
    // Spring forward on 2026-03-08 at 02:00 EST.
    expect(at('2026-03-08', 1, 59)).toBe('2026-03-08T06:59:00.000Z');
    expect(at('2026-03-08', 3)).toBe('2026-03-08T07:00:00.000Z');
    expect(at('2026-03-08', 2, 30)).toBe('2026-03-08T07:30:00.000Z'); // skipped: 03:30 EDT
    // Fall back on 2026-11-01 at 02:00 EDT: 01:30 happens twice; the first is EDT.
    expect(at('2026-11-01', 1, 30)).toBe('2026-11-01T05:30:00.000Z');
    expect(at('2026-11-01', 3)).toBe('2026-11-01T08:00:00.000Z');
  });

  it('recognises IANA zones', () => {
    expect(isTimeZone('Europe/London')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});

describe('presetDates', () => {
  const today = '2026-05-17';
  const expected: Record<Exclude<DatePreset, 'custom'>, [string, string]> = {
    'current-day': ['2026-05-17', '2026-05-17'],
    'prior-day': ['2026-05-16', '2026-05-16'],
    'last-7-days': ['2026-05-11', '2026-05-17'],
    'month-to-date': ['2026-05-01', '2026-05-17'],
    'prior-month': ['2026-04-01', '2026-04-30'],
    'last-3-months': ['2026-02-17', '2026-05-17'],
    'last-6-months': ['2025-11-17', '2026-05-17'],
    'year-to-date': ['2026-01-01', '2026-05-17'],
  };

  it('gives every preset, each ending today except Prior Day and Prior Month', () => {
    for (const [preset, [from, to]] of Object.entries(expected)) {
      expect(presetDates(preset as DatePreset, today), preset).toEqual({ from, to });
    }
    expect(presetDates('custom', today)).toBeNull();
    expect(DATE_PRESETS.map((preset) => DATE_PRESET_LABELS[preset])).toEqual([
      'Current Day',
      'Prior Day',
      'Last 7 Days',
      'Month-To-Date',
      'Prior Month',
      'Last 3 Months',
      'Last 6 Months',
      'Year-To-Date',
      'Custom Date Range',
    ]);
  });

  it('crosses month and year ends', () => {
    expect(presetDates('prior-day', '2026-03-01')).toEqual({
      from: '2026-02-28',
      to: '2026-02-28',
    });
    expect(presetDates('prior-day', '2026-01-01')).toEqual({
      from: '2025-12-31',
      to: '2025-12-31',
    });
    expect(presetDates('last-7-days', '2026-01-03')).toEqual({
      from: '2025-12-28',
      to: '2026-01-03',
    });
    expect(presetDates('prior-month', '2026-01-15')).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    });
    expect(presetDates('prior-month', '2028-03-31')).toEqual({
      from: '2028-02-01',
      to: '2028-02-29',
    });
    expect(presetDates('last-3-months', '2026-05-31')).toEqual({
      from: '2026-02-28',
      to: '2026-05-31',
    });
    expect(presetDates('year-to-date', '2026-01-01')).toEqual({
      from: '2026-01-01',
      to: '2026-01-01',
    });
  });
});

describe('presetRange with a fixed clock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('defaults to the clock: Month-To-Date ends at the end of today in the zone', () => {
    vi.setSystemTime(new Date('2026-06-01T02:00:00Z')); // still May 31 in New York
    const range = presetRange('month-to-date', NY);
    expect(range).toMatchObject({
      from: '2026-05-01',
      to: '2026-05-31',
      startDateTime: '2026-05-01 00:00:00',
      endDateTime: '2026-05-31 23:59:59',
    });
    expect(range?.start.toISOString()).toBe('2026-05-01T04:00:00.000Z');
    expect(range?.end.toISOString()).toBe('2026-06-01T03:59:59.999Z');
    expect(presetRange('month-to-date', 'UTC')?.from).toBe('2026-06-01');
  });

  it('crosses a year end in the zone', () => {
    vi.setSystemTime(new Date('2027-01-01T03:00:00Z')); // Dec 31 evening in New York
    expect(presetRange('year-to-date', NY)).toMatchObject({ from: '2026-01-01', to: '2026-12-31' });
    expect(presetRange('prior-month', NY)).toMatchObject({ from: '2026-11-01', to: '2026-11-30' });
    expect(presetRange('year-to-date', 'Asia/Tokyo')).toMatchObject({
      from: '2027-01-01',
      to: '2027-01-01',
    });
  });

  it('spans a short day on a DST change', () => {
    vi.setSystemTime(new Date('2026-03-08T15:00:00Z'));
    const day = presetRange('current-day', NY);
    expect(day?.start.toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(day?.end.toISOString()).toBe('2026-03-09T03:59:59.999Z');
    expect((day?.end.getTime() ?? 0) + 1 - (day?.start.getTime() ?? 0)).toBe(23 * 3_600_000);
    const week = presetRange('last-7-days', NY);
    expect(week?.start.toISOString()).toBe('2026-03-02T05:00:00.000Z');
  });

  it('spans a long day on a DST change', () => {
    vi.setSystemTime(new Date('2026-11-02T12:00:00Z'));
    const day = presetRange('prior-day', NY);
    expect(day).toMatchObject({ from: '2026-11-01', to: '2026-11-01' });
    expect((day?.end.getTime() ?? 0) + 1 - (day?.start.getTime() ?? 0)).toBe(25 * 3_600_000);
  });

  it('has no range of its own for Custom', () => {
    expect(presetRange('custom', NY)).toBeNull();
  });
});

describe('labels', () => {
  const today = '2026-05-17';

  it('derives the label from the start date, else Custom', () => {
    expect(rangeLabel({ from: '2026-05-01', to: today }, today)).toBe('Month-To-Date');
    expect(rangeLabel({ from: '2026-05-11', to: today }, today)).toBe('Last 7 Days');
    expect(rangeLabel({ from: '2026-01-01', to: today }, today)).toBe('Year-To-Date');
    expect(rangeLabel({ from: '2026-05-12', to: today }, today)).toBe('Custom');
    expect(rangeLabel({ from: '2026-05-01', to: '2026-05-16' }, today)).toBe('Custom');
    expect(rangeLabel({ from: '2026-04-01', to: '2026-04-30' }, today)).toBe('Prior Month');
    expect(rangeLabel({ from: '2026-05-16', to: '2026-05-16' }, today)).toBe('Prior Day');
  });

  it('offers Prior Month on the dashboard only', () => {
    const range = { from: '2026-04-01', to: '2026-04-30' };
    expect(presetForRange(range, today, REPORT_DATE_PRESETS)).toBe('custom');
    expect(REPORT_DATE_PRESETS).not.toContain('prior-month');
  });

  it('prefers the first matching preset when two coincide', () => {
    expect(presetForRange({ from: '2026-05-01', to: '2026-05-01' }, '2026-05-01')).toBe(
      'current-day',
    );
  });
});

describe('zonedRange and priorYearRange', () => {
  it('normalises the first day to its start and the last to its end', () => {
    const range = zonedRange({ from: '2026-01-01', to: '2026-01-31' }, 'Europe/London');
    expect(range.start.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(range.end.toISOString()).toBe('2026-01-31T23:59:59.999Z');
  });

  it('moves a range a year back, leap day included', () => {
    expect(priorYearRange({ from: '2028-02-29', to: '2028-03-31' })).toEqual({
      from: '2027-02-28',
      to: '2027-03-31',
    });
  });
});
