import { describe, expect, it } from 'vitest';
import {
  INTERVAL_OPTIONS,
  intervalLabel,
  readIntervalChoice,
  scheduleLabel,
} from './interval-label';

describe('intervalLabel', () => {
  it('says one interval without a count', () => {
    expect(intervalLabel('month')).toBe('Every month');
    expect(intervalLabel('month', 1)).toBe('Every month');
    expect(intervalLabel('year', 1)).toBe('Every year');
  });

  it('says several with the count and a plural', () => {
    expect(intervalLabel('week', 2)).toBe('Every 2 weeks');
    expect(intervalLabel('month', 3)).toBe('Every 3 months');
    expect(intervalLabel('day', 10)).toBe('Every 10 days');
  });

  it('adds the instalments of a payment plan', () => {
    expect(scheduleLabel('month', 1, null)).toBe('Every month');
    expect(scheduleLabel('month', 1, 12)).toBe('Every month · 12 instalments');
  });
});

describe('interval choices', () => {
  it('reads a choice back as interval and count', () => {
    expect(readIntervalChoice('week-2')).toEqual({ interval: 'week', count: 2 });
    expect(readIntervalChoice('month-1')).toEqual({ interval: 'month', count: 1 });
    expect(readIntervalChoice('fortnight')).toBeUndefined();
  });

  it('labels every choice', () => {
    expect(INTERVAL_OPTIONS.map((option) => option.label)).toContain('Every 2 weeks');
    expect(new Set(INTERVAL_OPTIONS.map((option) => option.value)).size).toBe(
      INTERVAL_OPTIONS.length,
    );
  });
});
