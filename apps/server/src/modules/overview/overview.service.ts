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
  type RollupColumn,
  sumRollups,
} from './overview.repository';

const THREE_MONTHS_DAYS = 92;

const knownZones = new Set<string>();

/** Whether `zone` is an IANA time zone (answers are remembered: the check builds a formatter). */
export function isTimeZone(zone: string): boolean {
  if (knownZones.has(zone)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
  } catch {
    return false;
  }
  if (knownZones.size < 1000) knownZones.add(zone);
  return true;
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

/** The sums of several buckets, column by column (empty buckets count as zero). */
export function total<C extends RollupColumn>(
  columns: readonly C[],
  buckets: (BucketSums<C> | undefined)[],
): BucketSums<C> {
  const sum = Object.fromEntries(columns.map((c) => [c, 0])) as BucketSums<C>;
  for (const bucket of buckets) {
    if (!bucket) continue;
    for (const c of columns) sum[c] += bucket[c];
  }
  return sum;
}

/** The wall-clock time one second after `value` ('YYYY-MM-DD HH:mm:ss'). */
export function secondAfter(value: string): string {
  const next = new Date(Date.parse(`${value.replace(' ', 'T')}Z`) + 1000);
  return next.toISOString().slice(0, 19).replace('T', ' ');
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
