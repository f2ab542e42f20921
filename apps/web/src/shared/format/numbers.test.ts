import { formatCompactMoney, formatMoney } from '@paydesk/domain/money';
import { describe, expect, it } from 'vitest';
import { formatCount, formatRate } from './numbers';

describe('money (through @paydesk/domain/money)', () => {
  it('is compact dollars with up to 2 decimals on charts', () => {
    expect(formatCompactMoney(1_234_500)).toBe('$12.35K');
    expect(formatCompactMoney(123_456_789)).toBe('$1.23M');
    expect(formatCompactMoney(52_345)).toBe('$523.45');
    expect(formatCompactMoney(100_000)).toBe('$1K');
    expect(formatCompactMoney(0)).toBe('$0');
  });

  it('is exact to the cent elsewhere, in the account currency', () => {
    expect(formatMoney(123_456)).toBe('$1,234.56');
    expect(formatMoney(5)).toBe('$0.05');
    expect(formatMoney(123_456, 'CAD')).toBe('CA$1,234.56');
  });
});

describe('numbers', () => {
  it('separates thousands in counts', () => {
    expect(formatCount(1_234_567)).toBe('1,234,567');
    expect(formatCount(0)).toBe('0');
  });

  it('writes pricing as percent plus a fixed amount', () => {
    expect(formatRate(290, 30)).toBe('2.9% + $0.30');
    expect(formatRate(8, 35)).toBe('0.08% + $0.35');
    expect(formatRate(300, 34, 'GBP')).toBe('3% + £0.34');
  });
});
