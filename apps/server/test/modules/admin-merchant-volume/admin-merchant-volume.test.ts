import { randomBytes } from 'node:crypto';
import { addDays, addMonths, startOfMonth, todayIn } from '@paydesk/domain/date-presets';
import { beforeAll, describe, expect, it } from 'vitest';
import { merchants } from '../../../src/db/schema';
import { generate } from '../../../src/demo/generator/generate';
import { createFieldCipher } from '../../../src/platform/encryption';
import { type SignedIn, seedIdentity, signInAs } from '../../support/identity';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
let admin: SignedIn;
let owner: SignedIn;

const BISTRO = 100001;
const NEW_MERCHANT = 100141;

beforeAll(async () => {
  t = await createTestApp();
  await seedIdentity(t.database);
  await generate(t.database, {
    profile: { name: 'demo', merchants: 3, days: 90, meanDailySales: 4 },
    seed: 'admin-volume',
    end: new Date(),
    cipher: createFieldCipher(randomBytes(32)),
  });
  await t.database.db.insert(merchants).values({
    id: NEW_MERCHANT,
    businessCommonName: 'Brand New',
    businessLegalName: 'Brand New LLC',
    timezone: 'America/New_York',
  });
  admin = await signInAs(t.app, 'admin@paydesk.test');
  owner = await signInAs(t.app, 'owner@paydesk.test');
}, 180_000);

const get = (url: string, headers = admin.headers) => t.app.inject({ url, headers });
const one = async (sql: string, params: unknown[]) =>
  Number((await t.database.query<{ v: string }>(sql, params))[0]?.v ?? 0);
const within = (c: string) =>
  `${c} >= ($2::timestamp at time zone $4) and ${c} < ($3::timestamp at time zone $4) + interval '1 second'`;
const SALES = `kind = 'sale' and status = 'approved'`;

async function zoneOf(id: number): Promise<string> {
  const [row] = await t.database.query<{ timezone: string }>(
    'select timezone from merchants where id = $1',
    [id],
  );
  return row?.timezone ?? 'UTC';
}

describe('volume calls of the admin profile (part 2 §7)', () => {
  it('gross, refund and chargeback-return volume equal the raw rows of the range', async () => {
    const tz = 'America/New_York';
    const today = todayIn(tz);
    const range = [`${addDays(today, -60)} 00:00:00`, `${addDays(today, -1)} 23:59:59`];
    const q = `start_date=${encodeURIComponent(range[0] ?? '')}&end_date=${encodeURIComponent(range[1] ?? '')}&timezone=${tz}`;
    const params = [BISTRO, range[0], range[1], tz];
    const gross = await get(`/api/admin/merchants/${BISTRO}/gross-volume?${q}`);
    expect(gross.statusCode, gross.body).toBe(200);
    const expectedGross = await one(
      `select coalesce(sum(gross_amount_cents), 0)::text as v from transactions where merchant_id = $1 and ${SALES} and ${within('trans_date')}`,
      params,
    );
    expect(expectedGross).toBeGreaterThan(0);
    expect(gross.json()).toMatchObject({
      kind: 'gross-volume',
      amount: expectedGross,
      count: await one(
        `select count(*)::text as v from transactions where merchant_id = $1 and ${SALES} and ${within('trans_date')}`,
        params,
      ),
      timezone: tz,
    });
    const refunds = (await get(`/api/admin/merchants/${BISTRO}/refund-volume?${q}`)).json();
    expect(refunds.amount).toBe(
      await one(
        `select coalesce(-sum(gross_amount_cents), 0)::text as v from transactions where merchant_id = $1 and kind = 'refund' and ${within('trans_date')}`,
        params,
      ),
    );
    const cbr = (await get(`/api/admin/merchants/${BISTRO}/chargeback-return-volume?${q}`)).json();
    const chargebacks = await one(
      `select coalesce(sum(cb_amount_cents), 0)::text as v from chargebacks where merchant_id = $1 and ${within('cb_date')}`,
      params,
    );
    const returns = await one(
      `select coalesce(sum(return_amount_cents), 0)::text as v from ach_returns where merchant_id = $1 and ${within('return_date')}`,
      params,
    );
    expect(cbr.amount).toBe(chargebacks + returns);
  });

  it("defaults to the month to date in the merchant's zone, and today for current-day", async () => {
    const tz = await zoneOf(BISTRO);
    const today = todayIn(tz);
    const params = [BISTRO, `${startOfMonth(today)} 00:00:00`, `${today} 23:59:59`, tz];
    const res = (await get(`/api/admin/merchants/${BISTRO}/gross-volume`)).json();
    expect(res).toMatchObject({
      timezone: tz,
      start_date: `${startOfMonth(today)} 00:00:00`,
      end_date: `${today} 23:59:59`,
      amount: await one(
        `select coalesce(sum(gross_amount_cents), 0)::text as v from transactions where merchant_id = $1 and ${SALES} and ${within('trans_date')}`,
        params,
      ),
    });
    const day = (await get(`/api/admin/merchants/${BISTRO}/volume/current-day`)).json();
    expect(day).toMatchObject({
      kind: 'current-day',
      start_date: `${today} 00:00:00`,
      amount: await one(
        `select coalesce(sum(gross_amount_cents), 0)::text as v from transactions where merchant_id = $1 and ${SALES} and ${within('trans_date')}`,
        [BISTRO, `${today} 00:00:00`, `${today} 23:59:59`, tz],
      ),
    });
  });

  it('refuses half a range, a reversed one and one over a year', async () => {
    const base = `/api/admin/merchants/${BISTRO}/gross-volume`;
    expect((await get(`${base}?start_date=2026-01-01`)).statusCode).toBe(400);
    expect((await get(`${base}?start_date=2026-02-01&end_date=2026-01-01`)).statusCode).toBe(400);
    expect((await get(`${base}?start_date=2024-01-01&end_date=2025-06-01`)).statusCode).toBe(400);
    expect((await get(`/api/admin/merchants/999999/gross-volume`)).statusCode).toBe(404);
  });
});

describe('volume rank (GET .../volume/rank)', () => {
  it('ranks by gross volume over the last 30 UTC days among every merchant', async () => {
    const end = todayIn('UTC');
    const start = addDays(end, -29);
    const sums = await t.database.query<{ id: number; v: string }>(
      `select m.id, coalesce(sum(t.gross_amount_cents) filter (where t.id is not null), 0)::text as v
         from merchants m left join transactions t on t.merchant_id = m.id
          and t.kind = 'sale' and t.status = 'approved' and t.trans_date >= $1::timestamptz
        group by m.id`,
      [`${start}T00:00:00Z`],
    );
    const volumeOf = new Map(sums.map((r) => [Number(r.id), Number(r.v)]));
    const mine = volumeOf.get(BISTRO) ?? 0;
    expect(mine).toBeGreaterThan(0);
    const expectedRank = 1 + [...volumeOf.values()].filter((v) => v > mine).length;
    const res = await get(`/api/admin/merchants/${BISTRO}/volume/rank`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      rank: expectedRank,
      of: volumeOf.size,
      amount: mine,
      currency: 'USD',
      days: 30,
      start_date: start,
      end_date: end,
    });
  });

  it('ranks a merchant without volume after every merchant with some', async () => {
    const res = (await get(`/api/admin/merchants/${NEW_MERCHANT}/volume/rank`)).json();
    const withVolume = await one(
      `select count(distinct merchant_id)::text as v from merchant_daily_rollups
        where day >= $1::timestamptz and gross_volume_cents > 0`,
      [`${addDays(todayIn('UTC'), -29)}T00:00:00Z`],
    );
    expect(res).toMatchObject({ amount: 0, rank: withVolume + 1 });
  });
});

describe('16-month chart (GET .../volume/past-16-months)', () => {
  it("answers 16 months, oldest first, each the month's approved sales in the merchant's zone", async () => {
    const tz = await zoneOf(BISTRO);
    const res = await get(`/api/admin/merchants/${BISTRO}/volume/past-16-months`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const thisMonth = startOfMonth(todayIn(tz));
    expect(body.timezone).toBe(tz);
    expect(body.months).toHaveLength(16);
    expect(body.months[0].month).toBe(addMonths(thisMonth, -15).slice(0, 7));
    expect(body.months[15].month).toBe(thisMonth.slice(0, 7));
    const raw = await t.database.query<{ month: string; amount: string; count: string }>(
      `select to_char(date_trunc('month', trans_date at time zone $2), 'YYYY-MM') as month,
              sum(gross_amount_cents)::text as amount, count(*)::text as count
         from transactions where merchant_id = $1 and ${SALES}
          and trans_date >= ($3::timestamp at time zone $2)
        group by 1`,
      [BISTRO, tz, `${addMonths(thisMonth, -15)} 00:00:00`],
    );
    const expected = new Map(raw.map((r) => [r.month, r]));
    for (const m of body.months) {
      const row = expected.get(m.month);
      expect(m, m.month).toEqual({
        month: m.month,
        amount: Number(row?.amount ?? 0),
        count: Number(row?.count ?? 0),
      });
    }
    expect(body.months.some((m: { amount: number }) => m.amount > 0)).toBe(true);
  });

  it('answers 16 empty months for a new merchant', async () => {
    const body = (await get(`/api/admin/merchants/${NEW_MERCHANT}/volume/past-16-months`)).json();
    expect(body.months).toHaveLength(16);
    expect(
      body.months.every((m: { amount: number; count: number }) => m.amount === 0 && m.count === 0),
    ).toBe(true);
  });

  it('is for staff with the profile key only', async () => {
    for (const path of [
      'volume/past-16-months',
      'volume/rank',
      'gross-volume',
      'volume/current-day',
    ]) {
      expect((await get(`/api/admin/merchants/${BISTRO}/${path}`, owner.headers)).statusCode).toBe(
        403,
      );
    }
  });
});
