import { describe, expect, it } from 'vitest';
import { formatAxisDate, formatLegendDate, formatPointDate, formatShortDate } from './dates';

describe('dates', () => {
  it('reads MMMM Do, YYYY in legends', () => {
    expect(formatLegendDate('2026-11-01')).toBe('November 1st, 2026');
    expect(formatLegendDate('2026-11-22')).toBe('November 22nd, 2026');
    expect(formatLegendDate('2026-11-13')).toBe('November 13th, 2026');
  });

  it('labels months and days of a series', () => {
    expect(formatPointDate('2026-03')).toBe('March 2026');
    expect(formatPointDate('2026-03-03')).toBe('March 3rd, 2026');
    expect(formatAxisDate('2026-03')).toBe('03/26');
    expect(formatAxisDate('2026-03-05')).toBe('Mar 5');
  });

  it('shortens dates for details lists, and leaves non-dates alone', () => {
    expect(formatShortDate('2024-11-24')).toBe('Nov 24, 2024');
    expect(formatShortDate('soon')).toBe('soon');
  });
});
