import { randomBytes } from 'node:crypto';
import { todayIn } from '@paydesk/domain/date-presets';
import { beforeAll, describe, expect, it } from 'vitest';
import { generate } from '../../../src/demo/generator/generate';
import { createFieldCipher } from '../../../src/platform/encryption';
import { type SignedIn, seedIdentity, signInAs } from '../../support/identity';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
let owner: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  await seedIdentity(t.database);
  await generate(t.database, {
    profile: { name: 'demo', merchants: 2, days: 90, meanDailySales: 4 },
    seed: 'volume',
    end: new Date(),
    cipher: createFieldCipher(randomBytes(32)),
  });
  owner = await signInAs(t.app, 'owner@paydesk.test');
}, 120_000);

const one = async (sql: string, params: unknown[]) =>
  Number((await t.database.query<{ v: string }>(sql, params))[0]?.v ?? 0);
const within = (c: string) =>
  `${c} >= ($2::timestamp at time zone $4) and ${c} < ($3::timestamp at time zone $4) + interval '1 second'`;

describe('volume calls (part 2 §7)', () => {
  const range = ['2026-09-01 00:00:00', '2026-10-31 23:59:59'];
  const query = `start_date=${encodeURIComponent(range[0] ?? '')}&end_date=${encodeURIComponent(range[1] ?? '')}&timezone=America/New_York`;
  const params = [100001, range[0], range[1], 'America/New_York'];

  it('gross volume equals the approved sales of the range', async () => {
    const res = await t.app.inject({
      url: `/api/merchants/100001/gross-volume?${query}`,
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      kind: 'gross-volume',
      currency: 'USD',
      amount: await one(
        `select coalesce(sum(gross_amount_cents), 0)::text as v from transactions where merchant_id = $1 and kind = 'sale' and status = 'approved' and ${within('trans_date')}`,
        params,
      ),
      count: await one(
        `select count(*)::text as v from transactions where merchant_id = $1 and kind = 'sale' and status = 'approved' and ${within('trans_date')}`,
        params,
      ),
    });
  });

  it('refund volume and chargeback-and-return volume equal their raw rows', async () => {
    const refunds = (
      await t.app.inject({
        url: `/api/merchants/100001/refund-volume?${query}`,
        headers: owner.headers,
      })
    ).json();
    expect(refunds.amount).toBe(
      await one(
        `select coalesce(-sum(gross_amount_cents), 0)::text as v from transactions where merchant_id = $1 and kind = 'refund' and ${within('trans_date')}`,
        params,
      ),
    );
    const cbr = (
      await t.app.inject({
        url: `/api/merchants/100001/chargeback-return-volume?${query}`,
        headers: owner.headers,
      })
    ).json();
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

  it("current-day volume is today's in the merchant's time zone", async () => {
    const res = (
      await t.app.inject({
        url: '/api/merchants/100001/volume/current-day',
        headers: owner.headers,
      })
    ).json();
    const today = todayIn('America/Los_Angeles');
    expect(res).toMatchObject({
      kind: 'current-day',
      timezone: 'America/Los_Angeles',
      start_date: `${today} 00:00:00`,
    });
    expect(res.amount).toBe(
      await one(
        `select coalesce(sum(gross_amount_cents), 0)::text as v from transactions where merchant_id = $1 and kind = 'sale' and status = 'approved' and ${within('trans_date')}`,
        [100001, `${today} 00:00:00`, `${today} 23:59:59`, 'America/Los_Angeles'],
      ),
    );
  });
});
