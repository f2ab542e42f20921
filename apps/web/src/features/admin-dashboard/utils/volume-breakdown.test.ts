import { describe, expect, it } from 'vitest';
import type { AdminOverviewAnswer } from '../api/get-admin-overview';
import type { CardVolumesAnswer } from '../api/get-card-volumes';
import { brandRows, typeRows } from './volume-breakdown';

const scope = {
  range: { start_date: '2026-11-01 00:00:00', end_date: '2026-11-03 23:59:59' },
  comparison: {
    start_date: '2025-11-01 00:00:00',
    end_date: '2025-11-03 23:59:59',
    basis: 'prior-year' as const,
  },
  timezone: 'UTC',
  currency: 'USD',
};

const metric = (name: string, total: number, change = 0) => ({
  metric: name as AdminOverviewAnswer['metrics'][number]['metric'],
  unit: 'cents' as const,
  total,
  comparisonTotal: 0,
  change,
  series: [],
  comparisonSeries: [],
});

describe('typeRows', () => {
  it('pairs each type’s volume and count, shares of the sales volume, refunds worse when up', () => {
    const rows = typeRows({
      ...scope,
      granularity: 'day',
      metrics: [
        metric('card-volume', 75_000),
        metric('card-sales', 3),
        metric('ach-volume', 25_000),
        metric('ach-sales', 1),
        metric('refund-volume', 1_234, 50),
        metric('refunds', 2),
      ],
    });
    expect(rows?.map((row) => [row.label, row.volume, row.count, row.share])).toEqual([
      ['Card sales', 75_000, 3, 75],
      ['ACH payments', 25_000, 1, 25],
      ['Refunds', 1_234, 2, 1.2],
      ['Chargebacks', 0, 0, 0],
      ['ACH returns', 0, 0, 0],
    ]);
    expect(rows?.[2]?.tone).toBe('worse');
    expect(typeRows(undefined)).toBeUndefined();
  });
});

describe('brandRows', () => {
  it('names ACH payments, keeps the answer’s order and shares', () => {
    const answer: CardVolumesAnswer = {
      ...scope,
      data: [
        {
          cardBrand: 'ACH',
          count: 2,
          volume: 9_000,
          comparisonCount: 1,
          comparisonVolume: 12_000,
          change: -25,
          share: 90,
        },
        {
          cardBrand: 'Visa',
          count: 1,
          volume: 1_000,
          comparisonCount: 0,
          comparisonVolume: 0,
          change: 100,
          share: 10,
        },
      ],
      total: {
        count: 3,
        volume: 10_000,
        comparisonCount: 1,
        comparisonVolume: 12_000,
        change: -16.7,
      },
    };
    expect(brandRows(answer)?.map((row) => [row.label, row.share, row.tone])).toEqual([
      ['ACH payments', 90, 'worse'],
      ['Visa', 10, 'better'],
    ]);
  });
});
