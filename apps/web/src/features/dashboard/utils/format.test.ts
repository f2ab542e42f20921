import { describe, expect, it } from 'vitest';
import {
  formatAxisDate,
  formatCompactUsd,
  formatCount,
  formatLegendDate,
  formatPointDate,
  formatRate,
  formatUsd,
} from './format';

describe('money', () => {
  it('is compact US dollars with up to 2 decimals on charts', () => {
    expect(formatCompactUsd(1_234_500)).toBe('$12.35K');
    expect(formatCompactUsd(123_456_789)).toBe('$1.23M');
    expect(formatCompactUsd(52_345)).toBe('$523.45');
    expect(formatCompactUsd(100_000)).toBe('$1K');
    expect(formatCompactUsd(0)).toBe('$0');
  });

  it('is exact elsewhere', () => {
    expect(formatUsd(123_456)).toBe('$1,234.56');
    expect(formatUsd(5)).toBe('$0.05');
    expect(formatCount(1_234_567)).toBe('1,234,567');
    expect(formatRate(290, 30)).toBe('2.9% + $0.30');
  });
});

describe('dates', () => {
  it('reads MMMM Do, YYYY in legends', () => {
    expect(formatLegendDate('2026-11-01')).toBe('November 1st, 2026');
    expect(formatLegendDate('2026-11-22')).toBe('November 22nd, 2026');
    expect(formatLegendDate('2026-11-13')).toBe('November 13th, 2026');
    expect(formatPointDate('2026-03')).toBe('March 2026');
    expect(formatAxisDate('2026-03')).toBe('03/26');
    expect(formatAxisDate('2026-03-05')).toBe('Mar 5');
  });
});
