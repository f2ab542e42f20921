import { describe, expect, it } from 'vitest';
import {
  changeTone,
  formatPercentChange,
  metricChangeTone,
  percentChange,
  roundToOneDecimal,
} from './percent-change';

describe('percentChange', () => {
  it('is the change against the previous value, rounded to one decimal', () => {
    expect(percentChange(110, 100)).toBe(10);
    expect(percentChange(90, 100)).toBe(-10);
    expect(percentChange(1, 3)).toBe(-66.7);
    expect(percentChange(2, 3)).toBe(-33.3);
    expect(percentChange(1_234_567, 1_000_000)).toBe(23.5);
    expect(percentChange(100_001, 100_000)).toBe(0);
  });

  it('gives +100 for a zero previous value and -100 for a zero current value', () => {
    expect(percentChange(5, 0)).toBe(100);
    expect(percentChange(1_000_000, 0)).toBe(100);
    expect(percentChange(0, 5)).toBe(-100);
    expect(percentChange(0, 0)).toBe(0);
  });

  it('rounds halves away from zero on both sides and never answers -0', () => {
    expect(roundToOneDecimal(2.25)).toBe(2.3);
    expect(roundToOneDecimal(-2.25)).toBe(-2.3);
    expect(Object.is(roundToOneDecimal(-0.04), 0)).toBe(true);
    expect(Object.is(percentChange(99_999, 100_000), 0)).toBe(true);
  });
});

describe('changeTone', () => {
  it('treats a rise as better, and a fall as worse', () => {
    expect(changeTone(12.5, false)).toBe('better');
    expect(changeTone(-3, false)).toBe('worse');
    expect(changeTone(0, false)).toBe('neutral');
  });

  it('treats dispute metrics as better when lower', () => {
    expect(metricChangeTone('chargeback-count', -20)).toBe('better');
    expect(metricChangeTone('chargeback-volume', 20)).toBe('worse');
    expect(metricChangeTone('evidence-chargeback-count', 100)).toBe('worse');
    expect(metricChangeTone('gross-volume', 100)).toBe('better');
    expect(metricChangeTone('payout-volume', -100)).toBe('worse');
    expect(metricChangeTone('chargeback-count', 0)).toBe('neutral');
  });
});

describe('formatPercentChange', () => {
  it('shows the sign and at most one decimal', () => {
    expect(formatPercentChange(12.3)).toBe('+12.3%');
    expect(formatPercentChange(-4)).toBe('-4%');
    expect(formatPercentChange(0)).toBe('0%');
    expect(formatPercentChange(1234.5)).toBe('+1,234.5%');
  });
});
