import {
  EVIDENCE_COUNT_SINCE,
  MONEY_METRICS,
  type OverviewMetric,
  type OverviewResponse,
} from '@paydesk/domain/overview';
import {
  bucketLabels,
  type RangeQuery,
  secondAfter,
  withTime,
  yearEarlier,
} from '@paydesk/domain/wall-clock';
import type { Database } from '../../db/client';
import { sharedRead } from '../../platform/shared-reads';
import {
  type BucketSums,
  type Buckets,
  evidenceNeededSince,
  sumRollups,
  total,
} from './overview.repository';

const THREE_MONTHS_DAYS = 92;
/**
 * The seven tiles of one range ask within milliseconds of each other: one read in flight serves
 * them, and is not kept once answered. (Kept for 2 s, it showed a merchant who voided a sale
 * right after opening the dashboard the volume from before the void.)
 */
const SHARED_READ_MS = 0;

/** The rollup columns the tiles read. */
const TILE_COLUMNS = [
  'gross_volume_cents',
  'successful_count',
  'payout_volume_cents',
  'chargeback_volume_cents',
  'chargeback_count',
  'evidence_needed_count',
] as const;
type TileSums = BucketSums<(typeof TILE_COLUMNS)[number]>;

function metricValue(metric: OverviewMetric, s: TileSums | undefined): number {
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

/** A range of the tiles: its bounds, its year-earlier twin and their bucket sums. */
interface TileRange {
  start: string;
  end: string;
  prior: { start: string; end: string };
  granularity: 'day' | 'month';
  periods: readonly [ReturnType<typeof bucketsOf>, ReturnType<typeof bucketsOf>];
  /** Bucket sums of the range [0] and of the year earlier [1]. */
  sums: [TileSums[], TileSums[]];
}

/** The rollup read every tile of a range shares (one query for the seven of them). */
function readTileRange(db: Database, merchantId: number, range: RangeQuery): Promise<TileRange> {
  const start = withTime(range.start_date, '00:00:00');
  const end = withTime(range.end_date, '23:59:59');
  const key = `${merchantId}|${start}|${end}|${range.timezone}`;
  return sharedRead(db, key, SHARED_READ_MS, async () => {
    const days = (Date.parse(end.slice(0, 10)) - Date.parse(start.slice(0, 10))) / 86_400_000 + 1;
    const granularity = days > THREE_MONTHS_DAYS ? 'month' : 'day';
    const prior = { start: yearEarlier(start), end: yearEarlier(end) };
    const periods = [
      bucketsOf(start, end, granularity),
      bucketsOf(prior.start, prior.end, granularity),
    ] as const;
    const sums = await sumRollups(db, {
      merchantId,
      // Ascending: the year-earlier period ends before the range starts.
      periods: [periods[1], periods[0]],
      timezone: range.timezone,
      columns: TILE_COLUMNS,
    });
    return { start, end, prior, granularity, periods, sums: [sums[1] ?? [], sums[0] ?? []] };
  });
}

/**
 * One dashboard tile: the range's total and its daily (or, over three months, monthly)
 * series, with the same range a year earlier. Read from the rollups; the seven tiles of a
 * range share one read. The range was checked by the shared query schema (real times, start
 * not after end, a year at most).
 */
export async function overview(
  db: Database,
  input: { merchantId: number; metric: OverviewMetric; range: RangeQuery },
): Promise<OverviewResponse> {
  const tiles = await readTileRange(db, input.merchantId, input.range);
  const evidence =
    input.metric === 'evidence-chargeback-count'
      ? await evidenceNeededSince(db, {
          merchantId: input.merchantId,
          since: EVIDENCE_COUNT_SINCE,
          ends: [tiles.end, tiles.prior.end],
          timezone: input.range.timezone,
        })
      : undefined;
  const money = MONEY_METRICS.includes(input.metric);
  const summed = (value: number) => (money ? { amount: value } : { count: value });
  const period = (i: 0 | 1) => {
    const buckets = tiles.sums[i];
    const series = tiles.periods[i].labels.map((date, at) => ({
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
    unit: money ? 'cents' : 'count',
    granularity: tiles.granularity,
    summedData: { data: [summed(current.sum)], data2: [summed(prior.sum)] },
    segmentedData: { data: current.series, data2: prior.series },
    bounds: {
      min: values.length ? Math.min(...values) : 0,
      max: values.length ? Math.max(...values) : 0,
    },
  };
}
