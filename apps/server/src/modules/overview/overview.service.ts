import {
  EVIDENCE_COUNT_SINCE,
  MONEY_METRICS,
  type OverviewMetric,
  type OverviewPoint,
  type OverviewResponse,
} from '@paydesk/domain/overview';
import type { RawQuery } from '../../db/client';
import { ValidationFailed } from '../../platform/errors';
import {
  type BucketSums,
  evidenceNeededSince,
  type Range,
  sumRollups,
} from './overview.repository';

const THREE_MONTHS_DAYS = 92;

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** 'YYYY-MM-DD[ HH:mm:ss]' → the same wall-clock time, always with seconds. */
export const withTime = (value: string, fallback: string) =>
  value.length === 10 ? `${value} ${fallback}` : value;

/** The same wall-clock moment a year earlier (Feb 29 becomes Feb 28). */
export function yearEarlier(value: string): string {
  const year = Number(value.slice(0, 4)) - 1;
  let rest = value.slice(4);
  if (rest.startsWith('-02-29')) rest = `-02-28${rest.slice(6)}`;
  return `${year}${rest}`;
}

/** Every day or month label from start to end (local dates), so empty buckets read 0. */
export function bucketLabels(start: string, end: string, granularity: 'day' | 'month'): string[] {
  const labels: string[] = [];
  const cursor = new Date(`${start.slice(0, 10)}T00:00:00Z`);
  const last = new Date(`${end.slice(0, 10)}T00:00:00Z`);
  if (granularity === 'month') cursor.setUTCDate(1);
  while (cursor <= last) {
    labels.push(cursor.toISOString().slice(0, granularity === 'day' ? 10 : 7));
    if (granularity === 'day') cursor.setUTCDate(cursor.getUTCDate() + 1);
    else cursor.setUTCMonth(cursor.getUTCMonth() + 1);
  }
  return labels;
}

function metricValue(metric: OverviewMetric, s: Omit<BucketSums, 'bucket'>): number {
  switch (metric) {
    case 'gross-volume':
      return s.gross;
    case 'successful-transactions':
      return s.successful;
    case 'average-transaction':
      return s.successful === 0 ? 0 : Math.round(s.gross / s.successful);
    case 'payout-volume':
      return s.payouts;
    case 'chargeback-volume':
      return s.chargebackVolume;
    case 'chargeback-count':
      return s.chargebackCount;
    case 'evidence-chargeback-count':
      return s.evidenceNeeded;
  }
}

const ZERO = {
  gross: 0,
  successful: 0,
  payouts: 0,
  chargebackVolume: 0,
  chargebackCount: 0,
  evidenceNeeded: 0,
};

function total(buckets: BucketSums[]): Omit<BucketSums, 'bucket'> {
  return buckets.reduce(
    (sum, b) => ({
      gross: sum.gross + b.gross,
      successful: sum.successful + b.successful,
      payouts: sum.payouts + b.payouts,
      chargebackVolume: sum.chargebackVolume + b.chargebackVolume,
      chargebackCount: sum.chargebackCount + b.chargebackCount,
      evidenceNeeded: sum.evidenceNeeded + b.evidenceNeeded,
    }),
    ZERO,
  );
}

async function period(
  query: RawQuery,
  metric: OverviewMetric,
  input: { merchantId: number; timezone: string; granularity: 'day' | 'month' } & Range,
  buckets: BucketSums[],
): Promise<{ sum: number; series: OverviewPoint[] }> {
  const byLabel = new Map(buckets.map((b) => [b.bucket, b]));
  const series = bucketLabels(input.start, input.end, input.granularity).map((date) => ({
    date,
    value: metricValue(metric, byLabel.get(date) ?? ZERO),
  }));
  const sum =
    metric === 'evidence-chargeback-count'
      ? await evidenceNeededSince(query, { ...input, since: EVIDENCE_COUNT_SINCE })
      : metricValue(metric, total(buckets));
  return { sum, series };
}

/**
 * One dashboard tile: the range's total and its daily (or, over three months, monthly)
 * series, with the same range a year earlier. Read from the hourly rollups.
 */
export async function overview(
  query: RawQuery,
  input: {
    merchantId: number;
    metric: OverviewMetric;
    startDate: string;
    endDate: string;
    timezone: string;
  },
): Promise<OverviewResponse> {
  if (!isTimeZone(input.timezone)) throw new ValidationFailed({ timezone: ['Unknown time zone'] });
  const start = withTime(input.startDate, '00:00:00');
  const end = withTime(input.endDate, '23:59:59');
  if (
    Number.isNaN(Date.parse(start.replace(' ', 'T'))) ||
    Number.isNaN(Date.parse(end.replace(' ', 'T')))
  ) {
    throw new ValidationFailed({ start_date: ['Invalid date format'] });
  }
  if (start > end)
    throw new ValidationFailed({ start_date: ['The start must not be after the end'] });
  const days = (Date.parse(end.slice(0, 10)) - Date.parse(start.slice(0, 10))) / 86_400_000 + 1;
  const granularity = days > THREE_MONTHS_DAYS ? 'month' : 'day';
  const base = { merchantId: input.merchantId, timezone: input.timezone, granularity } as const;
  const priorRange = { start: yearEarlier(start), end: yearEarlier(end) };
  if (priorRange.end >= start) {
    throw new ValidationFailed({ start_date: ['The range may span a year at most'] });
  }
  const [now, before] = await sumRollups(query, { ...base, ranges: [{ start, end }, priorRange] });
  const current = await period(query, input.metric, { ...base, start, end }, now);
  const prior = await period(query, input.metric, { ...base, ...priorRange }, before);
  const values = current.series.map((p) => p.value);
  return {
    metric: input.metric,
    unit: MONEY_METRICS.includes(input.metric) ? 'cents' : 'count',
    granularity,
    summedData: { data: [current.sum], data2: [prior.sum] },
    segmentedData: { data: current.series, data2: prior.series },
    bounds: {
      min: values.length ? Math.min(...values) : 0,
      max: values.length ? Math.max(...values) : 0,
    },
  };
}
