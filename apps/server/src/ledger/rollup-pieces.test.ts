import { describe, expect, it } from 'vitest';
import { ceilToHour, piecesOf, rollupSpans, type Span } from './rollup-pieces';

const at = (iso: string) => Date.parse(iso);
const iso = (spans: Span[]) =>
  spans.map(([a, b]) => `${new Date(a).toISOString()}..${new Date(b).toISOString()}`);

describe('piecesOf', () => {
  it('reads hours only within one day', () => {
    const p = piecesOf(at('2026-03-05T10:00:00Z'), at('2026-03-05T15:00:00Z'));
    expect(iso(p.hour)).toEqual(['2026-03-05T10:00:00.000Z..2026-03-05T15:00:00.000Z']);
    expect(p.day).toEqual([]);
    expect(p.month).toEqual([]);
  });

  it('reads whole days, and the hours of the days the bounds cut', () => {
    const p = piecesOf(at('2026-03-04T05:00:00Z'), at('2026-03-08T05:00:00Z'));
    expect(iso(p.hour)).toEqual([
      '2026-03-04T05:00:00.000Z..2026-03-05T00:00:00.000Z',
      '2026-03-08T00:00:00.000Z..2026-03-08T05:00:00.000Z',
    ]);
    expect(iso(p.day)).toEqual(['2026-03-05T00:00:00.000Z..2026-03-08T00:00:00.000Z']);
    expect(p.month).toEqual([]);
  });

  it('reads whole months, the days left at the edges, and no hours on UTC midnights', () => {
    const p = piecesOf(at('2025-03-15T00:00:00Z'), at('2026-03-15T00:00:00Z'));
    expect(p.hour).toEqual([]);
    expect(iso(p.day)).toEqual([
      '2025-03-15T00:00:00.000Z..2025-04-01T00:00:00.000Z',
      '2026-03-01T00:00:00.000Z..2026-03-15T00:00:00.000Z',
    ]);
    expect(iso(p.month)).toEqual(['2025-04-01T00:00:00.000Z..2026-03-01T00:00:00.000Z']);
  });

  it('reads an exact month from the monthly rollups alone', () => {
    const p = piecesOf(at('2026-02-01T00:00:00Z'), at('2026-03-01T00:00:00Z'));
    expect(iso(p.month)).toEqual(['2026-02-01T00:00:00.000Z..2026-03-01T00:00:00.000Z']);
    expect([...p.day, ...p.hour]).toEqual([]);
  });

  it('reads nothing for an empty bucket', () => {
    const t = at('2026-02-01T00:00:00Z');
    expect(piecesOf(t, t)).toEqual({ month: [], day: [], hour: [], signed: [] });
  });
});

describe('piecesOf with signed reads', () => {
  const live = { liveUntil: at('2026-11-22T15:00:00Z') };

  it('reads a month to date as its monthly row less the days still to come', () => {
    const p = piecesOf(at('2026-11-01T00:00:00Z'), at('2026-11-23T00:00:00Z'), live);
    expect(p.day).toEqual([]);
    expect(p.signed).toEqual([
      {
        month: [at('2026-11-01T00:00:00Z'), at('2026-12-01T00:00:00Z')],
        minus: [[at('2026-11-23T00:00:00Z'), at('2026-12-01T00:00:00Z')]],
      },
    ]);
  });

  it('reads a cut month through its row where fewer, and keeps the days where they are fewer', () => {
    const p = piecesOf(at('2025-08-25T00:00:00Z'), at('2025-11-23T00:00:00Z'), live);
    expect(iso(p.day)).toEqual(['2025-08-25T00:00:00.000Z..2025-09-01T00:00:00.000Z']);
    expect(iso(p.month)).toEqual(['2025-09-01T00:00:00.000Z..2025-11-01T00:00:00.000Z']);
    expect(p.signed).toEqual([
      {
        month: [at('2025-11-01T00:00:00Z'), at('2025-12-01T00:00:00Z')],
        minus: [[at('2025-11-23T00:00:00Z'), at('2025-12-01T00:00:00Z')]],
      },
    ]);
  });

  it('reads the days of a short bucket as before', () => {
    const p = piecesOf(at('2026-11-16T00:00:00Z'), at('2026-11-23T00:00:00Z'), live);
    expect(iso(p.day)).toEqual(['2026-11-16T00:00:00.000Z..2026-11-23T00:00:00.000Z']);
    expect(p.signed).toEqual([]);
  });
});

describe('rollupSpans', () => {
  it('joins the day buckets of a range and its prior period into one span of days', () => {
    const days = (from: string, n: number) =>
      Array.from({ length: n + 1 }, (_, i) => at(from) + i * 86_400_000);
    const spans = rollupSpans([days('2026-01-01T00:00:00Z', 31), days('2026-02-01T00:00:00Z', 28)]);
    expect(iso(spans.day)).toEqual(['2026-01-01T00:00:00.000Z..2026-03-01T00:00:00.000Z']);
    expect(spans.month).toEqual([]);
    expect(spans.hour).toEqual([]);
  });

  it("reads a zone's day buckets (midnights at 05:00 UTC) hour by hour, each hour once", () => {
    const bounds = Array.from(
      { length: 22 },
      (_, i) => at('2026-01-05T05:00:00Z') + i * 86_400_000,
    );
    const spans = rollupSpans([bounds]);
    expect(iso(spans.hour)).toEqual(['2026-01-05T05:00:00.000Z..2026-01-26T05:00:00.000Z']);
    expect([...spans.day, ...spans.month]).toEqual([]);
  });

  it("reads a zone's month buckets from days, with the hours of the days its bounds cut", () => {
    const spans = rollupSpans([
      [at('2026-01-01T05:00:00Z'), at('2026-02-01T05:00:00Z'), at('2026-03-01T05:00:00Z')],
    ]);
    expect(iso(spans.day)).toEqual([
      '2026-01-02T00:00:00.000Z..2026-02-01T00:00:00.000Z',
      '2026-02-02T00:00:00.000Z..2026-03-01T00:00:00.000Z',
    ]);
    const hours = (list: Span[]) => list.reduce((n, [a, b]) => n + (b - a) / 3_600_000, 0);
    expect(hours(spans.hour) + hours(spans.day)).toBe((31 + 28) * 24);
  });

  it('rounds a bound inside an hour up to the next hour', () => {
    expect(new Date(ceilToHour(at('2026-01-05T05:30:00Z'))).toISOString()).toBe(
      '2026-01-05T06:00:00.000Z',
    );
    expect(ceilToHour(at('2026-01-05T05:00:00Z'))).toBe(at('2026-01-05T05:00:00Z'));
  });
});
