import { describe, expect, it } from 'vitest';
import { rollupReads } from './report-scope';

const at = (day: string) => `${day}T00:00:00.000Z`;
const monthly = (from: string, to: string, sign = 1) => ({
  table: 'merchant_monthly_rollups',
  from: at(from),
  to: at(to),
  sign,
});
const daily = (from: string, to: string, sign = 1) => ({
  table: 'merchant_daily_rollups',
  from: at(from),
  to: at(to),
  sign,
});

describe('rollupReads', () => {
  it('reads a month to date as its monthly row less the days still to come', () => {
    expect(rollupReads({ start: '2026-12-01', end: '2026-12-07', today: '2026-12-07' })).toEqual([
      monthly('2026-12-01', '2027-01-01'),
      daily('2026-12-08', '2027-01-01', -1),
    ]);
  });

  it('reads the days themselves where they are fewer rows', () => {
    expect(rollupReads({ start: '2026-12-01', end: '2026-12-01', today: '2026-12-01' })).toEqual([
      daily('2026-12-01', '2026-12-02'),
    ]);
    expect(rollupReads({ start: '2026-11-10', end: '2026-11-14', today: '2026-12-07' })).toEqual([
      daily('2026-11-10', '2026-11-15'),
    ]);
  });

  it('reads a month cut by most of its days in the past as its row less the other days', () => {
    expect(rollupReads({ start: '2026-11-03', end: '2026-11-30', today: '2026-12-07' })).toEqual([
      monthly('2026-11-01', '2026-12-01'),
      daily('2026-11-01', '2026-11-03', -1),
    ]);
  });

  it('joins whole months and a month to date into one monthly read', () => {
    expect(rollupReads({ start: '2025-09-01', end: '2026-12-07', today: '2026-12-07' })).toEqual([
      monthly('2025-09-01', '2027-01-01'),
      daily('2026-12-08', '2027-01-01', -1),
    ]);
  });

  it('counts every day as holding rows without a today', () => {
    expect(rollupReads({ start: '2026-10-20', end: '2026-12-07' })).toEqual([
      monthly('2026-11-01', '2026-12-01'),
      daily('2026-10-20', '2026-11-01'),
      daily('2026-12-01', '2026-12-08'),
    ]);
  });

  it('reads nothing for an empty range', () => {
    expect(rollupReads({ start: '2026-12-07', end: '2026-12-06', today: '2026-12-07' })).toEqual(
      [],
    );
  });
});
