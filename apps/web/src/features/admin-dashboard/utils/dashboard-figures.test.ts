import type { AdminMetric } from '@paydesk/domain/admin-overview';
import { describe, expect, it } from 'vitest';
import {
  chartRowsOf,
  comparisonOf,
  dashboardQuery,
  isQuiet,
  metricTone,
  shareOf,
} from './dashboard-figures';

const metric = (over: Partial<AdminMetric>): AdminMetric => ({
  metric: 'gross-volume',
  unit: 'cents',
  total: 0,
  comparisonTotal: 0,
  change: 0,
  series: [],
  comparisonSeries: [],
  ...over,
});

describe('dashboard figures', () => {
  it('reads the comparison from the URL, the prior year unless asked otherwise', () => {
    expect(comparisonOf(new URLSearchParams(''))).toBe('prior-year');
    expect(comparisonOf(new URLSearchParams('compare=prior-period'))).toBe('prior-period');
    expect(comparisonOf(new URLSearchParams('compare=nonsense'))).toBe('prior-year');
    expect(
      dashboardQuery(
        { startDateTime: '2026-11-01 00:00:00', endDateTime: '2026-11-25 23:59:59' },
        'prior-period',
      ),
    ).toEqual({
      start_date: '2026-11-01 00:00:00',
      end_date: '2026-11-25 23:59:59',
      timezone: 'UTC',
      usePriorPeriod: 'true',
    });
  });

  it('lines the comparison up point by point, leaving a missing point empty', () => {
    const rows = chartRowsOf(
      metric({
        series: [
          { date: '2026-03-01', value: 5 },
          { date: '2026-03-02', value: 7 },
        ],
        comparisonSeries: [{ date: '2026-02-27', value: 3 }],
      }),
    );
    expect(rows).toEqual([
      { date: '2026-03-01', priorDate: '2026-02-27', current: 5, prior: 3 },
      { date: '2026-03-02', priorDate: null, current: 7, prior: null },
    ]);
  });

  it('colours a rise of disputes as worse and a rise of volume as better', () => {
    expect(metricTone('gross-volume', 12)).toBe('better');
    expect(metricTone('chargebacks', 12)).toBe('worse');
    expect(metricTone('retrievals', -3)).toBe('better');
    expect(metricTone('average', 0)).toBe('neutral');
  });

  it('is quiet only when every figure read zero', () => {
    expect(isQuiet([metric({}), metric({ metric: 'refunds', unit: 'count' })])).toBe(true);
    expect(isQuiet([metric({ total: 1 })])).toBe(false);
    expect(isQuiet([undefined])).toBe(false);
    expect(shareOf(250, 1000)).toBe(25);
    expect(shareOf(1, 0)).toBe(0);
  });
});
