import { randomBytes } from 'node:crypto';
import { addDays, addMonths, startOfMonth, todayIn } from '@paydesk/domain/date-presets';
import { beforeAll, describe, expect, it } from 'vitest';
import { generate } from '../../../src/demo/generator/generate';
import { createFieldCipher } from '../../../src/platform/encryption';
import { type SignedIn, seedIdentity, signInAs } from '../../support/identity';
import { createTestApp, type TestApp } from '../../support/test-app';

/**
 * The admin dashboard and the platform overviews (part 2 §7) against raw SQL over the ledger of
 * generated data: every figure is recomputed from the transactions, chargebacks, ACH returns
 * and retrievals, never from the rollups the API reads.
 */
let t: TestApp;
let admin: SignedIn;
let owner: SignedIn;
let noKeys: SignedIn;
const TODAY = todayIn('UTC');

beforeAll(async () => {
  t = await createTestApp();
  await seedIdentity(t.database);
  await generate(t.database, {
    profile: { name: 'demo', merchants: 6, days: 800, meanDailySales: 3 },
    seed: 'admin-overview',
    end: new Date(),
    cipher: createFieldCipher(randomBytes(32)),
  });
  // Filters need variety: one merchant paid in CAD in Canada, processors and clients mixed.
  await t.database.query(
    `update merchants set currency = 'CAD', business_country = 'CAN' where id = 100002`,
  );
  await t.database.query(`update merchants set processor_id = 2 where id in (100001, 100004)`);
  await t.database.query(`update merchants set processor_id = 3 where id not in (100001, 100004)`);
  const clients = await t.database.query<{ id: number }>('select id from clients order by id');
  await t.database.query(
    `update merchants set client_id = case when id % 2 = 0 then $1::int else $2::int end`,
    [clients[0]?.id, clients[1]?.id],
  );
  await t.database.query('update merchants set client_id = null where id = 100005');
  // Checkout: every fourth approved sale of two merchants came through a payment link.
  await t.database.query(
    `insert into payment_links (merchant_id, token, title, currency)
     values (100001, 'overview-link-one-0000', 'Invoice', 'USD'), (100003, 'overview-link-two-0000', 'Invoice', 'USD')`,
  );
  await t.database.query(
    `update transactions t set payment_link_id = l.id from payment_links l
      where l.merchant_id = t.merchant_id and l.token like 'overview-link-%'
        and t.kind = 'sale' and t.status = 'approved' and t.id % 4 = 0`,
  );
  admin = await signInAs(t.app, 'admin@paydesk.test');
  owner = await signInAs(t.app, 'owner@paydesk.test');
  // An admin without a single permission key: the dashboard is every admin's (part 2 §6).
  await t.database.query(
    `delete from user_permissions where user_id = (select id from users where email = 'support@paydesk.test')`,
  );
  noKeys = await signInAs(t.app, 'support@paydesk.test');
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

interface Scope {
  currency?: string;
  processor?: number;
  partner?: number;
  client?: number;
  country?: string;
}

/** The merchants a scope admits, as SQL over `merchants m` ($4.. are the scope's values). */
function merchantsOf(scope: Scope, params: unknown[]): string {
  const where = [`m.currency = $${params.push(scope.currency ?? 'USD')}`];
  if (scope.processor) where.push(`m.processor_id = $${params.push(scope.processor)}`);
  if (scope.partner) where.push(`m.partner_id = $${params.push(scope.partner)}`);
  if (scope.client) where.push(`m.client_id = $${params.push(scope.client)}`);
  if (scope.country) where.push(`m.business_country = $${params.push(scope.country)}`);
  return `select m.id from merchants m where ${where.join(' and ')}`;
}

type Series = Record<string, number>;

/**
 * A figure recomputed from raw rows between two wall-clock times of `tz` (both included, to
 * the second), in total and per day or month ('YYYY-MM-DD' / 'YYYY-MM').
 */
async function rawFigure(input: {
  table: string;
  time: string;
  value: string;
  where?: string;
  start: string;
  end: string;
  tz?: string;
  granularity: 'day' | 'month';
  scope?: Scope;
}): Promise<{ total: number; series: Series }> {
  const params: unknown[] = [input.start, input.end, input.tz ?? 'UTC'];
  const merchants = merchantsOf(input.scope ?? {}, params);
  const format = input.granularity === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM';
  const rows = await t.database.query<{ bucket: string; v: string }>(
    `select to_char(${input.time} at time zone $3, '${format}') as bucket, (${input.value})::text as v
       from ${input.table} x
      where x.merchant_id in (${merchants}) ${input.where ? `and ${input.where}` : ''}
        and ${input.time} >= ($1::timestamp at time zone $3)
        and ${input.time} < ($2::timestamp at time zone $3) + interval '1 second'
      group by 1`,
    params,
  );
  const series: Series = {};
  let total = 0;
  for (const row of rows) {
    series[row.bucket] = Number(row.v);
    total += Number(row.v);
  }
  return { total, series };
}

const SALES = `x.kind = 'sale' and x.status = 'approved'`;
const GROSS = {
  table: 'transactions',
  time: 'x.trans_date',
  value: 'sum(x.gross_amount_cents)',
  where: SALES,
};
const REFUNDS = `x.kind = 'refund' and x.status = 'approved'`;

/** What each metric is over raw rows (average and net volume are derived in the test). */
const RAW: Record<string, { table: string; time: string; value: string; where?: string }> = {
  'gross-volume': GROSS,
  transactions: { table: 'transactions', time: 'x.trans_date', value: 'count(*)', where: SALES },
  'refund-volume': {
    table: 'transactions',
    time: 'x.trans_date',
    value: '-sum(x.gross_amount_cents)',
    where: REFUNDS,
  },
  refunds: { table: 'transactions', time: 'x.trans_date', value: 'count(*)', where: REFUNDS },
  'chargeback-volume': { table: 'chargebacks', time: 'x.cb_date', value: 'sum(x.cb_amount_cents)' },
  chargebacks: { table: 'chargebacks', time: 'x.cb_date', value: 'count(*)' },
  'ach-return-volume': {
    table: 'ach_returns',
    time: 'x.return_date',
    value: 'sum(x.return_amount_cents)',
  },
  'ach-returns': { table: 'ach_returns', time: 'x.return_date', value: 'count(*)' },
  retrievals: { table: 'retrievals', time: 'x.requested_date', value: 'count(*)' },
  fees: { table: 'transactions', time: 'x.trans_date', value: 'sum(x.fee_cents)' },
  'ledger-entries': { table: 'transactions', time: 'x.trans_date', value: 'count(*)' },
};

interface MetricAnswer {
  metric: string;
  total: number;
  comparisonTotal: number;
  change: number;
  series: { date: string; value: number }[];
  comparisonSeries: { date: string; value: number }[];
}

const asSeries = (points: { date: string; value: number }[]): Series =>
  Object.fromEntries(points.filter((p) => p.value !== 0).map((p) => [p.date, p.value]));

/** Asserts a metric's totals and both series against the raw recomputation. */
async function expectMetric(
  answer: {
    range: { start_date: string; end_date: string };
    comparison: { start_date: string; end_date: string };
    granularity: 'day' | 'month';
    timezone: string;
  },
  metric: MetricAnswer,
  scope: Scope = {},
) {
  const spec = RAW[metric.metric];
  if (!spec) throw new Error(`no raw definition of ${metric.metric}`);
  const of = (p: { start_date: string; end_date: string }) =>
    rawFigure({
      ...spec,
      start: p.start_date,
      end: p.end_date,
      tz: answer.timezone,
      granularity: answer.granularity,
      scope,
    });
  const [now, before] = [await of(answer.range), await of(answer.comparison)];
  expect({ metric: metric.metric, total: metric.total, series: asSeries(metric.series) }).toEqual({
    metric: metric.metric,
    total: now.total,
    series: Object.fromEntries(Object.entries(now.series).filter(([, v]) => v !== 0)),
  });
  expect(metric.comparisonTotal).toBe(before.total);
  expect(asSeries(metric.comparisonSeries)).toEqual(
    Object.fromEntries(Object.entries(before.series).filter(([, v]) => v !== 0)),
  );
  return { now, before };
}

const THIRTY = { start_date: addDays(TODAY, -40), end_date: addDays(TODAY, -11) };
const LONG = { start_date: addDays(TODAY, -300), end_date: addDays(TODAY, -1) };

describe('access (part 2 §6: the dashboard is every admin’s)', () => {
  it('refuses the signed out (401) and merchant users (403); admits an admin without keys', async () => {
    const url = `/admin/merchants/gross-volume-v2?${qs(THIRTY)}`;
    expect((await t.app.inject({ url: `/api${url}` })).statusCode).toBe(401);
    expect((await get(url, owner.headers)).statusCode).toBe(403);
    expect((await get(url, noKeys.headers)).statusCode).toBe(200);
    for (const path of [
      '/admin/merchants/merchant-transaction-metrics',
      '/admin/clients/1/disputes/overview',
      '/admin/retrievals/overview',
    ]) {
      expect((await get(`${path}?${qs(THIRTY)}`, owner.headers)).statusCode).toBe(403);
    }
  });
});

describe('figures over a range, against raw rows', () => {
  it('gross-volume-v2: day buckets, the same range a year earlier', async () => {
    const answer = await ok(`/admin/merchants/gross-volume-v2?${qs(THIRTY)}`);
    expect(answer).toMatchObject({
      range: {
        start_date: `${THIRTY.start_date} 00:00:00`,
        end_date: `${THIRTY.end_date} 23:59:59`,
      },
      comparison: {
        start_date: `${addMonths(THIRTY.start_date, -12)} 00:00:00`,
        end_date: `${addMonths(THIRTY.end_date, -12)} 23:59:59`,
        basis: 'prior-year',
      },
      granularity: 'day',
      currency: 'USD',
      timezone: 'UTC',
    });
    expect(answer.metrics.map((m: MetricAnswer) => m.metric)).toEqual([
      'gross-volume',
      'transactions',
    ]);
    expect(answer.metrics[0].series).toHaveLength(30);
    const { now, before } = await expectMetric(answer, answer.metrics[0]);
    expect(now.total).toBeGreaterThan(0);
    expect(before.total).toBeGreaterThan(0);
    expect(answer.metrics[0].change).toBe(
      Math.round(((now.total - before.total) / before.total) * 1000) / 10,
    );
    await expectMetric(answer, answer.metrics[1]);
  });

  it('month buckets beyond 92 days, compared with the period of equal length just before', async () => {
    const answer = await ok(
      `/admin/merchants/gross-volume-v2?${qs({ ...LONG, usePriorPeriod: true })}`,
    );
    expect(answer.granularity).toBe('month');
    expect(answer.comparison).toEqual({
      start_date: `${addDays(LONG.start_date, -300)} 00:00:00`,
      end_date: `${addDays(LONG.start_date, -1)} 23:59:59`,
      basis: 'prior-period',
    });
    for (const metric of answer.metrics) await expectMetric(answer, metric);
  });

  it('transaction-metrics: sales, average, refunds, disputes and ACH returns', async () => {
    const answer = await ok(`/admin/merchants/transaction-metrics?${qs(LONG)}`);
    const byName = Object.fromEntries(answer.metrics.map((m: MetricAnswer) => [m.metric, m]));
    for (const metric of answer.metrics as MetricAnswer[]) {
      if (metric.metric !== 'average') await expectMetric(answer, metric);
    }
    expect(byName['refund-volume'].total).toBeGreaterThan(0);
    expect(byName.chargebacks.total).toBeGreaterThan(0);
    const gross = await rawFigure({
      ...GROSS,
      start: `${LONG.start_date} 00:00:00`,
      end: `${LONG.end_date} 23:59:59`,
      granularity: 'month',
    });
    expect(byName.average.total).toBe(Math.round(gross.total / byName.transactions.total));
    const [month, value] = Object.entries(gross.series)[2] ?? [];
    const point = byName.average.series.find((p: { date: string }) => p.date === month);
    const count = byName.transactions.series.find((p: { date: string }) => p.date === month);
    expect(point.value).toBe(Math.round((value ?? 0) / count.value));
  });

  it('the overviews: gross sales, transactions, averages, ACH returns, disputes, retrievals, analysis', async () => {
    const q = qs(LONG);
    for (const path of [
      '/admin/transactions/gross-sales',
      '/admin/transactions/overview',
      '/admin/ach-returns/overview',
      '/admin/disputes/overview',
      '/admin/retrievals/overview',
    ]) {
      const answer = await ok(`${path}?${q}`);
      for (const metric of answer.metrics) await expectMetric(answer, metric);
    }
    const retrievals = await ok(`/admin/retrievals/overview?${q}`);
    expect(retrievals.metrics[0].total).toBeGreaterThan(0);
    const average = await ok(`/admin/transactions/average-amount?${q}`);
    expect(average.metrics.map((m: MetricAnswer) => m.metric)).toEqual(['average']);
    const analysis = await ok(`/admin/transactions/volume-analysis?${q}`);
    const v = Object.fromEntries(analysis.metrics.map((m: MetricAnswer) => [m.metric, m.total]));
    for (const metric of analysis.metrics as MetricAnswer[]) {
      if (metric.metric !== 'net-volume') await expectMetric(analysis, metric);
    }
    expect(v['net-volume']).toBe(
      v['gross-volume'] -
        v['refund-volume'] -
        v['chargeback-volume'] -
        v['ach-return-volume'] -
        v.fees,
    );
  });

  it('monthly-volumes is month by month even for a short range; historical-volume the 12 months to the end', async () => {
    const monthly = await ok(`/admin/transactions/monthly-volumes?${qs(THIRTY)}`);
    expect(monthly.granularity).toBe('month');
    for (const metric of monthly.metrics) await expectMetric(monthly, metric);
    const history = await ok(`/admin/merchants/historical-volume?${qs(THIRTY)}`);
    expect(history.range).toEqual({
      start_date: `${addMonths(startOfMonth(THIRTY.end_date), -11)} 00:00:00`,
      end_date: `${THIRTY.end_date} 23:59:59`,
    });
    expect(history.metrics[0].series).toHaveLength(12);
    for (const metric of history.metrics) await expectMetric(history, metric);
  });

  it('reads the days of another time zone (New York), to the hour', async () => {
    const answer = await ok(
      `/admin/merchants/transaction-metrics?${qs({ ...THIRTY, timezone: 'America/New_York' })}`,
    );
    expect(answer.timezone).toBe('America/New_York');
    for (const metric of answer.metrics as MetricAnswer[]) {
      if (metric.metric !== 'average') await expectMetric(answer, metric);
    }
  });

  it('without dates, the preset decides (month-to-date by default)', async () => {
    const answer = await ok('/admin/transactions/gross-sales');
    expect(answer.range).toEqual({
      start_date: `${startOfMonth(TODAY)} 00:00:00`,
      end_date: `${TODAY} 23:59:59`,
    });
    const week = await ok('/admin/transactions/gross-sales?preset=last-7-days');
    expect(week.range.start_date).toBe(`${addDays(TODAY, -6)} 00:00:00`);
    await expectMetric(week, week.metrics[0]);
  });
});

describe('currency and filters', () => {
  it('counts only merchants paid in the currency asked for', async () => {
    const usd = await ok(`/admin/transactions/gross-sales?${qs(LONG)}`);
    const cad = await ok(`/admin/transactions/gross-sales?${qs({ ...LONG, currency: 'CAD' })}`);
    expect(cad.currency).toBe('CAD');
    const cadRaw = await expectMetric(cad, cad.metrics[0], { currency: 'CAD' });
    expect(cadRaw.now.total).toBeGreaterThan(0);
    await expectMetric(usd, usd.metrics[0]);
    const all = await rawFigure({
      ...GROSS,
      start: usd.range.start_date,
      end: usd.range.end_date,
      granularity: 'month',
      scope: {},
    });
    expect(all.total).toBe(usd.metrics[0].total);
  });

  it('narrows to a processor, a partner, a client, a country', async () => {
    const [merchant] = await t.database.query<{ partner_id: number; client_id: number }>(
      'select partner_id, client_id from merchants where id = 100004',
    );
    const cases: [Record<string, string | number>, Scope][] = [
      [{ processor: 2 }, { processor: 2 }],
      [{ processor: 3 }, { processor: 3 }],
      [{ partner_id: merchant?.partner_id ?? 0 }, { partner: merchant?.partner_id ?? 0 }],
      [{ client_id: merchant?.client_id ?? 0 }, { client: merchant?.client_id ?? 0 }],
      [
        { country: 'CAN', currency: 'CAD' },
        { country: 'CAN', currency: 'CAD' },
      ],
      [
        { country: 'USA', processor: 3 },
        { country: 'USA', processor: 3 },
      ],
    ];
    for (const [query, scope] of cases) {
      const answer = await ok(
        `/admin/merchants/transaction-metrics?${qs({ ...THIRTY, ...query })}`,
      );
      for (const metric of answer.metrics as MetricAnswer[]) {
        if (metric.metric !== 'average') await expectMetric(answer, metric, scope);
      }
    }
  });

  it('per-client variants read the client’s merchants only; an unknown client is 404', async () => {
    const [client] = await t.database.query<{ id: number }>(
      'select client_id as id from merchants where id = 100004',
    );
    const id = Number(client?.id);
    for (const path of [
      'transactions/gross-sales',
      'transactions/overview',
      'transactions/average-amount',
      'ach-returns/overview',
      'disputes/overview',
      'retrievals/overview',
    ]) {
      const answer = await ok(`/admin/clients/${id}/${path}?${qs(LONG)}`);
      for (const metric of answer.metrics as MetricAnswer[]) {
        if (metric.metric !== 'average') await expectMetric(answer, metric, { client: id });
      }
    }
    const missing = await get(`/admin/clients/987654/disputes/overview?${qs(LONG)}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error_message).toBe('Client not found.');
  });

  it('refuses half a range, a range over a year, an unknown currency and too many rows', async () => {
    for (const query of [
      { start_date: THIRTY.start_date },
      { start_date: addDays(TODAY, -400), end_date: TODAY },
      { ...THIRTY, currency: 'EUR' },
      { ...THIRTY, processor: 4 },
      { ...THIRTY, usePriorPeriod: 'yes' },
    ]) {
      expect((await get(`/admin/merchants/gross-volume-v2?${qs(query)}`)).statusCode).toBe(400);
    }
    expect(
      (await get(`/admin/merchants/merchant-transaction-metrics?${qs({ ...THIRTY, limit: 101 })}`))
        .statusCode,
    ).toBe(400);
  });
});

interface Ranked {
  count: number;
  volume: number;
  refundCount: number;
  refundVolume: number;
  disputeCount: number;
  disputeVolume: number;
  comparisonVolume: number;
}

/** Per merchant over [start, end] (UTC): sales, refunds and chargebacks from raw rows. */
async function rawPerMerchant(start: string, end: string, checkout = false) {
  const within = (c: string) =>
    `${c} >= $1::timestamp at time zone 'UTC' and ${c} < ($2::timestamp at time zone 'UTC') + interval '1 second'`;
  const rows = await t.database.query<Record<string, string>>(
    checkout
      ? `select s.merchant_id, count(*)::text as count, sum(s.gross_amount_cents)::text as volume,
                (count(*) filter (where s.refunded_amount_cents > 0))::text as refund_count,
                sum(s.refunded_amount_cents)::text as refund_volume,
                (select count(*) from chargebacks c join transactions x on x.id = c.transaction_id
                  where x.merchant_id = s.merchant_id and x.payment_link_id is not null and x.kind = 'sale'
                    and x.status = 'approved' and ${within('x.trans_date')})::text as dispute_count,
                (select coalesce(sum(c.cb_amount_cents), 0) from chargebacks c join transactions x on x.id = c.transaction_id
                  where x.merchant_id = s.merchant_id and x.payment_link_id is not null and x.kind = 'sale'
                    and x.status = 'approved' and ${within('x.trans_date')})::text as dispute_volume
           from transactions s join merchants m on m.id = s.merchant_id and m.currency = 'USD'
          where s.payment_link_id is not null and s.kind = 'sale' and s.status = 'approved' and ${within('s.trans_date')}
          group by 1`
      : `select m.id as merchant_id,
                (select count(*) from transactions x where x.merchant_id = m.id and x.kind = 'sale' and x.status = 'approved' and ${within('x.trans_date')})::text as count,
                (select coalesce(sum(gross_amount_cents), 0) from transactions x where x.merchant_id = m.id and x.kind = 'sale' and x.status = 'approved' and ${within('x.trans_date')})::text as volume,
                (select count(*) from transactions x where x.merchant_id = m.id and x.kind = 'refund' and x.status = 'approved' and ${within('x.trans_date')})::text as refund_count,
                (select coalesce(-sum(gross_amount_cents), 0) from transactions x where x.merchant_id = m.id and x.kind = 'refund' and x.status = 'approved' and ${within('x.trans_date')})::text as refund_volume,
                (select count(*) from chargebacks x where x.merchant_id = m.id and ${within('x.cb_date')})::text as dispute_count,
                (select coalesce(sum(cb_amount_cents), 0) from chargebacks x where x.merchant_id = m.id and ${within('x.cb_date')})::text as dispute_volume
           from merchants m where m.currency = 'USD'`,
    [start, end],
  );
  return new Map(
    rows.map((r) => [
      Number(r.merchant_id),
      {
        count: Number(r.count),
        volume: Number(r.volume),
        refundCount: Number(r.refund_count),
        refundVolume: Number(r.refund_volume),
        disputeCount: Number(r.dispute_count),
        disputeVolume: Number(r.dispute_volume),
      },
    ]),
  );
}

describe('rankings', () => {
  it('merchant-transaction-metrics: highest volume first, each against raw rows', async () => {
    const answer = await ok(
      `/admin/merchants/merchant-transaction-metrics?${qs({ ...LONG, limit: 3 })}`,
    );
    const now = await rawPerMerchant(answer.range.start_date, answer.range.end_date);
    const before = await rawPerMerchant(answer.comparison.start_date, answer.comparison.end_date);
    const expected = [...now.entries()]
      .filter(([, f]) => f.volume > 0 || f.count + f.refundCount + f.disputeCount > 0)
      .sort(([a, x], [b, y]) => y.volume - x.volume || a - b);
    expect(answer.data).toHaveLength(3);
    expect(answer.totalVolume).toBe(expected.reduce((n, [, f]) => n + f.volume, 0));
    answer.data.forEach(
      (row: Ranked & { merchantId: number; businessCommonName: string }, i: number) => {
        const [id, figures] = expected[i] ?? [];
        expect(row.merchantId).toBe(id);
        expect(row.businessCommonName).not.toBe('');
        expect(row).toMatchObject({
          ...figures,
          comparisonVolume: before.get(row.merchantId)?.volume ?? 0,
        });
      },
    );
  });

  it('client-transaction-metrics: the same per client, merchants without one in a row of their own', async () => {
    const answer = await ok(`/admin/merchants/client-transaction-metrics?${qs(LONG)}`);
    const now = await rawPerMerchant(answer.range.start_date, answer.range.end_date);
    const clientOf = new Map(
      (
        await t.database.query<{ id: number; client_id: number | null }>(
          'select id, client_id from merchants',
        )
      ).map((r) => [Number(r.id), r.client_id === null ? null : Number(r.client_id)]),
    );
    const perClient = new Map<
      number | null,
      { volume: number; count: number; disputeCount: number; merchants: number }
    >();
    for (const [id, f] of now) {
      const key = clientOf.get(id) ?? null;
      const c = perClient.get(key) ?? { volume: 0, count: 0, disputeCount: 0, merchants: 0 };
      c.volume += f.volume;
      c.count += f.count;
      c.disputeCount += f.disputeCount;
      if (f.count > 0) c.merchants += 1;
      perClient.set(key, c);
    }
    expect(answer.data.length).toBe([...perClient.values()].filter((c) => c.volume > 0).length);
    expect(answer.data.some((row: { clientId: number | null }) => row.clientId === null)).toBe(
      true,
    );
    for (const row of answer.data) {
      expect(row).toMatchObject(perClient.get(row.clientId) ?? {});
      if (row.clientId !== null) expect(row.clientName).toMatch(/\w/);
    }
    const volumes = answer.data.map((row: { volume: number }) => row.volume);
    expect(volumes).toEqual([...volumes].sort((a, b) => b - a));
  });

  it('checkout variants read the payments taken through payment links', async () => {
    const answer = await ok(`/admin/merchants/checkout-merchant-transaction-metrics?${qs(LONG)}`);
    const now = await rawPerMerchant(answer.range.start_date, answer.range.end_date, true);
    expect(answer.data.map((row: { merchantId: number }) => row.merchantId).sort()).toEqual(
      [...now.keys()].sort(),
    );
    for (const row of answer.data) expect(row).toMatchObject(now.get(row.merchantId) ?? {});
    const gross = await ok(`/admin/merchants/checkout-gross-volume-v2?${qs(LONG)}`);
    const total = [...now.values()].reduce((n, f) => n + f.volume, 0);
    expect(total).toBeGreaterThan(0);
    expect(gross.metrics[0].total).toBe(total);
    const raw = await rawFigure({
      table: 'transactions',
      time: 'x.trans_date',
      value: 'sum(x.gross_amount_cents)',
      where: `${SALES} and x.payment_link_id is not null`,
      start: gross.range.start_date,
      end: gross.range.end_date,
      granularity: 'month',
    });
    expect(asSeries(gross.metrics[0].series)).toEqual(raw.series);
    const metrics = await ok(`/admin/merchants/checkout-transaction-metrics?${qs(LONG)}`);
    const byName = Object.fromEntries(
      metrics.metrics.map((m: MetricAnswer) => [m.metric, m.total]),
    );
    expect(byName['refund-volume']).toBe([...now.values()].reduce((n, f) => n + f.refundVolume, 0));
    expect(byName.chargebacks).toBe([...now.values()].reduce((n, f) => n + f.disputeCount, 0));
  });
});
