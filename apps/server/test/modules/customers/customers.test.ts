import { randomBytes, randomUUID } from 'node:crypto';
import { CUSTOMER_MESSAGES } from '@paydesk/domain/customer-fields';
import { VALIDATION_ERROR_MESSAGE } from '@paydesk/domain/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { generate } from '../../../src/demo/generator/generate';
import { createFieldCipher } from '../../../src/platform/encryption';
import { type SignedIn, seedIdentity, signInAs } from '../../support/identity';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
let owner: SignedIn;
let clerk: SignedIn;
/** A customer of another account (not the owner's). */
let foreignCustomer = 0;
/** A customer of 100001 with card and ACH payments, refunds and a subscription. */
let busyCustomer = 0;

const M = 100001;

beforeAll(async () => {
  t = await createTestApp();
  await seedIdentity(t.database);
  await generate(t.database, {
    profile: { name: 'demo', merchants: 4, days: 60, meanDailySales: 8 },
    seed: 'customers',
    end: new Date('2026-11-20T00:00:00Z'),
    cipher: createFieldCipher(randomBytes(32)),
  });
  // The generator leaves payments without customers: spread some sales over five of them.
  const firstFive = await t.database.query<{ id: number }>(
    'select id from customers where merchant_id = $1 order by id limit 5',
    [M],
  );
  expect(firstFive.length).toBe(5);
  await t.database.query(
    `update transactions t set customer_id = ($2::int[])[1 + (t.id % 5)::int]
      where merchant_id = $1 and kind = 'sale' and t.id % 3 = 0`,
    [M, firstFive.map((c) => c.id)],
  );
  const [busy] = await t.database.query<{ customer_id: number }>(
    `select customer_id from transactions
      where merchant_id = $1 and customer_id is not null and kind = 'sale' and status = 'approved'
      group by customer_id order by count(*) desc, customer_id limit 1`,
    [M],
  );
  busyCustomer = Number(busy?.customer_id);
  // Make sure it has an ACH payment, a refunded sale and an active subscription.
  await t.database.query(
    `update transactions set customer_id = $2
      where id in (select id from transactions where merchant_id = $1 and kind = 'sale'
                     and method = 'ach' and status = 'approved' order by id limit 1)
         or id in (select id from transactions where merchant_id = $1 and kind = 'sale'
                     and refunded_amount_cents > 0 order by id limit 1)`,
    [M, busyCustomer],
  );
  await t.database.query(
    `insert into subscriptions (merchant_id, customer_id, amount_cents, interval, status, start_date, next_run_date)
     values ($1, $2, 2500, 'month', 'active', '2026-10-01', '2026-12-01'),
            ($1, $2, 900, 'month', 'stopped', '2026-01-01', null)`,
    [M, busyCustomer],
  );
  const [foreign] = await t.database.query<{ id: number }>(
    'select id from customers where merchant_id not in (100001, 100002, 100003) order by id limit 1',
  );
  if (!foreign) {
    const [made] = await t.database.query<{ id: number }>(
      `insert into customers (merchant_id, first_name, last_name)
       select id, 'Far', 'Away' from merchants where id not in (100001, 100002, 100003)
        order by id limit 1 returning id`,
    );
    foreignCustomer = Number(made?.id);
  } else {
    foreignCustomer = Number(foreign.id);
  }
  owner = await signInAs(t.app, 'owner@paydesk.test');
  clerk = await signInAs(t.app, 'clerk@paydesk.test');
}, 180_000);

const get = (url: string, who: SignedIn = owner) => t.app.inject({ url, headers: who.headers });
const send = (
  method: 'POST' | 'PATCH',
  url: string,
  body: unknown,
  key = randomUUID(),
  who: SignedIn = owner,
) =>
  t.app.inject({
    method,
    url,
    payload: body as object,
    headers: { ...who.headers, 'idempotency-key': key },
  });

const NAME_ORDER = "lower(last_name || ' ' || first_name), id";

async function rawIds(where = 'true', params: unknown[] = [], order = NAME_ORDER) {
  const rows = await t.database.query<{ id: number }>(
    `select id from customers where merchant_id = $1 and ${where} order by ${order}`,
    [M, ...params],
  );
  return rows.map((r) => Number(r.id));
}

const ids = (body: { data: { id: number }[] }) => body.data.map((c) => c.id);

describe('customers list', () => {
  it('lists customers by name, 10 a page, in the envelope', async () => {
    const res = await get(`/api/merchants/${M}/customers`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const raw = await rawIds();
    expect(body.meta).toMatchObject({
      perPage: 10,
      page: 1,
      totalRecords: raw.length,
      totalPages: Math.ceil(raw.length / 10),
    });
    expect(ids(body)).toEqual(raw.slice(0, 10));
    expect(body.data[0]).toMatchObject({
      merchantId: M,
      name: `${body.data[0].firstName} ${body.data[0].lastName}`,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      paymentsCount: expect.any(Number),
      lifetimeVolume: expect.any(Number),
      activeSubscriptions: expect.any(Number),
    });
  });

  it('pages and sorts by created, newest first, and refuses a sort on a figure', async () => {
    const raw = await rawIds('true', [], 'created_at desc, id desc');
    const page2 = await get(`/api/merchants/${M}/customers?sort=-createdAt&page=2`);
    expect(page2.statusCode, page2.body).toBe(200);
    expect(ids(page2.json())).toEqual(raw.slice(10, 20));
    const byVolume = await get(`/api/merchants/${M}/customers?sort=-lifetimeVolume`);
    expect(byVolume.statusCode).toBe(400);
    expect(byVolume.json().errors.sort[0]).toMatch(/^Sort by name, createdAt/);
  });

  it('searches the name, the e-mail and the phone digits', async () => {
    const [someone] = await t.database.query<{
      id: number;
      first_name: string;
      last_name: string;
      email: string;
    }>(
      'select id, first_name, last_name, email from customers where merchant_id = $1 order by id limit 1',
      [M],
    );
    if (!someone) throw new Error('no customer');
    const byName = await get(
      `/api/merchants/${M}/customers?perPage=100&search=${encodeURIComponent(`${someone.first_name} ${someone.last_name}`.toUpperCase())}`,
    );
    expect(ids(byName.json())).toContain(someone.id);
    const byEmail = await get(
      `/api/merchants/${M}/customers?perPage=100&search=${encodeURIComponent(someone.email.split('@')[0] ?? '')}`,
    );
    expect(ids(byEmail.json())).toContain(someone.id);
    const made = await send('POST', `/api/merchants/${M}/customers`, {
      firstName: 'Phoebe',
      lastName: 'Digits',
      phone: '(503) 867-5309',
    });
    expect(made.statusCode, made.body).toBe(201);
    const byPhone = await get(`/api/merchants/${M}/customers?search=8675309`);
    expect(ids(byPhone.json())).toEqual([made.json().id]);
    const none = await get(`/api/merchants/${M}/customers?search=zz-nobody-zz`);
    expect(none.json().meta.totalRecords).toBe(0);
  });

  it('filters on the day created', async () => {
    const res = await get(
      `/api/merchants/${M}/customers?perPage=100&start_date=2026-01-01&end_date=2026-06-30`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const raw = await rawIds(
      "created_at >= '2026-01-01T00:00:00Z' and created_at < '2026-07-01T00:00:00Z'",
    );
    expect(ids(res.json())).toEqual(raw.slice(0, 100));
  });

  it('computes payments, lifetime volume and active subscriptions as independent SQL does', async () => {
    const res = await get(`/api/merchants/${M}/customers?perPage=100`);
    const rows: {
      id: number;
      paymentsCount: number;
      lifetimeVolume: number;
      activeSubscriptions: number;
    }[] = res.json().data;
    const expected = await t.database.query<{
      id: number;
      payments: string;
      volume: string;
      subs: string;
    }>(
      `select c.id,
         (select count(*) from transactions t where t.customer_id = c.id and t.kind = 'sale' and t.status = 'approved')::text as payments,
         (select coalesce(sum(t.gross_amount_cents), 0) - coalesce(sum(t.refunded_amount_cents), 0)
            from transactions t where t.customer_id = c.id and t.kind = 'sale' and t.status = 'approved')::text as volume,
         (select count(*) from subscriptions s where s.customer_id = c.id and s.status in ('active', 'cancellation-requested'))::text as subs
       from customers c where c.merchant_id = $1`,
      [M],
    );
    const byId = new Map(expected.map((e) => [Number(e.id), e]));
    let withPayments = 0;
    for (const row of rows) {
      const e = byId.get(row.id);
      expect(row.paymentsCount).toBe(Number(e?.payments));
      expect(row.lifetimeVolume).toBe(Number(e?.volume));
      expect(row.activeSubscriptions).toBe(Number(e?.subs));
      if (row.paymentsCount > 0) withPayments += 1;
    }
    expect(withPayments).toBeGreaterThanOrEqual(5);
  });

  it('downloads the same rows as CSV', async () => {
    const res = await get(`/api/merchants/${M}/customers?download=csv`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain(`customers-${M}.csv`);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Name,E-mail,Phone,Created (UTC),Payments,Lifetime volume,Active subscriptions',
    );
    const raw = await rawIds();
    expect(lines.length - 1).toBe(raw.length);
    const busy = await get(
      `/api/merchants/${M}/customers?download=csv&columns=id,paymentsCount,lifetimeVolume&search=`,
    );
    const list = await get(`/api/merchants/${M}/customers?perPage=100`);
    const first = list.json().data[0];
    expect(busy.body.split('\r\n')[1]).toBe(
      `${first.id},${first.paymentsCount},${(first.lifetimeVolume / 100).toFixed(2)}`,
    );
  });
});

describe('one customer', () => {
  it('answers totals, payment methods (brand and last four), latest payments and subscriptions', async () => {
    const res = await get(`/api/merchants/${M}/customers/${busyCustomer}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.customer.id).toBe(busyCustomer);
    const [sums] = await t.database.query<{ n: string; gross: string; refunded: string }>(
      `select count(*)::text as n, sum(gross_amount_cents)::text as gross, sum(refunded_amount_cents)::text as refunded
         from transactions where customer_id = $1 and kind = 'sale' and status = 'approved'`,
      [busyCustomer],
    );
    expect(body.totals).toEqual({
      payments: Number(sums?.n),
      volume: Number(sums?.gross),
      refunds: Number(sums?.refunded),
      netVolume: Number(sums?.gross) - Number(sums?.refunded),
    });
    expect(body.totals.refunds).toBeGreaterThan(0);
    expect(body.customer.lifetimeVolume).toBe(body.totals.netVolume);
    // Payment methods: brand and last four, distinct, ACH for a bank account.
    expect(body.paymentMethods.length).toBeGreaterThan(0);
    for (const m of body.paymentMethods) {
      expect(Object.keys(m).sort()).toEqual(['brand', 'count', 'lastFour', 'lastUsedAt', 'method']);
      expect(m.lastFour).toMatch(/^\d{4}$/);
    }
    expect(body.paymentMethods.some((m: { brand: string }) => m.brand === 'ACH')).toBe(true);
    const keys = body.paymentMethods.map(
      (m: { brand: string; lastFour: string }) => `${m.brand}|${m.lastFour}`,
    );
    expect(new Set(keys).size).toBe(keys.length);
    // Never a full card or account number anywhere in the answer.
    expect(res.body).not.toMatch(/\d{9,}/);
    // The ten latest payments, newest first.
    expect(body.payments.length).toBe(10);
    const dates = body.payments.map((p: { transDate: string }) => p.transDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(body.payments[0]).toMatchObject({
      transNumber: expect.any(String),
      type: expect.any(String),
      grossAmount: expect.any(Number),
      status: expect.any(String),
    });
    const subs = await t.database.query<{ id: number; status: string }>(
      'select id, status from subscriptions where customer_id = $1 order by created_at desc, id desc',
      [busyCustomer],
    );
    expect(body.subscriptions.map((s: { id: number }) => s.id)).toEqual(subs.map((s) => s.id));
    expect(body.subscriptions.map((s: { status: string }) => s.status)).toEqual(
      expect.arrayContaining(['active', 'stopped']),
    );
    expect(body.customer.activeSubscriptions).toBe(
      subs.filter((s) => s.status === 'active' || s.status === 'cancellation-requested').length,
    );
  });

  it("is 404 'Customer not found.' for another account's customer or an unknown id", async () => {
    for (const id of [foreignCustomer, 2_000_000_000]) {
      const res = await get(`/api/merchants/${M}/customers/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error_message).toBe(CUSTOMER_MESSAGES.notFound);
    }
  });
});

describe('create and edit', () => {
  const url = `/api/merchants/${M}/customers`;

  it('refuses invalid input with a message per field', async () => {
    const empty = await send('POST', url, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error_message).toBe(VALIDATION_ERROR_MESSAGE);
    expect(empty.json().errors).toMatchObject({
      firstName: [CUSTOMER_MESSAGES.firstNameRequired],
      lastName: [CUSTOMER_MESSAGES.lastNameRequired],
    });
    const bad = await send('POST', url, {
      firstName: 'x'.repeat(51),
      lastName: '   ',
      email: 'not-an-email',
      phone: 'call me',
      zip: '9720',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      firstName: [CUSTOMER_MESSAGES.tooLong(50)],
      lastName: [CUSTOMER_MESSAGES.lastNameRequired],
      email: [CUSTOMER_MESSAGES.email],
      phone: [CUSTOMER_MESSAGES.phone],
      zip: [CUSTOMER_MESSAGES.usZip],
    });
    const canadian = await send('POST', url, {
      firstName: 'Anne',
      lastName: 'Shirley',
      country: 'CAN',
      zip: 'C0A 1H0',
    });
    expect(canadian.statusCode, canadian.body).toBe(201);
  });

  it('creates a customer once per Idempotency-Key, e-mail lower-cased, audited', async () => {
    const key = randomUUID();
    const body = {
      firstName: ' Ada ',
      lastName: 'Lovelace',
      email: ' Ada.Lovelace@Example.COM ',
      phone: '+1 503 555 0199',
      address1: '1 Engine Way',
      city: 'Portland',
      state: 'OR',
      zip: '97204',
    };
    const first = await send('POST', url, body, key);
    expect(first.statusCode, first.body).toBe(201);
    const created = first.json();
    expect(created).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      name: 'Ada Lovelace',
      email: 'ada.lovelace@example.com',
      country: 'USA',
      paymentsCount: 0,
      lifetimeVolume: 0,
      activeSubscriptions: 0,
    });
    const replay = await send('POST', url, body, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().id).toBe(created.id);
    const rows = await t.database.query<{ email: string }>(
      "select email from customers where merchant_id = $1 and last_name = 'Lovelace'",
      [M],
    );
    expect(rows).toEqual([{ email: 'ada.lovelace@example.com' }]);
    const audit = await t.database.query<{ outcome: string; email: string; details: unknown }>(
      "select outcome, email, details from audit_log where action = 'customer-create' and (details->>'customerId')::int = $1",
      [created.id],
    );
    expect(audit).toEqual([
      {
        outcome: 'success',
        email: 'owner@paydesk.test',
        details: { merchantId: M, customerId: created.id },
      },
    ]);
    // The clerk, a user of the account, may create too.
    const byClerk = await send(
      'POST',
      url,
      { firstName: 'Clara', lastName: 'Clerk' },
      randomUUID(),
      clerk,
    );
    expect(byClerk.statusCode, byClerk.body).toBe(201);
  });

  it('edits the fields sent, checks the ZIP against the resulting country, audits the field names', async () => {
    const made = await send('POST', url, { firstName: 'Edit', lastName: 'Me', zip: '97204' });
    const id = made.json().id;
    const key = randomUUID();
    const patch = await send(
      'PATCH',
      `${url}/${id}`,
      { email: 'EDIT.ME@Example.com', city: 'Salem' },
      key,
    );
    expect(patch.statusCode, patch.body).toBe(200);
    expect(patch.json()).toMatchObject({
      id,
      email: 'edit.me@example.com',
      city: 'Salem',
      zip: '97204',
    });
    const replay = await send(
      'PATCH',
      `${url}/${id}`,
      { email: 'EDIT.ME@Example.com', city: 'Salem' },
      key,
    );
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const audit = await t.database.query<{ details: { fields: string[] } }>(
      "select details from audit_log where action = 'customer-update' and (details->>'customerId')::int = $1",
      [id],
    );
    expect(audit.map((a) => a.details.fields.sort())).toEqual([['city', 'email']]);
    // A US customer keeps a US ZIP rule; moving to Canada takes a Canadian code.
    const badZip = await send('PATCH', `${url}/${id}`, { zip: 'K1A 0B1' });
    expect(badZip.statusCode).toBe(400);
    expect(badZip.json().errors).toEqual({ zip: [CUSTOMER_MESSAGES.usZip] });
    const moved = await send('PATCH', `${url}/${id}`, { zip: 'K1A 0B1', country: 'CAN' });
    expect(moved.statusCode, moved.body).toBe(200);
    const cleared = await send('PATCH', `${url}/${id}`, { email: null, phone: '' });
    expect(cleared.json()).toMatchObject({ email: null, phone: null });
    const nothing = await send('PATCH', `${url}/${id}`, {});
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().errors).toEqual({ body: [CUSTOMER_MESSAGES.nothingToChange] });
    const blankName = await send('PATCH', `${url}/${id}`, { firstName: '' });
    expect(blankName.json().errors).toEqual({ firstName: [CUSTOMER_MESSAGES.firstNameRequired] });
  });

  it("is 404 for another account's customer and writes nothing", async () => {
    const res = await send('PATCH', `${url}/${foreignCustomer}`, { firstName: 'Mallory' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error_message).toBe(CUSTOMER_MESSAGES.notFound);
    const [row] = await t.database.query<{ first_name: string }>(
      'select first_name from customers where id = $1',
      [foreignCustomer],
    );
    expect(row?.first_name).not.toBe('Mallory');
  });
});

describe('access', () => {
  it('is 403 for a merchant user of another account', async () => {
    // The clerk does not hold the foreign customer's account, which has customers on.
    const [theirs] = await t.database.query<{ merchant_id: number }>(
      'update merchants set allow_customers = true where id = (select merchant_id from customers where id = $1) returning id as merchant_id',
      [foreignCustomer],
    );
    const other = Number(theirs?.merchant_id);
    const calls = [
      get(`/api/merchants/${other}/customers`, clerk),
      get(`/api/merchants/${other}/customers/${foreignCustomer}`, clerk),
      send(
        'POST',
        `/api/merchants/${other}/customers`,
        { firstName: 'A', lastName: 'B' },
        randomUUID(),
        clerk,
      ),
      send(
        'PATCH',
        `/api/merchants/${other}/customers/${foreignCustomer}`,
        { firstName: 'A' },
        randomUUID(),
        clerk,
      ),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(403);
  });

  it('is 403 on every call when the account has customers off', async () => {
    const off = 100002;
    // The generator may turn the flag on for a demo account that does not name it.
    await t.database.query('update merchants set allow_customers = false where id = $1', [off]);
    const countOf = async () => {
      const [count] = await t.database.query<{ n: string }>(
        'select count(*)::text as n from customers where merchant_id = $1',
        [off],
      );
      return Number(count?.n);
    };
    const before = await countOf();
    const [theirs] = await t.database.query<{ id: number }>(
      `insert into customers (merchant_id, first_name, last_name) values ($1, 'Off', 'Flag') returning id`,
      [off],
    );
    const calls = [
      get(`/api/merchants/${off}/customers`),
      get(`/api/merchants/${off}/customers?download=csv`),
      get(`/api/merchants/${off}/customers/${theirs?.id}`),
      send('POST', `/api/merchants/${off}/customers`, { firstName: 'A', lastName: 'B' }),
      send('PATCH', `/api/merchants/${off}/customers/${theirs?.id}`, { firstName: 'A' }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().error_message).toBe(CUSTOMER_MESSAGES.disabled);
    }
    expect(await countOf()).toBe(before + 1);
    const [row] = await t.database.query<{ first_name: string }>(
      'select first_name from customers where id = $1',
      [theirs?.id],
    );
    expect(row?.first_name).toBe('Off');
  });
});
