import { wallClockMs } from '@paydesk/domain/wall-clock';
import { type Database, sqlQuery } from '../../db/client';
import type { RollupColumn } from '../../db/schema/rollups';

/** Rollup sums of one bucket, by column (gross_volume_cents, successful_count, …). */
export type BucketSums<C extends RollupColumn = RollupColumn> = Record<C, number>;

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

/**
 * A period cut into buckets: `bounds` are wall-clock times of the time zone, ascending; bucket
 * i holds the hours from bounds[i] up to (not including) bounds[i + 1].
 */
export interface Buckets {
  bounds: string[];
}

/**
 * Rollup sums per bucket of each period (periods ascending, not overlapping), in one query.
 * The bucket bounds become instants once (in SQL, with the zone's rules); each row finds its
 * bucket by a binary search over them (width_bucket), with no per-row time-zone conversion.
 * Over long ranges whole UTC days come from the daily rollups and only the days a bound falls
 * in are read hour by hour: O(days + 24 × bounds), not O(transactions) nor O(hours). Buckets
 * without rollups are left empty (read them as zero).
 */
export async function sumRollups<C extends RollupColumn>(
  db: Database,
  input: { merchantId: number; periods: Buckets[]; timezone: string; columns: readonly C[] },
): Promise<BucketSums<C>[][]> {
  const bounds = input.periods.flatMap((p) => p.bounds);
  // 1-based positions in `bounds` of each period's first and last bound (integers: inlined).
  const spans: [number, number][] = [];
  let first = 1;
  for (const period of input.periods) {
    spans.push([first, first + period.bounds.length - 1]);
    first += period.bounds.length;
  }
  const inPeriods = (column: string) =>
    spans.map(([a, z]) => `(${column} >= b.at[${a}] and ${column} < b.at[${z}])`).join(' or ');
  const inBuckets = spans.map(([a, z]) => `bucket between ${a} and ${z - 1}`).join(' or ');
  const columns = input.columns.join(', ');
  const days = input.periods.reduce(
    (n, p) =>
      n + (wallClockMs(p.bounds.at(-1) ?? '') - wallClockMs(p.bounds[0] ?? '')) / 86_400_000,
    0,
  );
  // Day buckets cut nearly every UTC day: one range scan of the hours is then the cheaper read.
  const parts =
    bounds.length * 2 >= days
      ? `select width_bucket(r.hour, b.at) as bucket, ${columns} from merchant_hourly_rollups r, b
         where r.merchant_id = $1 and (${inPeriods('r.hour')})`
      : `select width_bucket(d.day, b.at) as bucket, ${columns} from merchant_daily_rollups d, b
         where d.merchant_id = $1 and (${inPeriods('d.day')}) and d.day not in (select day from cut)
         union all
         -- offset 0 keeps the per-day index lookups (the planner would rather scan every hour).
         select width_bucket(r.hour, b.at), ${columns} from b, cut, lateral (
           select * from merchant_hourly_rollups h
           where h.merchant_id = $1 and h.hour >= cut.day and h.hour < cut.day + interval '1 day' offset 0) r`;
  // float8 holds every whole number of cents up to 2^53 exactly, and arrives as a number.
  const rows = await sqlQuery(db)<Record<string, number>>(
    `with b as (select array(select x::timestamp at time zone $3 from unnest($2::text[]) with ordinality u(x, n) order by n) as at),
     cut as (select distinct date_trunc('day', x, 'UTC') as day from b, unnest(b.at) x),
     parts as (${parts})
     select bucket, ${input.columns.map((c) => `sum(${c})::float8 as ${c}`).join(', ')}
     from parts where ${inBuckets} group by 1`,
    [input.merchantId, bounds, input.timezone],
  );
  const sums: BucketSums<C>[][] = input.periods.map(() => []);
  for (const row of rows) {
    const bucket = Number(row.bucket);
    const p = spans.findIndex(([a, z]) => bucket >= a && bucket < z);
    const span = spans[p];
    const list = sums[p];
    if (!span || !list) continue;
    list[bucket - span[0]] = Object.fromEntries(
      input.columns.map((c) => [c, Number(row[c])]),
    ) as BucketSums<C>;
  }
  return sums;
}

/**
 * Evidence-needed chargebacks opened from `since` (a local date) up to each of two ends (the
 * range's and its comparison's; part 1 §9), in one query over the few hours with open
 * disputes (a partial index).
 */
export async function evidenceNeededSince(
  db: Database,
  input: { merchantId: number; since: string; ends: [string, string]; timezone: string },
): Promise<[number, number]> {
  const upTo = (end: string) =>
    `coalesce(sum(evidence_needed_count) filter (where hour <= (${end}::timestamp at time zone $3)), 0)::float8`;
  const [row] = await sqlQuery(db)<{ first: number; second: number }>(
    `select ${upTo('$4')} as first, ${upTo('$5')} as second from merchant_hourly_rollups
     where merchant_id = $1 and evidence_needed_count <> 0 and hour >= ($2::timestamp at time zone $3)`,
    [input.merchantId, `${input.since} 00:00:00`, input.timezone, ...input.ends],
  );
  return [Number(row?.first ?? 0), Number(row?.second ?? 0)];
}
