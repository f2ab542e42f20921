import { randomUUID } from 'node:crypto';
import { VALIDATION_ERROR_MESSAGE } from '@paydesk/domain/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { sqlQuery } from '../../../src/db/client';
import { merchants } from '../../../src/db/schema';
import {
  recordSale,
  refundSale,
  returnAchPayment,
  voidSale,
} from '../../../src/ledger/ledger-operations';
import { refreshPlatformRollups } from '../../../src/modules/admin-overview/platform-rollups';
import { inWriteTransaction } from '../../../src/platform/write-transaction';
import { adminLacking, Principals } from '../../security/lib/principals';
import { failingChecksAfter } from '../../support/failing-checks';
import { type SignedIn, seedIdentity, signInAs, testClock } from '../../support/identity';
import { createTestApp, type TestApp } from '../../support/test-app';

/**
 * The platform payout tool (part 2 §7 "Tools" platform balance): every call with
 * can-perform-payout, validation, the balance against fees computed by hand for a fixed set of
 * ledger rows, a payout once per period (a second one for the same or an earlier day refused),
 * the idempotent replay, two payouts at once, the history, and db:check's check of payouts
 * (passing after payouts, failing when a payout row is tampered with).
 */

const clock = testClock(new Date('2026-11-22T12:00:00Z'));
const TODAY = '2026-11-22';
const D1 = '2026-11-17';
const D2 = '2026-11-18';
const D3 = '2026-11-19';
const at = (day: string, time: string) => new Date(`${day}T${time}Z`);

let t: TestApp;
let admin: SignedIn;
let owner: SignedIn;
let lacking: Record<string, string>;
const PATH = '/api/admin/stripe-platform-balance';

/** Fees as a rate would charge them: a fixed amount only, so each fee is known by hand. */
const fixedFees = (card: number, ach: number) => ({
  cardPercentBps: 0,
  cardFixedCents: card,
  achPercentBps: 0,
  achFixedCents: ach,
  achCapCents: null,
});

async function merchant(name: string, country: string, currency: string): Promise<number> {
  const [row] = await t.database.db
    .insert(merchants)
    .values({
      businessCommonName: name,
      businessLegalName: `${name} Ltd`,
      businessCountry: country,
      currency,
      processorId: 3,
    })
    .returning({ id: merchants.id });
  return row?.id ?? 0;
}

async function sale(
  merchantId: number,
  input: { amount: number; fee: number; when: Date; method?: 'card' | 'ach' },
) {
  const method = input.method ?? 'card';
  return inWriteTransaction(t.database.db, (tx) =>
    recordSale(tx, t.app.processors.processorFor({ processorId: 3 }), {
      merchantId,
      method,
      amountCents: input.amount,
      brand: method === 'card' ? 'Visa' : null,
      at: input.when,
      lastFour: method === 'card' ? '4242' : '6789',
      accountNumber: method === 'card' ? '4242424242424242' : '000123456789',
      fees: method === 'card' ? fixedFees(input.fee, 0) : fixedFees(0, input.fee),
    }),
  );
}

const get = (url: string, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'GET', url: `${PATH}${url}`, headers });

const pay = (
  body: Record<string, unknown>,
  key: string = randomUUID(),
  headers: Record<string, string> = admin.headers,
) =>
  t.app.inject({
    method: 'POST',
    url: PATH,
    headers: { ...headers, 'idempotency-key': key },
    payload: body,
  });

const payoutRows = (country: string) =>
  t.database.query<{ id: number; amount_cents: string; to_date: string }>(
    'select id, amount_cents, to_date::text as to_date from platform_payouts where country_code = $1 order by id',
    [country],
  );

const audits = (outcome: string) =>
  t.database.query<{ email: string; details: Record<string, unknown> }>(
    `select email, details from audit_log where action = 'platform-payout' and outcome = $1 order by id`,
    [outcome],
  );

/**
 * The ledger of the test, by hand (NZ: the merchants settled in NZD):
 * D1: card sale 100.00 fee 2.50 (NZ One); ACH payment 50.00 fee 0.40 (NZ Two, 23:30).
 * D2: card sale 20.00 fee 1.20 (NZ One, 00:10); card sale 30.00 fee 1.00, voided the same day
 *     (its fee goes: the sale and the void record, 2 rows, fee 0).
 * D3: the ACH payment returned, rejected-return fee 10.00; a refund of 10.00 of D1's sale (fee 0).
 * Through D1: 290 cents, 2 rows. Through D2: 410, 5 rows. Through D3: 1,410, 7 rows.
 * Not NZ: an Australian merchant's sale (fee 3.00, AUD) and a merchant with its business in New
 * Zealand but settled in USD (fee 9.99: the US balance).
 */
beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  await seedIdentity(t.database);
  [admin, owner] = await Promise.all([
    signInAs(t.app, 'admin@paydesk.test'),
    signInAs(t.app, 'owner@paydesk.test'),
  ]);
  const principals = new Principals(t.app, t.database);
  const without = await principals.create(
    'admin without payouts',
    adminLacking('can-perform-payout'),
  );
  lacking = { authorization: `Bearer ${without.idToken}` };

  const nzOne = await merchant('NZ One', 'NZL', 'NZD');
  const nzTwo = await merchant('NZ Two', 'NZL', 'NZD');
  const au = await merchant('AU One', 'AUS', 'AUD');
  const nzInUsd = await merchant('NZ In USD', 'NZL', 'USD');
  const processor = t.app.processors.processorFor({ processorId: 3 });

  const first = await sale(nzOne, { amount: 10_000, fee: 250, when: at(D1, '10:00:00') });
  const ach = await sale(nzTwo, {
    amount: 5_000,
    fee: 40,
    when: at(D1, '23:30:00'),
    method: 'ach',
  });
  await sale(nzOne, { amount: 2_000, fee: 120, when: at(D2, '00:10:00') });
  const voided = await sale(nzOne, { amount: 3_000, fee: 100, when: at(D2, '09:00:00') });
  await inWriteTransaction(t.database.db, (tx) =>
    voidSale(tx, { saleId: voided.id, at: at(D2, '09:05:00') }),
  );
  await inWriteTransaction(t.database.db, (tx) =>
    returnAchPayment(tx, processor, {
      saleId: ach.id,
      returnCode: 'R01',
      at: at(D3, '08:00:00'),
      rejectedReturnFeeCents: 1_000,
    }),
  );
  await inWriteTransaction(t.database.db, (tx) =>
    refundSale(tx, processor, { saleId: first.id, amountCents: 1_000, at: at(D3, '09:00:00') }),
  );
  await sale(au, { amount: 7_000, fee: 300, when: at(D1, '12:00:00') });
  await sale(nzInUsd, { amount: 7_000, fee: 999, when: at(D1, '12:00:00') });
}, 180_000);

describe('keys: every call needs can-perform-payout', () => {
  it.each([
    ['GET', `?countryCode=NZ&date=${D1}`],
    ['GET', '/last-payout-date?countryCode=NZ'],
    ['GET', '/history'],
    ['POST', ''],
  ] as const)(
    '%s %s: 401 signed out, 403 merchant user, 403 admin without the key',
    async (method, url) => {
      const send = (headers: Record<string, string>) =>
        method === 'GET'
          ? get(url, headers)
          : pay({ countryCode: 'GB', toDate: D1 }, randomUUID(), headers);
      expect((await send({})).statusCode).toBe(401);
      expect((await send(owner.headers)).statusCode).toBe(403);
      const refused = await send(lacking);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error_message).toBe('You do not have the permission this needs.');
    },
  );
});

describe('validation', () => {
  it('refuses an unknown country, a day that does not exist and a future day with 400 by field', async () => {
    const country = await get(`?countryCode=NZL&date=${D1}`);
    expect(country.statusCode).toBe(400);
    expect(country.json()).toMatchObject({ error_message: VALIDATION_ERROR_MESSAGE });
    expect(country.json().errors.countryCode[0]).toContain('US, CA, GB, AU, NZ');
    const day = await get('?countryCode=NZ&date=2026-02-30');
    expect(day.statusCode).toBe(400);
    expect(day.json().errors.date).toBeDefined();
    const future = await get('?countryCode=NZ&date=2026-11-23');
    expect(future.statusCode).toBe(400);
    expect(future.json().errors.date).toEqual(['The date cannot be in the future.']);
    const missing = await pay({ countryCode: 'NZ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.toDate).toBeDefined();
    expect((await get('/last-payout-date')).statusCode).toBe(400);
    expect((await get('/history?countryCode=XX')).statusCode).toBe(400);
  });
});

describe('GET /api/admin/stripe-platform-balance', () => {
  const balance = async (country: string, date: string) => {
    const res = await get(`?countryCode=${country}&date=${date}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('equals the fees computed by hand, before and after the platform rollups are refreshed', async () => {
    for (const refreshed of [false, true]) {
      if (refreshed) await inWriteTransaction(t.database.db, refreshPlatformRollups);
      expect(await balance('NZ', D1)).toEqual({
        countryCode: 'NZ',
        currency: 'NZD',
        fromDate: null,
        toDate: D1,
        availableCents: 290,
        transactionCount: 2,
        lastPayoutDate: null,
        payableThrough: '2026-11-21',
      });
      expect(await balance('NZ', D2)).toMatchObject({ availableCents: 410, transactionCount: 5 });
      expect(await balance('NZ', D3)).toMatchObject({ availableCents: 1_410, transactionCount: 7 });
      expect(await balance('AU', D3)).toMatchObject({ currency: 'AUD', availableCents: 300 });
      expect((await balance('US', TODAY)).availableCents).toBeGreaterThanOrEqual(999);
      expect(await balance('GB', TODAY)).toMatchObject({ availableCents: 0, transactionCount: 0 });
      expect(await balance('NZ', '2026-11-16')).toMatchObject({ availableCents: 0 });
    }
  });
});

describe('POST /api/admin/stripe-platform-balance', () => {
  it('pays the period once, audited, and the next balance starts the day after', async () => {
    const res = await pay({ countryCode: 'NZ', toDate: D1 });
    expect(res.statusCode, res.body).toBe(201);
    const payout = res.json();
    expect(payout).toMatchObject({
      countryCode: 'NZ',
      fromDate: null,
      toDate: D1,
      amountCents: 290,
      currency: 'NZD',
      status: 'paid',
      transactionCount: 2,
      createdBy: 'admin@paydesk.test',
    });
    const [audit] = (await audits('success')).filter((a) => a.details.payoutId === payout.id);
    expect(audit).toMatchObject({
      email: 'admin@paydesk.test',
      details: { countryCode: 'NZ', fromDate: null, toDate: D1, amountCents: 290, currency: 'NZD' },
    });

    const last = await get('/last-payout-date?countryCode=NZ');
    expect(last.json()).toEqual({ countryCode: 'NZ', lastPayoutDate: D1 });
    const next = await get(`?countryCode=NZ&date=${D3}`);
    expect(next.json()).toMatchObject({
      fromDate: '2026-11-18',
      toDate: D3,
      availableCents: 1_120,
      transactionCount: 5,
      lastPayoutDate: D1,
    });
    const paidDay = await get(`?countryCode=NZ&date=${D1}`);
    expect(paidDay.json()).toMatchObject({ availableCents: 0, transactionCount: 0 });
  });

  it('refuses a second payout for the same day or an earlier one (422), each refusal audited', async () => {
    const before = await audits('failure');
    for (const toDate of [D1, '2026-11-10']) {
      const res = await pay({ countryCode: 'NZ', toDate });
      expect(res.statusCode).toBe(422);
      expect(res.json().error_message).toBe(
        `A payout for this period has already been made: this country is paid out through ${D1}. Choose a later day.`,
      );
    }
    expect(await payoutRows('NZ')).toHaveLength(1);
    const after = await audits('failure');
    expect(after.length - before.length).toBe(2);
    expect(after.at(-1)?.details).toMatchObject({ countryCode: 'NZ', toDate: '2026-11-10' });
  });

  it('refuses today (not over yet), a future day and a period without fees', async () => {
    const today = await pay({ countryCode: 'NZ', toDate: TODAY });
    expect(today.statusCode).toBe(422);
    expect(today.json().error_message).toContain('choose 2026-11-21 or earlier');
    expect((await pay({ countryCode: 'NZ', toDate: '2027-01-01' })).statusCode).toBe(422);
    const nothing = await pay({ countryCode: 'GB', toDate: D3 });
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json().error_message).toBe(
      `There is nothing to pay out: the platform earned no fees through ${D3} in this country.`,
    );
    expect(await payoutRows('GB')).toHaveLength(0);
  });

  it('answers a replay with the same Idempotency-Key with the same payout, one row', async () => {
    const key = randomUUID();
    const first = await pay({ countryCode: 'NZ', toDate: D3 }, key);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ fromDate: '2026-11-18', amountCents: 1_120 });
    const again = await pay({ countryCode: 'NZ', toDate: D3 }, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await payoutRows('NZ')).toHaveLength(2);
  });

  it('lets one of two payouts of the same period made at once through', async () => {
    const answers = await Promise.all([
      pay({ countryCode: 'AU', toDate: D3 }),
      pay({ countryCode: 'AU', toDate: D3 }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422]);
    const rows = await payoutRows('AU');
    expect(rows).toHaveLength(1);
    expect(Number(rows[0]?.amount_cents)).toBe(300);
  });
});

describe('GET /api/admin/stripe-platform-balance/history', () => {
  it('lists the payouts newest first, by country, paged, and as CSV', async () => {
    const all = await get('/history');
    expect(all.statusCode, all.body).toBe(200);
    const body = all.json();
    expect(body.meta).toMatchObject({ page: 1, perPage: 10, totalRecords: 3, totalPages: 1 });
    expect(body.data.map((p: { countryCode: string }) => p.countryCode)).toEqual([
      'AU',
      'NZ',
      'NZ',
    ]);
    expect(body.data[1]).toMatchObject({
      fromDate: '2026-11-18',
      toDate: D3,
      amountCents: 1_120,
      createdBy: 'admin@paydesk.test',
    });

    const nz = await get('/history?countryCode=NZ&per_page=1&page=2');
    expect(nz.json().meta).toMatchObject({ page: 2, perPage: 1, totalRecords: 2, totalPages: 2 });
    expect(nz.json().data[0]).toMatchObject({ toDate: D1, amountCents: 290 });

    const csv = await get('/history?countryCode=NZ&download=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'ID,Country,From,Through,Amount,Currency,Status,Transactions,Paid at (UTC),Paid by',
    );
    expect(lines).toHaveLength(3);
    expect(lines[2]).toContain(`,NZ,,${D1},2.90,NZD,paid,2,`);
  });
});

describe('db:check: platform payouts equal the fees of their country and period', () => {
  const NAME =
    'platform payouts equal the fees of their country and period, and periods do not overlap';

  it('passes after the payouts', async () => {
    const failing = await failingChecksAfter(t.database, async () => {});
    expect(failing).toEqual([]);
  });

  it('fails when a payout row is tampered with, or periods overlap', async () => {
    const tampered = await failingChecksAfter(t.database, async (tx) => {
      await sqlQuery(tx)(
        `update platform_payouts set amount_cents = amount_cents + 1 where country_code = 'AU'`,
      );
    });
    const check = tampered.find((c) => c.name === NAME);
    expect(check?.violations).toHaveLength(1);
    expect(check?.violations[0]).toContain('301 AUD for 1 rows, but the period');
    expect(check?.violations[0]).toContain('fees are 300 over 1 rows');

    const overlapping = await failingChecksAfter(t.database, async (tx) => {
      await sqlQuery(tx)(
        `insert into platform_payouts (country_code, from_date, to_date, amount_cents, currency, status, transaction_count)
         values ('NZ', '2026-11-17', '2026-11-20', 0, 'NZD', 'paid', 0)`,
      );
    });
    const overlap = overlapping.find((c) => c.name === NAME);
    expect(overlap?.violations.some((v) => v.includes('overlaps payouts'))).toBe(true);
  });
});
