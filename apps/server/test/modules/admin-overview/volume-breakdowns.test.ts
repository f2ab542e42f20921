import { randomBytes } from 'node:crypto';
import { addDays, todayIn } from '@paydesk/domain/date-presets';
import { beforeAll, describe, expect, it } from 'vitest';
import { generate } from '../../../src/demo/generator/generate';
import { recordSale, voidSale } from '../../../src/ledger/ledger-operations';
import { createFieldCipher } from '../../../src/platform/encryption';
import { createRandom } from '../../../src/processors/prng';
import { createSimulatedProcessor } from '../../../src/processors/simulated-processor';
import { type SignedIn, seedIdentity, signInAs } from '../../support/identity';
import { createTestApp, type TestApp } from '../../support/test-app';

/**
 * type-volumes and card-volumes (part 2 §7) against raw SQL over the ledger of generated data:
 * every figure is recomputed from the transactions, chargebacks and ACH returns, never from the
 * rollups (merchant and card-brand) the API reads.
 */
let t: TestApp;
let admin: SignedIn;
let owner: SignedIn;
const TODAY = todayIn('UTC');

beforeAll(async () => {
  t = await createTestApp();
  await seedIdentity(t.database);
  await generate(t.database, {
    profile: { name: 'demo', merchants: 6, days: 500, meanDailySales: 3 },
    seed: 'volume-breakdowns',
    end: new Date(),
    cipher: createFieldCipher(randomBytes(32)),
  });
  await t.database.query(
    `update merchants set currency = 'CAD', business_country = 'CAN' where id = 100002`,
  );
  const clients = await t.database.query<{ id: number }>('select id from clients order by id');
  await t.database.query(
    `update merchants set client_id = case when id % 2 = 0 then $1::int else $2::int end`,
    [clients[0]?.id, clients[1]?.id],
  );
  admin = await signInAs(t.app, 'admin@paydesk.test');
  owner = await signInAs(t.app, 'owner@paydesk.test');
}, 240_000);

const get = (url: string, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ url: `/api${url}`, headers });

async function ok(url: string) {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const qs = (query: Record<string, string | number | boolean | undefined>) =>
  new URLSearchParams(
    Object.entries(query).flatMap(([k, v]): [string, string][] =>
      v === undefined ? [] : [[k, String(v)]],
    ),
  ).toString();

interface Period {
  start_date: string;
  end_date: string;
}

/** Merchants of the scope: paid in `currency`, of `client` when given. */
const merchantsSql = (currency: string, client?: number) =>
  `select m.id from merchants m where m.currency = '${currency}'${client ? ` and m.client_id = ${client}` : ''}`;

const SALE = `x.kind = 'sale' and x.status = 'approved'`;
/** Each type-volumes metric over raw rows: table, time column, value, condition. */
const RAW: Record<string, [string, string, string, string]> = {
  'card-volume': [
    'transactions',
    'trans_date',
    'sum(x.gross_amount_cents)',
    `${SALE} and x.method = 'card'`,
  ],
  'card-sales': ['transactions', 'trans_date', 'count(*)', `${SALE} and x.method = 'card'`],
  'ach-volume': [
    'transactions',
    'trans_date',
    'sum(x.gross_amount_cents)',
    `${SALE} and x.method = 'ach'`,
  ],
  'ach-sales': ['transactions', 'trans_date', 'count(*)', `${SALE} and x.method = 'ach'`],
  'refund-volume': [
    'transactions',
    'trans_date',
    '-sum(x.gross_amount_cents)',
    `x.kind = 'refund' and x.status = 'approved'`,
  ],
  refunds: [
    'transactions',
    'trans_date',
    'count(*)',
    `x.kind = 'refund' and x.status = 'approved'`,
  ],
  'chargeback-volume': ['chargebacks', 'cb_date', 'sum(x.cb_amount_cents)', 'true'],
  chargebacks: ['chargebacks', 'cb_date', 'count(*)', 'true'],
  'ach-return-volume': ['ach_returns', 'return_date', 'sum(x.return_amount_cents)', 'true'],
  'ach-returns': ['ach_returns', 'return_date', 'count(*)', 'true'],
};

/** A metric over [start, end] (wall-clock UTC, both included), per day and in total. */
async function raw(metric: string, p: Period, merchants: string) {
  const [table, time, value, where] = RAW[metric] ?? [];
  const rows = await t.database.query<{ day: string; v: string }>(
    `select to_char(x.${time} at time zone 'UTC', 'YYYY-MM-DD') as day, (${value})::text as v
       from ${table} x
      where x.merchant_id in (${merchants}) and ${where}
        and x.${time} >= ($1::timestamp at time zone 'UTC')
        and x.${time} < ($2::timestamp at time zone 'UTC') + interval '1 second'
      group by 1`,
    [p.start_date, p.end_date],
  );
  const series = Object.fromEntries(
    rows.filter((r) => Number(r.v) !== 0).map((r) => [r.day, Number(r.v)]),
  );
  return { total: rows.reduce((n, r) => n + Number(r.v), 0), series };
}

/** Approved sales per brand over [start, end] (UTC), of the scope's merchants in `currency`. */
async function rawBrands(p: Period, currency: string, merchants: string) {
  const rows = await t.database.query<{ brand: string; n: string; v: string }>(
    `select coalesce(card_brand, 'ACH') as brand, count(*)::text as n, sum(gross_amount_cents)::text as v
       from transactions x
      where x.merchant_id in (${merchants}) and ${SALE} and x.currency = $3
        and x.trans_date >= ($1::timestamp at time zone 'UTC')
        and x.trans_date < ($2::timestamp at time zone 'UTC') + interval '1 second'
      group by 1`,
    [p.start_date, p.end_date, currency],
  );
  return new Map(rows.map((r) => [r.brand, { count: Number(r.n), volume: Number(r.v) }]));
}

interface MetricAnswer {
  metric: string;
  total: number;
  comparisonTotal: number;
  series: { date: string; value: number }[];
}

const nonZero = (points: { date: string; value: number }[]) =>
  Object.fromEntries(points.filter((p) => p.value !== 0).map((p) => [p.date, p.value]));

async function expectTypeVolumes(url: string, merchants: string) {
  const answer = await ok(url);
  expect(answer.metrics.map((m: MetricAnswer) => m.metric)).toEqual(Object.keys(RAW));
  for (const metric of answer.metrics as MetricAnswer[]) {
    const now = await raw(metric.metric, answer.range, merchants);
    const before = await raw(metric.metric, answer.comparison, merchants);
    expect({ metric: metric.metric, total: metric.total }).toEqual({
      metric: metric.metric,
      total: now.total,
    });
    expect(metric.comparisonTotal, metric.metric).toBe(before.total);
    if (answer.granularity === 'day') expect(nonZero(metric.series)).toEqual(now.series);
  }
  return answer;
}

interface BrandAnswer {
  cardBrand: string;
  count: number;
  volume: number;
  comparisonCount: number;
  comparisonVolume: number;
  share: number;
}

async function expectCardVolumes(url: string, currency: string, merchants: string) {
  const answer = await ok(url);
  const now = await rawBrands(answer.range, currency, merchants);
  const before = await rawBrands(answer.comparison, currency, merchants);
  const want = [...new Set([...now.keys(), ...before.keys()])].map((brand) => ({
    cardBrand: brand,
    count: now.get(brand)?.count ?? 0,
    volume: now.get(brand)?.volume ?? 0,
    comparisonCount: before.get(brand)?.count ?? 0,
    comparisonVolume: before.get(brand)?.volume ?? 0,
  }));
  const got = (answer.data as BrandAnswer[]).map(
    ({ cardBrand, count, volume, comparisonCount, comparisonVolume }) => ({
      cardBrand,
      count,
      volume,
      comparisonCount,
      comparisonVolume,
    }),
  );
  const byBrand = (a: { cardBrand: string }, b: { cardBrand: string }) =>
    a.cardBrand.localeCompare(b.cardBrand);
  expect([...got].sort(byBrand)).toEqual(want.sort(byBrand));
  // Highest volume first; shares of the range's volume.
  const volumes = got.map((row) => row.volume);
  expect(volumes).toEqual([...volumes].sort((a, b) => b - a));
  const total = volumes.reduce((n, v) => n + v, 0);
  expect(answer.total.volume).toBe(total);
  for (const row of answer.data as BrandAnswer[]) {
    expect(row.share).toBe(total === 0 ? 0 : Math.round((row.volume / total) * 1000) / 10);
  }
  return answer;
}

const THIRTY = { start_date: addDays(TODAY, -40), end_date: addDays(TODAY, -11) };
const LONG = { start_date: addDays(TODAY, -300), end_date: addDays(TODAY, -1) };
const USD = merchantsSql('USD');

describe('GET /api/admin/transactions/type-volumes', () => {
  it('per type: card sales, ACH payments, refunds, chargebacks, ACH returns, with the prior year', async () => {
    const answer = await expectTypeVolumes(`/admin/transactions/type-volumes?${qs(THIRTY)}`, USD);
    expect(answer.comparison.basis).toBe('prior-year');
    const total = (name: string) =>
      answer.metrics.find((m: MetricAnswer) => m.metric === name)?.total ?? 0;
    expect(total('card-sales')).toBeGreaterThan(0);
    expect(total('ach-sales')).toBeGreaterThan(0);
    expect(total('refunds')).toBeGreaterThan(0);
  });

  it('compares with the prior period, month by month over a long range', async () => {
    const answer = await expectTypeVolumes(
      `/admin/transactions/type-volumes?${qs({ ...LONG, usePriorPeriod: true })}`,
      USD,
    );
    expect(answer.granularity).toBe('month');
    expect(answer.comparison).toMatchObject({
      basis: 'prior-period',
      end_date: `${addDays(LONG.start_date, -1)} 23:59:59`,
    });
  });

  it('reads the merchants paid in the currency, and a client’s merchants only', async () => {
    await expectTypeVolumes(
      `/admin/transactions/type-volumes?${qs({ ...LONG, currency: 'CAD' })}`,
      merchantsSql('CAD'),
    );
    const [client] = await t.database.query<{ id: number }>(
      'select client_id as id from merchants where id = 100004',
    );
    const id = Number(client?.id);
    await expectTypeVolumes(
      `/admin/clients/${id}/transactions/type-volumes?${qs(THIRTY)}`,
      merchantsSql('USD', id),
    );
  });
});

describe('GET /api/admin/transactions/card-volumes', () => {
  it('per card brand (ACH payments as ACH), against raw sales, range and prior year', async () => {
    const answer = await expectCardVolumes(
      `/admin/transactions/card-volumes?${qs(THIRTY)}`,
      'USD',
      USD,
    );
    const brands = (answer.data as BrandAnswer[]).map((row) => row.cardBrand);
    expect(brands).toContain('ACH');
    expect(brands).toContain('Visa');
    expect(answer.total.comparisonVolume).toBeGreaterThan(0);
  });

  it('over a long range with the prior period (months from the monthly rollups), in CAD, per client', async () => {
    await expectCardVolumes(
      `/admin/transactions/card-volumes?${qs({ ...LONG, usePriorPeriod: true })}`,
      'USD',
      USD,
    );
    await expectCardVolumes(
      `/admin/transactions/card-volumes?${qs({ ...LONG, currency: 'CAD' })}`,
      'CAD',
      merchantsSql('CAD'),
    );
    const [client] = await t.database.query<{ id: number }>(
      'select client_id as id from merchants where id = 100003',
    );
    const id = Number(client?.id);
    await expectCardVolumes(
      `/admin/clients/${id}/transactions/card-volumes?${qs(LONG)}`,
      'USD',
      merchantsSql('USD', id),
    );
    const missing = await get(`/admin/clients/987654/transactions/card-volumes?${qs(LONG)}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error_message).toBe('Client not found.');
  });

  it('a sale and its void move both overviews at once', async () => {
    const day = addDays(TODAY, -2);
    const range = qs({ start_date: day, end_date: day });
    const visa = async () => {
      const answer = await ok(`/admin/transactions/card-volumes?${range}`);
      return (answer.data as BrandAnswer[]).find((row) => row.cardBrand === 'Visa')?.volume ?? 0;
    };
    const cardVolume = async () => {
      const answer = await ok(`/admin/transactions/type-volumes?${range}`);
      return answer.metrics.find((m: MetricAnswer) => m.metric === 'card-volume')?.total ?? 0;
    };
    const [visaBefore, cardBefore] = [await visa(), await cardVolume()];
    const processor = createSimulatedProcessor(3, createRandom('breakdowns-void', 1));
    const sale = await t.database.db.transaction((tx) =>
      recordSale(tx, processor, {
        merchantId: 100001,
        method: 'card',
        amountCents: 12_345,
        brand: 'Visa',
        at: new Date(`${day}T12:00:00Z`),
      }),
    );
    expect(sale.status).toBe('approved');
    expect(await visa()).toBe(visaBefore + 12_345);
    expect(await cardVolume()).toBe(cardBefore + 12_345);
    await t.database.db.transaction((tx) =>
      voidSale(tx, { saleId: sale.id, at: new Date(`${day}T13:00:00Z`) }),
    );
    expect(await visa()).toBe(visaBefore);
    expect(await cardVolume()).toBe(cardBefore);
  });
});

describe('access and bad queries', () => {
  it('refuses the signed out (401) and merchant users (403)', async () => {
    for (const path of [
      '/admin/transactions/type-volumes',
      '/admin/transactions/card-volumes',
      '/admin/clients/1/transactions/type-volumes',
      '/admin/clients/1/transactions/card-volumes',
    ]) {
      expect((await t.app.inject({ url: `/api${path}?${qs(THIRTY)}` })).statusCode).toBe(401);
      expect((await get(`${path}?${qs(THIRTY)}`, owner.headers)).statusCode).toBe(403);
    }
  });

  it('answers 400 for bad dates', async () => {
    for (const query of [
      { start_date: THIRTY.start_date },
      { start_date: THIRTY.end_date, end_date: THIRTY.start_date },
      { start_date: addDays(TODAY, -400), end_date: TODAY },
      { start_date: '2026-02-30', end_date: TODAY },
    ]) {
      for (const path of ['type-volumes', 'card-volumes']) {
        expect((await get(`/admin/transactions/${path}?${qs(query)}`)).statusCode).toBe(400);
      }
    }
  });
});
