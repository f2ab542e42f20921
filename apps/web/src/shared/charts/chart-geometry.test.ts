import { describe, expect, it } from 'vitest';
import {
  monotonePath,
  nearestIndex,
  niceStep,
  seriesRuns,
  xAt,
  yAt,
  yTicks,
} from './chart-geometry';

describe('chart geometry', () => {
  it('picks round y ticks from 0 that cover the largest value', () => {
    expect(yTicks(440_000)).toEqual([0, 250_000, 500_000]);
    expect(yTicks(35)).toEqual([0, 20, 40]);
    expect(yTicks(25_000)).toEqual([0, 15_000, 30_000]);
    expect(yTicks(3)).toEqual([0, 2, 4]);
    expect(yTicks(1)).toEqual([0, 1, 2]);
    expect(niceStep(0)).toBe(1);
  });

  it('places points left to right and values bottom to top', () => {
    expect(xAt(0, 5)).toBe(0);
    expect(xAt(4, 5)).toBe(100);
    expect(xAt(0, 1)).toBe(50);
    expect(yAt(0, 40)).toBe(100);
    expect(yAt(40, 40)).toBe(0);
    expect(yAt(10, 40)).toBe(75);
  });

  it('breaks a line where a value is missing', () => {
    const runs = seriesRuns([1, 2, null, 4, 3], 4);
    expect(runs).toEqual([
      [
        [0, 75],
        [25, 50],
      ],
      [
        [75, 0],
        [100, 25],
      ],
    ]);
  });

  it('draws a lone point as a dot, two as a line, more as cubic curves', () => {
    expect(monotonePath([[50, 20]])).toBe('M50,20h0');
    expect(
      monotonePath([
        [0, 100],
        [100, 0],
      ]),
    ).toBe('M0,100L100,0');
    const path = monotonePath([
      [0, 100],
      [50, 0],
      [100, 100],
    ]);
    expect(path.startsWith('M0,100C')).toBe(true);
    expect(path.match(/C/g)).toHaveLength(2);
  });

  it('never overshoots a flat stretch (a quiet day stays on the baseline)', () => {
    const path = monotonePath([
      [0, 100],
      [25, 100],
      [50, 0],
      [75, 100],
      [100, 100],
    ]);
    const ys = [...path.matchAll(/,(-?[\d.]+)/g)].map((match) => Number(match[1]));
    expect(Math.max(...ys)).toBeLessThanOrEqual(100);
    expect(Math.min(...ys)).toBeGreaterThanOrEqual(0);
  });

  it('finds the point nearest to a place on the plot', () => {
    expect(nearestIndex(0, 30)).toBe(0);
    expect(nearestIndex(1, 30)).toBe(29);
    expect(nearestIndex(0.5, 3)).toBe(1);
    expect(nearestIndex(1.4, 3)).toBe(2);
    expect(nearestIndex(0.7, 1)).toBe(0);
  });
});
