import type { RollupColumn } from '../../db/schema/rollups';

/**
 * Rollup sums of one merchant over any span of time, as lateral joins on the merchant's row:
 * whole UTC months from the monthly rollups, the whole UTC days left over from the daily ones,
 * and the hours of the two cut days from the hourly ones, each an index range on
 * (merchant_id, time). A year reads about 12 + 60 + 48 rows a merchant, not 8,760 hours.
 *
 * `from` and `to` are SQL expressions of instants (timestamptz) on the outer row (bound
 * parameters, or per merchant such as its month start in its own zone); the span is
 * [from, to). '-infinity' to 'infinity' sums everything (the months alone).
 */
export function rollupSumsJoins(options: {
  merchant: string;
  from: string;
  to: string;
  columns: readonly RollupColumn[];
  /** The alias of the sums (each column by its name); its bounds are `${as}_b`. */
  as: string;
}): string {
  const { merchant, as } = options;
  const b = `${as}_b`;
  const list = options.columns.join(', ');
  const sums = options.columns
    .map((column) => `coalesce(sum(x.${column}), 0)::int8 as ${column}`)
    .join(', ');
  // d0: the first UTC midnight at or after `from`; d1: the last at or before `to`; m0, m1 the
  // same for first days of months within [d0, d1).
  return `cross join lateral (
      select s, e, d0, d1,
             case when date_trunc('month', d0, 'UTC') < d0
                  then date_trunc('month', d0, 'UTC') + interval '1 month'
                  else date_trunc('month', d0, 'UTC') end as m0,
             date_trunc('month', d1, 'UTC') as m1
        from (select s, e,
                     case when date_trunc('day', s, 'UTC') < s
                          then date_trunc('day', s, 'UTC') + interval '1 day'
                          else date_trunc('day', s, 'UTC') end as d0,
                     date_trunc('day', e, 'UTC') as d1
                from (select (${options.from})::timestamptz as s, (${options.to})::timestamptz as e) i) j
    ) ${b}
    cross join lateral (
      select ${sums} from (
        select ${list} from merchant_monthly_rollups r
         where r.merchant_id = ${merchant} and r.month >= ${b}.m0 and r.month < ${b}.m1
        union all
        select ${list} from merchant_daily_rollups r
         where r.merchant_id = ${merchant} and r.day >= ${b}.d0 and r.day < ${b}.d1
           and not (r.day >= ${b}.m0 and r.day < ${b}.m1)
        union all
        select ${list} from merchant_hourly_rollups r
         where r.merchant_id = ${merchant} and r.hour >= ${b}.s and r.hour < least(${b}.d0, ${b}.e)
        union all
        select ${list} from merchant_hourly_rollups r
         where r.merchant_id = ${merchant} and ${b}.d1 >= ${b}.d0
           and r.hour >= ${b}.d1 and r.hour < ${b}.e
      ) x
    ) ${as}`;
}

/**
 * Rollup sums of one merchant over the current calendar month in its own time zone, up to now
 * (the month its monthly limits count), as lateral joins on the merchant's row; the month's
 * first instant is `${as}_b.s`. A month in a zone starts within 14 hours of a UTC month's start,
 * so the sums are the UTC monthly rows from the nearer UTC month start, less (or plus) the hours
 * between that start and the zone's, less any hours from now on (none yet: one index probe):
 * at most 2 monthly rows and 14 hourly ones a merchant, where the days of the month would be up
 * to 31 daily rows and 48 hourly ones. Exact: a monthly row is the sum of its hours.
 */
export function zonedMonthToDateJoins(options: {
  merchant: string;
  /** An SQL expression of the merchant's IANA zone. */
  timezone: string;
  columns: readonly RollupColumn[];
  /** The alias of the sums (each column by its name); its bounds are `${as}_b`. */
  as: string;
}): string {
  const { merchant, timezone, as } = options;
  const b = `${as}_b`;
  const list = (sign: '' | '-') =>
    options.columns.map((column) => `${sign}r.${column} as ${column}`).join(', ');
  const sums = options.columns
    .map((column) => `coalesce(sum(x.${column}), 0)::int8 as ${column}`)
    .join(', ');
  // s: the zone's month start; e: now; u0, u1: the UTC month starts around s; down: u0 is the
  // nearer (the zone is behind UTC).
  return `cross join lateral (
      select s, e, u0, u1, s - u0 <= u1 - s as down
        from (select s, e, date_trunc('month', s, 'UTC') as u0,
                     date_trunc('month', s, 'UTC') + interval '1 month' as u1
                from (select date_trunc('month', now() at time zone ${timezone}) at time zone ${timezone} as s,
                             now() as e) i) j
    ) ${b}
    cross join lateral (
      select ${sums} from (
        select ${list('')} from merchant_monthly_rollups r
         where r.merchant_id = ${merchant}
           and r.month >= case when ${b}.down then ${b}.u0 else ${b}.u1 end
        union all
        select ${list('-')} from merchant_hourly_rollups r
         where ${b}.down and r.merchant_id = ${merchant} and r.hour >= ${b}.u0 and r.hour < ${b}.s
        union all
        select ${list('')} from merchant_hourly_rollups r
         where not ${b}.down and r.merchant_id = ${merchant} and r.hour >= ${b}.s and r.hour < ${b}.u1
        union all
        select ${list('-')} from merchant_hourly_rollups r
         where r.merchant_id = ${merchant} and r.hour >= ${b}.e
      ) x
    ) ${as}`;
}
