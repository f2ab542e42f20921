/**
 * The geometry of the tiles' line charts, in a 100 x 100 box the SVG stretches over the plot
 * (x: 0 first point, 100 last; y: 0 top, 100 baseline).
 */
export const BOX = 100;

/** A point in the box. */
export type BoxPoint = readonly [x: number, y: number];

/**
 * The step between `count` ticks from 0 that cover `max`: a multiple of 5 % of the next power
 * of ten (10 % below ten), whole numbers only. Gives 0 / 2.5K / 5K for 4.4K and 0 / 20 / 40
 * for 35, as recharts' "nice" ticks did.
 */
export function niceStep(max: number, count = 3): number {
  const rough = max / (count - 1);
  if (!(rough > 0)) return 1;
  const digits = Math.floor(Math.log10(rough)) + 1;
  const power = 10 ** digits;
  const scale = digits === 1 ? 0.1 : 0.05;
  const step = Math.ceil(rough / power / scale - 1e-9) * scale * power;
  return Math.max(1, Math.round(step));
}

/** The y ticks, from 0 up: [0, step, 2 step] by default. */
export function yTicks(max: number, count = 3): number[] {
  const step = niceStep(max, count);
  return Array.from({ length: count }, (_, index) => index * step);
}

/** x of the point at `index` of `count` (a lone point sits in the middle). */
export function xAt(index: number, count: number): number {
  return count <= 1 ? BOX / 2 : (index / (count - 1)) * BOX;
}

/** y of a value on an axis from 0 to `top`. */
export function yAt(value: number, top: number): number {
  return top > 0 ? BOX - (value / top) * BOX : BOX;
}

const round = (value: number) => Math.round(value * 100) / 100;

const sign = (value: number) => (value < 0 ? -1 : 1);

/** d3's monotone-X tangent where two segments meet (Steffen's method; x always grows). */
function innerTangent(previous: BoxPoint, point: BoxPoint, next: BoxPoint): number {
  const h0 = point[0] - previous[0];
  const h1 = next[0] - point[0];
  const s0 = (point[1] - previous[1]) / h0;
  const s1 = (next[1] - point[1]) / h1;
  const p = (s0 * h1 + s1 * h0) / (h0 + h1);
  return (sign(s0) + sign(s1)) * Math.min(Math.abs(s0), Math.abs(s1), 0.5 * Math.abs(p)) || 0;
}

/** The tangent at an end of a segment, from the tangent at its other end. */
function endTangent(from: BoxPoint, to: BoxPoint, otherTangent: number): number {
  return ((3 * (to[1] - from[1])) / (to[0] - from[0]) - otherTangent) / 2;
}

const at = ([x, y]: BoxPoint) => `${round(x)},${round(y)}`;

/**
 * A smooth line through the points that never overshoots them (monotone cubic interpolation,
 * as d3's curveMonotoneX and recharts' 'monotone'): a quiet day stays on the baseline. A lone
 * point is a zero-length line, which a round cap draws as a dot.
 */
export function monotonePath(points: readonly BoxPoint[]): string {
  const first = points[0];
  if (!first) return '';
  if (points.length === 1) return `M${at(first)}h0`;
  if (points.length === 2) return `M${at(first)}L${at(points[1] as BoxPoint)}`;
  const count = points.length;
  const tangents = points.map((point, index) =>
    index === 0 || index === count - 1
      ? 0
      : innerTangent(points[index - 1] as BoxPoint, point, points[index + 1] as BoxPoint),
  );
  tangents[0] = endTangent(first, points[1] as BoxPoint, tangents[1] ?? 0);
  tangents[count - 1] = endTangent(
    points[count - 2] as BoxPoint,
    points[count - 1] as BoxPoint,
    tangents[count - 2] ?? 0,
  );
  let path = `M${at(first)}`;
  for (let index = 1; index < count; index += 1) {
    const [x0, y0] = points[index - 1] as BoxPoint;
    const [x1, y1] = points[index] as BoxPoint;
    const dx = (x1 - x0) / 3;
    const c0: BoxPoint = [x0 + dx, y0 + dx * (tangents[index - 1] ?? 0)];
    const c1: BoxPoint = [x1 - dx, y1 - dx * (tangents[index] ?? 0)];
    path += `C${at(c0)},${at(c1)},${at([x1, y1])}`;
  }
  return path;
}

/** The runs of consecutive values (a missing value breaks the line), as box points. */
export function seriesRuns(values: readonly (number | null)[], top: number): BoxPoint[][] {
  const runs: BoxPoint[][] = [];
  let run: BoxPoint[] = [];
  values.forEach((value, index) => {
    if (value === null) {
      if (run.length > 0) runs.push(run);
      run = [];
      return;
    }
    run.push([xAt(index, values.length), yAt(value, top)]);
  });
  if (run.length > 0) runs.push(run);
  return runs;
}

/** The index of the point nearest to a fraction (0-1) of the plot's width. */
export function nearestIndex(fraction: number, count: number): number {
  if (count <= 1) return 0;
  return Math.min(count - 1, Math.max(0, Math.round(fraction * (count - 1))));
}
