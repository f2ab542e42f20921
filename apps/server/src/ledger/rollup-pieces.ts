/**
 * Which rollup rows cover a set of buckets. Buckets are consecutive instants on whole UTC
 * hours; each [from, to) is cut into whole UTC months (monthly rollups), the whole UTC days
 * left at its edges (daily) and the hours left at the edges of those (hourly): a year reads
 * about 12 month rows per merchant and a few days, not 365 day rows. Pure: the repository
 * turns the ranges into SQL.
 */

export type RollupGrain = 'month' | 'day' | 'hour';

/** [from, to) in ms since the epoch. */
export type Span = readonly [number, number];

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** The instant rounded up to a whole UTC hour: an hour's row counts when the hour starts in the range. */
export const ceilToHour = (ms: number) => Math.ceil(ms / HOUR_MS) * HOUR_MS;

const ceilToDay = (ms: number) => Math.ceil(ms / DAY_MS) * DAY_MS;
const floorToDay = (ms: number) => Math.floor(ms / DAY_MS) * DAY_MS;

function floorToMonth(ms: number): number {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
}

function ceilToMonth(ms: number): number {
  const floor = floorToMonth(ms);
  if (floor === ms) return ms;
  const d = new Date(floor);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
}

/**
 * A month a bucket cuts, read as its monthly row less its days outside the bucket, where that
 * is fewer rows than its days inside (a monthly row is the sum of its days).
 */
export interface SignedMonth {
  month: Span;
  minus: Span[];
}

export type RollupPieces = Record<RollupGrain, Span[]> & { signed: SignedMonth[] };

/**
 * Whether to read a month a bucket cuts through its monthly row (`SignedMonth`) when cheaper:
 * the rows up to `liveUntil` (now) count, later days hold none yet (an index probe each).
 */
export interface SignedReads {
  liveUntil: number;
}

/** One bucket [from, to) (whole hours) as month, day and hour spans. */
export function piecesOf(from: number, to: number, signed?: SignedReads): RollupPieces {
  const pieces: RollupPieces = { month: [], day: [], hour: [], signed: [] };
  if (to <= from) return pieces;
  const firstDay = ceilToDay(from);
  const lastDay = floorToDay(to);
  if (firstDay >= lastDay) {
    pieces.hour.push([from, to]);
    return pieces;
  }
  if (from < firstDay) pieces.hour.push([from, firstDay]);
  if (lastDay < to) pieces.hour.push([lastDay, to]);
  // The rows a read of days [a, b) costs: an index probe and a row per day up to now.
  const cost = (a: number, b: number) =>
    a >= b ? 0 : 1 + Math.max(0, Math.min(b, signed?.liveUntil ?? b) - a) / DAY_MS;
  /** Days [a, b) within one month: themselves, or the month less the days around them. */
  const days = (a: number, b: number) => {
    if (a >= b) return;
    const m0 = floorToMonth(a);
    const m1 = ceilToMonth(m0 + 1);
    if (signed && 2 + cost(m0, a) + cost(b, m1) < cost(a, b)) {
      const minus = [[m0, a] as Span, [b, m1] as Span].filter(([x, y]) => x < y);
      pieces.signed.push({ month: [m0, m1], minus });
    } else pieces.day.push([a, b]);
  };
  const firstMonth = ceilToMonth(firstDay);
  const lastMonth = floorToMonth(lastDay);
  if (firstMonth > lastMonth) {
    days(firstDay, lastDay);
    return pieces;
  }
  days(firstDay, firstMonth);
  days(lastMonth, lastDay);
  if (firstMonth < lastMonth) pieces.month.push([firstMonth, lastMonth]);
  return pieces;
}

/** Spans sorted, each run of touching spans joined into one. */
export function mergedSpans(spans: Span[]): Span[] {
  const sorted = [...spans].sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const [from, to] of sorted) {
    const last = out.at(-1);
    if (last && last[1] >= from) last[1] = Math.max(last[1], to);
    else out.push([from, to]);
  }
  return out;
}

/**
 * The rollup rows every bucket of every period needs, by table: periods are lists of bounds
 * (ascending whole-hour instants; bucket i is [bounds[i], bounds[i + 1])). Touching spans of
 * one table are joined, so day buckets over 90 days read one range of the daily rollups.
 */
export function rollupSpans(periods: readonly (readonly number[])[]): Record<RollupGrain, Span[]> {
  const all: Record<RollupGrain, Span[]> = { month: [], day: [], hour: [] };
  for (const bounds of periods) {
    for (let i = 0; i + 1 < bounds.length; i += 1) {
      const pieces = piecesOf(bounds[i] as number, bounds[i + 1] as number);
      for (const grain of ['month', 'day', 'hour'] as const) all[grain].push(...pieces[grain]);
    }
  }
  return { month: mergedSpans(all.month), day: mergedSpans(all.day), hour: mergedSpans(all.hour) };
}
