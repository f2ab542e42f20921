import { randomBytes } from 'node:crypto';
import { OVERVIEW_METRICS, type OverviewMetric, summedNumber } from '@paydesk/domain/overview';
import {
  RANGE_LIMIT_MESSAGE,
  START_AFTER_END_MESSAGE,
  TIME_ZONE_MESSAGE,
  WALL_CLOCK_MESSAGE,
} from '@paydesk/domain/wall-clock';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RawQuery } from '../../../src/db/client';
import { generate } from '../../../src/demo/generator/generate';
import { createFieldCipher } from '../../../src/platform/encryption';
import { createRandom } from '../../../src/processors/prng';
import { NOT_THE_CLERKS, type SignedIn, seedIdentity, signInAs } from '../../support/identity';
import { createTestApp, type TestApp } from '../../support/test-app';

const END = new Date('2026-11-20T00:00:00Z');
let t: TestApp;
let owner: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  await seedIdentity(t.database);
  await generate(t.database, {
    profile: { name: 'demo', merchants: 3, days: 500, meanDailySales: 3 },
    seed: 'dashboard',
    end: END,
    cipher: createFieldCipher(randomBytes(32)),
  });
  owner = await signInAs(t.app, 'owner@paydesk.test');
}, 120_000);

/** The metric recomputed from raw rows for [start, end] wall-clock in the zone. */
async function raw(
  query: RawQuery,
  metric: OverviewMetric,
  merchantId: number,
  start: string,
  end: string,
  tz: string,
) {
  const within = (column: string) =>
    `${column} >= ($2::timestamp at time zone $4) and ${column} < ($3::timestamp at time zone $4) + interval '1 second'`;
  const one = async (sql: string, from = start) =>
    Number((await query<{ v: string }>(sql, [merchantId, from, end, tz]))[0]?.v ?? 0);
  const sales = `from transactions where merchant_id = $1 and kind = 'sale' and status = 'approved' and ${within('trans_date')}`;
  switch (metric) {
    case 'gross-volume':
      return one(`select coalesce(sum(gross_amount_cents), 0)::text as v ${sales}`);
    case 'successful-transactions':
      return one(`select count(*)::text as v ${sales}`);
    case 'average-transaction': {
      const gross = await one(`select coalesce(sum(gross_amount_cents), 0)::text as v ${sales}`);
      const count = await one(`select count(*)::text as v ${sales}`);
      return count === 0 ? 0 : Math.round(gross / count);
    }
    case 'payout-volume':
      return one(
        `select coalesce(sum(amount_cents), 0)::text as v from deposits where merchant_id = $1 and ${within('deposited_at')}`,
      );
    case 'chargeback-volume':
      return one(
        `select coalesce(sum(cb_amount_cents), 0)::text as v from chargebacks where merchant_id = $1 and ${within('cb_date')}`,
      );
    case 'chargeback-count':
      return one(
        `select count(*)::text as v from chargebacks where merchant_id = $1 and ${within('cb_date')}`,
      );
    case 'evidence-chargeback-count':
      return one(
        `select count(*)::text as v from chargebacks where merchant_id = $1 and dispute_status = 'evidence-needed' and ${within('cb_date')}`,
        '2017-01-01 00:00:00',
      );
  }
}

const ZONES = [
  'UTC',
  'America/Los_Angeles',
  'America/New_York',
  'Europe/London',
  'Asia/Tokyo',
  'Australia/Sydney',
];
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const tile = (merchantId: number, metric: string, query: string, headers = owner.headers) =>
  t.app.inject({ url: `/api/merchants/${merchantId}/overview/${metric}?${query}`, headers });

describe('dashboard tiles', () => {
  it('equal a recomputation from raw rows for random ranges and time zones, this year and the year before', async () => {
    const random = createRandom('tile-ranges');
    for (let i = 0; i < 12; i += 1) {
      const tz = random.pick(ZONES);
      const merchantId = random.pick([100001, 100002]);
      const endMs = END.getTime() - random.int(0, 60) * 86_400_000;
      const startMs = endMs - random.int(0, 150) * 86_400_000;
      const start = `${day(startMs)} 00:00:00`;
      const end = `${day(endMs)} 23:59:59`;
      for (const metric of OVERVIEW_METRICS) {
        const res = await tile(
          merchantId,
          metric,
          new URLSearchParams({ start_date: start, end_date: end, timezone: tz }).toString(),
        );
        expect(res.statusCode, res.body).toBe(200);
        const body = res.json();
        const context = `${metric} ${merchantId} ${start}..${end} ${tz}`;
        const unit = body.unit === 'cents' ? 'amount' : 'count';
        expect(Object.keys(body.summedData.data[0]), context).toEqual([unit]);
        expect(summedNumber(body.summedData.data[0]), context).toBe(
          await raw(t.database.query, metric, merchantId, start, end, tz),
        );
        const prior = (s: string) => `${Number(s.slice(0, 4)) - 1}${s.slice(4)}`;
        expect(summedNumber(body.summedData.data2[0]), `${context} (prior year)`).toBe(
          await raw(t.database.query, metric, merchantId, prior(start), prior(end), tz),
        );
        if (!['average-transaction', 'evidence-chargeback-count'].includes(metric)) {
          const seriesTotal = body.segmentedData.data.reduce(
            (sum: number, p: { value: number }) => sum + p.value,
            0,
          );
          expect(seriesTotal, `${context}: the series adds up to the total`).toBe(
            summedNumber(body.summedData.data[0]),
          );
        }
      }
    }
  }, 120_000);

  it('puts every hour in its own local day or month: each bucket equals the raw figure for it', async () => {
    const lastDay = (month: string) =>
      day(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0));
    const cases = [
      // [start, end, zone]: daily and monthly, whole days and days cut at an hour (rollups are
      // hourly), across both DST changes.
      ['2026-10-20 00:00:00', '2026-11-12 23:59:59', 'America/Los_Angeles'],
      ['2026-03-01 10:00:00', '2026-04-10 17:59:59', 'Europe/London'],
      ['2025-12-15 00:00:00', '2026-06-14 23:59:59', 'Australia/Sydney'],
      ['2026-01-07 06:00:00', '2026-11-19 20:59:59', 'America/New_York'],
      ['2026-02-01 00:00:00', '2026-07-31 23:59:59', 'UTC'],
    ] as const;
    for (const [start, end, tz] of cases) {
      for (const metric of ['gross-volume', 'chargeback-count'] as const) {
        const body = (
          await tile(
            100001,
            metric,
            new URLSearchParams({ start_date: start, end_date: end, timezone: tz }).toString(),
          )
        ).json();
        for (const [key, series, shift] of [
          ['data', body.segmentedData.data, (s: string) => s],
          [
            'data2',
            body.segmentedData.data2,
            (s: string) => `${Number(s.slice(0, 4)) - 1}${s.slice(4)}`,
          ],
        ] as const) {
          const [from, to] = [shift(start), shift(end)];
          for (const point of series as { date: string; value: number }[]) {
            const first = point.date.length === 7 ? `${point.date}-01` : point.date;
            const last = point.date.length === 7 ? lastDay(point.date) : point.date;
            const bucketStart = `${first} 00:00:00` < from ? from : `${first} 00:00:00`;
            const bucketEnd = `${last} 23:59:59` > to ? to : `${last} 23:59:59`;
            expect(point.value, `${metric} ${key} ${point.date} ${tz}`).toBe(
              await raw(t.database.query, metric, 100001, bucketStart, bucketEnd, tz),
            );
          }
        }
      }
    }
  }, 120_000);

  it('is daily up to three months and monthly beyond, with every bucket present', async () => {
    const daily = (
      await tile(100001, 'gross-volume', 'start_date=2026-09-01&end_date=2026-09-30&timezone=UTC')
    ).json();
    expect(daily.granularity).toBe('day');
    expect(daily.segmentedData.data).toHaveLength(30);
    expect(daily.segmentedData.data[0].date).toBe('2026-09-01');
    const monthly = (
      await tile(100001, 'gross-volume', 'start_date=2026-01-01&end_date=2026-10-31&timezone=UTC')
    ).json();
    expect(monthly.granularity).toBe('month');
    expect(monthly.segmentedData.data.map((p: { date: string }) => p.date)).toEqual(
      ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10'].map((m) => `2026-${m}`),
    );
    expect(monthly.unit).toBe('cents');
    expect(monthly.bounds.max).toBe(
      Math.max(...monthly.segmentedData.data.map((p: { value: number }) => p.value)),
    );
  });

  it('refuses a bad range or time zone with field errors', async () => {
    const zone = await tile(
      100001,
      'gross-volume',
      'start_date=2026-01-01&end_date=2026-01-31&timezone=Mars/Olympus',
    );
    expect(zone.statusCode).toBe(400);
    expect(zone.json().errors).toEqual({ timezone: [TIME_ZONE_MESSAGE] });
    const order = await tile(100001, 'gross-volume', 'start_date=2026-02-01&end_date=2026-01-01');
    expect(order.statusCode).toBe(400);
    expect(order.json().errors).toEqual({ start_date: [START_AFTER_END_MESSAGE] });
    const long = await tile(100001, 'gross-volume', 'start_date=2025-01-01&end_date=2026-01-01');
    expect(long.json().errors).toEqual({ start_date: [RANGE_LIMIT_MESSAGE] });
    // Days and times that match the pattern but do not exist are refused, never a 500.
    for (const bad of [
      '2026-02-30',
      '2025-02-29',
      '2026-13-01',
      '2026-01-01 23:59:60',
      '2026-01-01 99:99:99',
      '0000-01-01',
      '9999-01-01',
    ]) {
      const res = await tile(100001, 'gross-volume', `start_date=${bad}&end_date=2026-01-31`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().errors, bad).toEqual({ start_date: [WALL_CLOCK_MESSAGE] });
    }
    expect(
      (await tile(100001, 'nope', 'start_date=2026-01-01&end_date=2026-01-31')).statusCode,
    ).toBe(400);
  });

  it('are merchant-scoped: the clerk reads the bistro, not an account it does not hold', async () => {
    const clerk = await signInAs(t.app, 'clerk@paydesk.test');
    const q = 'start_date=2026-11-01&end_date=2026-11-20';
    expect((await tile(100001, 'gross-volume', q, clerk.headers)).statusCode).toBe(200);
    expect((await tile(NOT_THE_CLERKS, 'gross-volume', q, clerk.headers)).statusCode).toBe(403);
  });
});
