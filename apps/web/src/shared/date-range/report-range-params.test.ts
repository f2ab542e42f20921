import { DASHBOARD_DATE_PRESETS, REPORT_DATE_PRESETS } from '@paydesk/domain/date-presets';
import { describe, expect, it } from 'vitest';
import {
  rangeSearchParams,
  readReportRange,
  withCustomRange,
  withPreset,
} from './report-range-params';

const today = '2026-05-17';
const read = (search: string, allowed = DASHBOARD_DATE_PRESETS) =>
  readReportRange(new URLSearchParams(search), today, allowed);

describe('readReportRange', () => {
  it('defaults to Month-To-Date', () => {
    expect(read('')).toEqual({
      preset: 'month-to-date',
      range: { from: '2026-05-01', to: today },
      label: 'Month-To-Date',
    });
  });

  it('reads a preset relative to today', () => {
    expect(read('range=last-7-days')).toEqual({
      preset: 'last-7-days',
      range: { from: '2026-05-11', to: today },
      label: 'Last 7 Days',
    });
    expect(read('range=prior-month').range).toEqual({ from: '2026-04-01', to: '2026-04-30' });
  });

  it('offers Prior Month on the dashboard only', () => {
    expect(read('range=prior-month', REPORT_DATE_PRESETS).preset).toBe('month-to-date');
    expect(read('from=2026-04-01&to=2026-04-30', REPORT_DATE_PRESETS).label).toBe('Custom');
  });

  it('reads a custom range and labels it from its start date', () => {
    expect(read('from=2026-05-03&to=2026-05-09')).toEqual({
      preset: 'custom',
      range: { from: '2026-05-03', to: '2026-05-09' },
      label: 'Custom',
    });
    expect(read('from=2026-01-01&to=2026-05-17').label).toBe('Year-To-Date');
  });

  it('keeps a compared report within a year', () => {
    const search = new URLSearchParams('from=2025-05-01&to=2026-05-17');
    expect(readReportRange(search, today, DASHBOARD_DATE_PRESETS).preset).toBe('custom');
    expect(
      readReportRange(search, today, DASHBOARD_DATE_PRESETS, { withinOneYear: true }).preset,
    ).toBe('month-to-date');
  });

  it('falls back to the default for a future, reversed or broken range', () => {
    for (const search of [
      'from=2026-05-01&to=2026-06-01',
      'from=2026-05-09&to=2026-05-01',
      'from=2026-02-30&to=2026-03-01',
      'from=2026-05-01',
      'range=custom',
      'range=everything',
    ]) {
      expect(read(search).preset, search).toBe('month-to-date');
    }
  });
});

describe('writing the URL', () => {
  const current = new URLSearchParams('tab=x&from=2026-05-03&to=2026-05-09');

  it('replaces a custom range by a preset, and leaves the default out', () => {
    expect(withPreset(current, 'last-3-months').toString()).toBe('tab=x&range=last-3-months');
    expect(withPreset(current, 'month-to-date').toString()).toBe('tab=x');
  });

  it('replaces a preset by a custom range', () => {
    const next = withCustomRange(new URLSearchParams('range=prior-day'), {
      from: '2026-05-01',
      to: '2026-05-02',
    });
    expect(next.toString()).toBe('from=2026-05-01&to=2026-05-02');
  });

  it('carries only the range to another report', () => {
    expect(rangeSearchParams(current).toString()).toBe('from=2026-05-03&to=2026-05-09');
  });
});
