import {
  EVIDENCE_COUNT_SINCE,
  MONEY_METRICS,
  type OverviewMetric,
  type OverviewResponse,
} from '@paydesk/domain/overview';
import type { RawQuery } from '../../db/client';
import { ValidationFailed } from '../../platform/errors';
import {
  type BucketSums,
  type Buckets,
  evidenceNeededSince,
  sumRollups,
  total,
} from './overview.repository';
import {
  bucketLabels,
  isTimeZone,
  secondAfter,
  wallClockMs,
  withTime,
  yearEarlier,
} from './wall-clock';

const THREE_MONTHS_DAYS = 92;

/** The rollup columns the tiles read. */
const TILE_COLUMNS = [
  'gross_volume_cents',
  'successful_count',
  'payout_volume_cents',
  'chargeback_volume_cents',
  'chargeback_count',
  'evidence_needed_count',
] as const;

function metricValue(
  metric: OverviewMetric,
  s: BucketSums<(typeof TILE_COLUMNS)[number]> | undefined,
): number {
  if (!s) return 0;
  switch (metric) {
    case 'gross-volume':
      return s.gross_volume_cents;
    case 'successful-transactions':
      return s.successful_count;
    case 'average-transaction':
      return s.successful_count === 0 ? 0 : Math.round(s.gross_volume_cents / s.successful_count);
    case 'payout-volume':
      return s.payout_volume_cents;
    case 'chargeback-volume':
      return s.chargeback_volume_cents;
    case 'chargeback-count':
      return s.chargeback_count;
    case 'evidence-chargeback-count':
      return s.evidence_needed_count;
  }
}

/** A period's days or months with the bucket bounds: the start, each later day or month, the end. */
function bucketsOf(start: string, end: string, granularity: 'day' | 'month') {
  const labels = bucketLabels(start, end, granularity);
  const later = labels
    .slice(1)
    .map((label) => (granularity === 'day' ? `${label} 00:00:00` : `${label}-01 00:00:00`));
  return { labels, bounds: [start, ...later, secondAfter(end)] } satisfies Buckets & {
    labels: string[];
  };
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
  if (Number.isNaN(wallClockMs(start)) || Number.isNaN(wallClockMs(end))) {
    throw new ValidationFailed({ start_date: ['Invalid date format'] });
  }
  if (start > end)
    throw new ValidationFailed({ start_date: ['The start must not be after the end'] });
  const days = (Date.parse(end.slice(0, 10)) - Date.parse(start.slice(0, 10))) / 86_400_000 + 1;
  const granularity = days > THREE_MONTHS_DAYS ? 'month' : 'day';
  const priorRange = { start: yearEarlier(start), end: yearEarlier(end) };
  if (priorRange.end >= start) {
    throw new ValidationFailed({ start_date: ['The range may span a year at most'] });
  }
  const periods = [
    bucketsOf(start, end, granularity),
    bucketsOf(priorRange.start, priorRange.end, granularity),
  ] as const;
  const sums = await sumRollups(query, {
    merchantId: input.merchantId,
    // Ascending: the year-earlier period ends before the range starts.
    periods: [periods[1], periods[0]],
    timezone: input.timezone,
    columns: TILE_COLUMNS,
  });
  const evidence =
    input.metric === 'evidence-chargeback-count'
      ? await evidenceNeededSince(query, {
          merchantId: input.merchantId,
          since: EVIDENCE_COUNT_SINCE,
          ends: [end, priorRange.end],
          timezone: input.timezone,
        })
      : undefined;
  const period = (i: 0 | 1) => {
    const buckets = sums[1 - i] ?? [];
    const series = periods[i].labels.map((date, at) => ({
      date,
      value: metricValue(input.metric, buckets[at]),
    }));
    const sum = evidence ? evidence[i] : metricValue(input.metric, total(TILE_COLUMNS, buckets));
    return { sum, series };
  };
  const [current, prior] = [period(0), period(1)];
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
