import type { OverviewResponse } from '@paydesk/domain/overview';
import { type OverviewMetric, summedNumber } from '@paydesk/domain/overview-metrics';
import { percentChange } from '@paydesk/domain/percent-change';
import type { ChartRow } from '../../../shared/charts/chart-row';

/** The seven tiles, in the order the dashboard shows them. */
export const DASHBOARD_TILES: readonly { metric: OverviewMetric; title: string; hint: string }[] = [
  {
    metric: 'gross-volume',
    title: 'Gross volume',
    hint: 'Approved card and ACH sales, before refunds and fees',
  },
  {
    metric: 'successful-transactions',
    title: 'Successful transactions',
    hint: 'Approved sales',
  },
  {
    metric: 'average-transaction',
    title: 'Average transaction',
    hint: 'Average customer spend per approved sale',
  },
  { metric: 'payout-volume', title: 'Payouts', hint: 'Deposited to your bank account' },
  {
    metric: 'chargeback-volume',
    title: 'Dispute volume',
    hint: 'Amount of chargebacks received',
  },
  { metric: 'chargeback-count', title: 'Disputes', hint: 'Chargebacks received' },
  {
    metric: 'evidence-chargeback-count',
    title: 'Evidence needed',
    hint: 'Open chargebacks waiting for your evidence, counted since 2017-01-01',
  },
];

/** Current and prior-year series side by side, point by point (the year-earlier range may be a day shorter). */
export function chartRows(response: OverviewResponse): ChartRow[] {
  const { data, data2 } = response.segmentedData;
  return data.map((point, index) => {
    const prior = data2[index];
    return {
      date: point.date,
      priorDate: prior?.date ?? null,
      current: point.value,
      prior: prior?.value ?? null,
    };
  });
}

export interface TileFigures {
  value: number;
  previous: number;
  change: number;
}

/** The range's total, the year-earlier total and the change in percent. */
export function tileFigures(response: OverviewResponse): TileFigures {
  const value = summedNumber(response.summedData.data[0]);
  const previous = summedNumber(response.summedData.data2[0]);
  return { value, previous, change: percentChange(value, previous) };
}

/** Metrics whose zero means nothing happened in the range (evidence is counted since 2017). */
const ACTIVITY_METRICS: readonly OverviewMetric[] = [
  'gross-volume',
  'successful-transactions',
  'payout-volume',
  'chargeback-count',
];

/** No sales, payouts or disputes in the range: every activity tile answered zero. */
export function isQuietRange(responses: Partial<Record<OverviewMetric, OverviewResponse>>) {
  return ACTIVITY_METRICS.every((metric) => {
    const response = responses[metric];
    return response !== undefined && summedNumber(response.summedData.data[0]) === 0;
  });
}

/** Chargebacks per successful transaction in the range, in percent (null when none sold). */
export function chargebackRatio(chargebacks: number, successful: number): number | null {
  if (successful <= 0) return null;
  return (chargebacks / successful) * 100;
}
