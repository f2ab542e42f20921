import type { RawQuery } from '../../db/client';
import { ROLLUP_VALUE_COLUMNS } from '../../ledger/rollup-recompute';

/** Rollup sums of one bucket, by column (gross_volume_cents, successful_count, …). */
export type BucketSums = Record<(typeof ROLLUP_VALUE_COLUMNS)[number], number>;

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
export async function sumRollups(
  query: RawQuery,
  input: { merchantId: number; periods: Buckets[]; timezone: string },
): Promise<BucketSums[][]> {
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
  const columns = ROLLUP_VALUE_COLUMNS.join(', ');
  const at = (wallClock = '') => Date.parse(`${wallClock.replace(' ', 'T')}Z`);
  const days = input.periods.reduce(
    (n, p) => n + (at(p.bounds.at(-1)) - at(p.bounds[0])) / 86_400_000,
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
  const rows = await query<Record<string, string>>(
    `with b as (select array(select x::timestamp at time zone $3 from unnest($2::text[]) with ordinality u(x, n) order by n) as at),
     cut as (select distinct date_trunc('day', x, 'UTC') as day from b, unnest(b.at) x),
     parts as (${parts})
     select bucket, ${ROLLUP_VALUE_COLUMNS.map((c) => `sum(${c})::text as ${c}`).join(', ')}
     from parts where ${inBuckets} group by 1`,
    [input.merchantId, bounds, input.timezone],
  );
  const sums: BucketSums[][] = input.periods.map(() => []);
  for (const row of rows) {
    const bucket = Number(row.bucket);
    const p = spans.findIndex(([a, z]) => bucket >= a && bucket < z);
    const span = spans[p];
    const list = sums[p];
    if (!span || !list) continue;
    list[bucket - span[0]] = Object.fromEntries(
      ROLLUP_VALUE_COLUMNS.map((c) => [c, Number(row[c])]),
    ) as BucketSums;
  }
  return sums;
}

/** Evidence-needed chargebacks opened from `since` (a local date) up to `end` (part 1 §9). */
export async function evidenceNeededSince(
  query: RawQuery,
  input: { merchantId: number; since: string; end: string; timezone: string },
): Promise<number> {
  const [row] = await query<{ n: string }>(
    `select coalesce(sum(evidence_needed_count), 0)::text as n from merchant_hourly_rollups
     where merchant_id = $1 and evidence_needed_count <> 0
       and hour >= ($2::timestamp at time zone $4) and hour <= ($3::timestamp at time zone $4)`,
    [input.merchantId, `${input.since} 00:00:00`, input.end, input.timezone],
  );
  return Number(row?.n ?? 0);
}
