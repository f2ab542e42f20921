import { randomBytes, randomUUID } from 'node:crypto';
import { VALIDATION_ERROR_MESSAGE } from '@paydesk/domain/errors';
import { SUBSCRIPTION_MESSAGES } from '@paydesk/domain/subscription-fields';
import type { CreateSubscriptionInput, SubscriptionDetail } from '@paydesk/domain/subscriptions';
import { beforeAll, describe, expect, it } from 'vitest';
import { generate } from '../../../src/demo/generator/generate';
import { signSubscriberToken } from '../../../src/modules/subscriptions/subscriber-links.service';
import { createFieldCipher } from '../../../src/platform/encryption';
import { type SignedIn, seedIdentity, signInAs } from '../../support/identity';
import { createTestApp, type TestApp } from '../../support/test-app';

const M = 100001;
/** Owner holds it; subscriptions off there. */
const OFF = 100002;
const MSG = SUBSCRIPTION_MESSAGES;

/** 12:00 on Nov 22 in Los Angeles (the demo accounts' time zone). */
const START = Date.parse('2026-11-22T20:00:00Z');
let nowMs = START;
const clock = { now: () => new Date(nowMs) };

let t: TestApp;
let owner: SignedIn;
let clerk: SignedIn;
let customerWithEmail = 0;
let customerWithoutEmail = 0;
/** A subscription of an account the owner does not hold. */
let foreignSubscription = 0;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  await seedIdentity(t.database);
  await generate(t.database, {
    profile: { name: 'demo', merchants: 4, days: 30, meanDailySales: 4 },
    seed: 'subscriptions',
    end: new Date('2026-11-20T00:00:00Z'),
    cipher: createFieldCipher(randomBytes(32)),
  });
  await t.database.query('update merchants set allow_subscriptions = false where id = $1', [OFF]);
  const [withEmail] = await t.database.query<{ id: number }>(
    `insert into customers (merchant_id, first_name, last_name, email)
     values ($1, 'Sadie', 'Subscriber', 'sadie.subscriber@example.com') returning id`,
    [M],
  );
  customerWithEmail = Number(withEmail?.id);
  const [withoutEmail] = await t.database.query<{ id: number }>(
    `insert into customers (merchant_id, first_name, last_name) values ($1, 'Nomail', 'Person') returning id`,
    [M],
  );
  customerWithoutEmail = Number(withoutEmail?.id);
  const [foreign] = await t.database.query<{ id: number }>(
    `with m as (select id from merchants where id not in (100001, 100002, 100003) order by id limit 1),
          c as (insert into customers (merchant_id, first_name, last_name, email)
                select id, 'Far', 'Away', 'far.away@example.com' from m returning id, merchant_id)
     insert into subscriptions (merchant_id, customer_id, amount_cents, interval, status, start_date,
                                next_run_date, description)
     select merchant_id, id, 1234, 'month', 'active', '2026-11-01', '2026-12-01', 'Foreign plan' from c
     returning id`,
  );
  foreignSubscription = Number(foreign?.id);
  await t.database.query(
    `update merchants set allow_subscriptions = true
      where id = (select merchant_id from subscriptions where id = $1)`,
    [foreignSubscription],
  );
  owner = await signInAs(t.app, 'owner@paydesk.test');
  clerk = await signInAs(t.app, 'clerk@paydesk.test');
}, 180_000);

const get = (url: string, who: SignedIn = owner) => t.app.inject({ url, headers: who.headers });
const send = (url: string, body?: unknown, key = randomUUID(), who: SignedIn = owner) =>
  t.app.inject({
    method: 'POST',
    url,
    ...(body === undefined ? {} : { payload: body as object }),
    headers: { ...who.headers, 'idempotency-key': key },
  });
const base = `/api/merchants/${M}/subscriptions`;

const CARD = {
  number: '4242 4242 4242 4242',
  expiry: '12/34',
  cvc: '123',
  name: 'Sadie Subscriber',
};
const validBody = (over: Partial<CreateSubscriptionInput> = {}): CreateSubscriptionInput => ({
  customerId: customerWithEmail,
  description: 'Gold plan',
  amount: 2500,
  interval: 'month',
  intervalCount: 1,
  startDate: '2026-11-25',
  paymentMethod: { method: 'card', card: CARD },
  ...over,
});

async function create(over: Partial<CreateSubscriptionInput> = {}): Promise<SubscriptionDetail> {
  const res = await send(base, validBody(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const statusOf = async (id: number) => {
  const [row] = await t.database.query<{ status: string }>(
    'select status from subscriptions where id = $1',
    [id],
  );
  return row?.status;
};

const eventsOf = (id: number) =>
  t.database.query<{ kind: string; actor: string; details: Record<string, unknown> }>(
    'select kind, actor, details from subscription_events where subscription_id = $1 order by id',
    [id],
  );

const auditOf = (action: string) =>
  t.database.query<{ outcome: string; email: string | null; details: Record<string, unknown> }>(
    'select outcome, email, details from audit_log where action = $1 order by id',
    [action],
  );

async function rawIds(where = 'true', params: unknown[] = [], order = 'created_at desc, id desc') {
  const rows = await t.database.query<{ id: number }>(
    `select id from subscriptions s where merchant_id = $1 and ${where} order by ${order}`,
    [M, ...params],
  );
  return rows.map((r) => Number(r.id));
}
const ids = (body: { data: { id: number }[] }) => body.data.map((s) => s.id);

/** Statements about one subscription ($1), as billing would leave it. */
async function asBilling(id: number, statements: string[]) {
  for (const statement of statements) await t.database.query(statement, [id]);
}

describe('create', () => {
  it('creates a subscription with its card in the vault, its first run and a created event', async () => {
    const detail = await create();
    const id = detail.subscription.id;
    expect(detail.subscription).toMatchObject({
      merchantId: M,
      status: 'active',
      customerId: customerWithEmail,
      customerName: 'Sadie Subscriber',
      description: 'Gold plan',
      amount: 2500,
      currency: 'USD',
      interval: 'month',
      intervalCount: 1,
      installments: null,
      startDate: '2026-11-25',
      nextRunDate: '2026-11-25',
      paymentMethod: { method: 'card', brand: 'Visa', lastFour: '4242' },
    });
    expect(detail.nextRun).toMatchObject({
      scheduledDate: '2026-11-25',
      amount: 2500,
      attempts: 0,
    });
    // Due at the start of Nov 25 in Los Angeles.
    expect(detail.nextRun?.dueAt).toBe('2026-11-25T08:00:00.000Z');
    expect(detail.upcoming.map((u) => u.date)).toEqual([
      '2026-12-25',
      '2027-01-25',
      '2027-02-25',
      '2027-03-25',
      '2027-04-25',
      '2027-05-25',
    ]);
    expect(detail.actions).toEqual({
      requestCancellation: true,
      stop: true,
      reschedule: true,
      updatePaymentMethod: true,
    });
    expect(detail.history).toMatchObject([{ kind: 'created', actor: 'owner@paydesk.test' }]);
    const [row] = await t.database.query<{ payment_token: string; last_four: string }>(
      'select payment_token, last_four from subscriptions where id = $1',
      [id],
    );
    expect(row?.payment_token).toMatch(/^pm_/);
    expect(row?.payment_token).not.toContain('4242424242424242');
    const audit = (await auditOf('subscription-create')).at(-1);
    expect(audit).toMatchObject({
      outcome: 'success',
      details: { merchantId: M, subscriptionId: id, customerId: customerWithEmail },
    });
    expect(JSON.stringify(audit)).not.toContain('42424242');
    const events = JSON.stringify(await eventsOf(id));
    expect(events).not.toContain('42424242');
  });

  it('takes a bank account and a product (its name describes the plan)', async () => {
    const [product] = await t.database.query<{ id: number; name: string }>(
      'select id, name from products where merchant_id = $1 and active order by id limit 1',
      [M],
    );
    expect(product).toBeDefined();
    const detail = await create({
      productId: Number(product?.id),
      description: '',
      interval: 'week',
      intervalCount: 2,
      paymentMethod: {
        method: 'ach',
        ach: {
          routingNumber: '110000000',
          accountNumber: '000123456789',
          accountType: 'checking',
          name: 'Sadie Subscriber',
        },
      },
    });
    expect(detail.subscription.description).toBe(product?.name);
    expect(detail.subscription.paymentMethod).toEqual({
      method: 'ach',
      brand: 'ACH',
      lastFour: '6789',
    });
    expect(detail.upcoming[0]?.date).toBe('2026-12-09');
  });

  it('refuses invalid fields with their messages', async () => {
    const res = await send(
      base,
      validBody({
        description: '',
        amount: 10,
        interval: 'day',
        intervalCount: 400,
        installments: 1,
        startDate: '2026-02-30',
        paymentMethod: {
          method: 'card',
          card: { number: '4242 4242 4242 4241', expiry: '01/20', cvc: '12', name: '' },
        },
      }),
    );
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json();
    expect(body.error_message).toBe(VALIDATION_ERROR_MESSAGE);
    expect(body.errors).toMatchObject({
      amount: [MSG.amount],
      installments: [MSG.installments],
      startDate: [MSG.startDate],
      'paymentMethod.card.number': ['Enter a valid card number'],
      'paymentMethod.card.expiry': ['This card has expired.'],
      'paymentMethod.card.name': [MSG.cardName],
    });
    expect(body.errors.description).toEqual([MSG.descriptionRequired]);
    expect(body.errors.intervalCount).toEqual([MSG.intervalCount]);
  });

  it("refuses a first charge before today (the account's), another account's customer, an unknown product", async () => {
    // 2026-11-22 is today in Los Angeles; 2026-11-21 is not.
    const past = await send(base, validBody({ startDate: '2026-11-21' }));
    expect(past.statusCode, past.body).toBe(400);
    expect(past.json().errors.startDate).toEqual([MSG.startInPast]);
    const today = await send(base, validBody({ startDate: '2026-11-22' }));
    expect(today.statusCode, today.body).toBe(201);
    const far = await send(base, validBody({ startDate: '2028-01-01' }));
    expect(far.json().errors.startDate).toEqual([MSG.startTooFar]);
    const [foreignCustomer] = await t.database.query<{ customer_id: number }>(
      'select customer_id from subscriptions where id = $1',
      [foreignSubscription],
    );
    const foreign = await send(
      base,
      validBody({ customerId: Number(foreignCustomer?.customer_id), productId: 2_000_000_000 }),
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual({
      customerId: [MSG.customerNotFound],
      productId: [MSG.productNotFound],
    });
    expect(foreign.body).not.toContain('Far');
  });

  it('replays a retried create with the same Idempotency-Key', async () => {
    const key = randomUUID();
    const before = (await rawIds()).length;
    const first = await send(base, validBody({ description: 'Replay plan' }), key);
    const again = await send(base, validBody({ description: 'Replay plan' }), key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().subscription.id).toBe(first.json().subscription.id);
    expect((await rawIds()).length).toBe(before + 1);
  });
});

describe('the report', () => {
  it('lists newest first, 10 a page, with customer, plan, amount, interval and dates', async () => {
    const res = await get(base);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const raw = await rawIds();
    expect(raw.length).toBeGreaterThan(5);
    expect(body.meta).toMatchObject({ perPage: 10, page: 1, totalRecords: raw.length });
    expect(ids(body)).toEqual(raw.slice(0, 10));
    expect(body.data[0]).toMatchObject({
      merchantId: M,
      customerName: expect.any(String),
      description: expect.any(String),
      amount: expect.any(Number),
      interval: expect.any(String),
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('filters by status (several), interval, customer, next charge days and created days', async () => {
    const statuses = await get(`${base}?status=stopped,cancellation-requested&perPage=100`);
    expect(statuses.statusCode, statuses.body).toBe(200);
    expect(ids(statuses.json())).toEqual(
      await rawIds("status in ('stopped', 'cancellation-requested')"),
    );
    const weekly = await get(`${base}?interval=week&perPage=100`);
    expect(ids(weekly.json())).toEqual(await rawIds("interval = 'week'"));
    expect(weekly.json().data.length).toBeGreaterThan(0);
    const mine = await get(`${base}?customer_id=${customerWithEmail}&perPage=100`);
    expect(ids(mine.json())).toEqual(await rawIds('customer_id = $2', [customerWithEmail]));
    const next = await get(`${base}?next_run_from=2026-11-22&next_run_to=2026-11-25&perPage=100`);
    expect(ids(next.json())).toEqual(
      await rawIds("next_run_date between '2026-11-22' and '2026-11-25'"),
    );
    expect(next.json().data.length).toBeGreaterThan(0);
    const created = await get(
      `${base}?start_date=2026-11-22&end_date=2026-11-22&timezone=America/Los_Angeles&perPage=100`,
    );
    expect(ids(created.json())).toEqual(
      await rawIds("created_at >= '2026-11-22T08:00:00Z' and created_at < '2026-11-23T08:00:00Z'"),
    );
    const outOfRange = await get(`${base}?next_run_from=2100-01-01`);
    expect(outOfRange.statusCode).toBe(400);
    const bad = await get(`${base}?status=paused`);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['status']);
    const backwards = await get(`${base}?next_run_from=2026-12-02&next_run_to=2026-12-01`);
    expect(backwards.statusCode).toBe(400);
    expect(Object.keys(backwards.json().errors)).toEqual(['next_run_from']);
  });

  it("searches the customer's name or e-mail, and the id", async () => {
    const byName = await get(`${base}?search=sadie%20sub&perPage=100`);
    expect(ids(byName.json())).toEqual(await rawIds('customer_id = $2', [customerWithEmail]));
    const byEmail = await get(`${base}?search=SADIE.SUBSCRIBER@&perPage=100`);
    expect(ids(byEmail.json())).toEqual(ids(byName.json()));
    const [one] = await rawIds();
    const byId = await get(`${base}?search=${one}`);
    expect(ids(byId.json())).toContain(one);
  });

  it('sorts by next charge (ended last) and amount', async () => {
    const byNext = await get(`${base}?sort=nextRunDate&perPage=100`);
    expect(ids(byNext.json())).toEqual(
      await rawIds('true', [], "coalesce(next_run_date, 'infinity'::date), id"),
    );
    const byAmount = await get(`${base}?sort=-amount&perPage=100`);
    expect(ids(byAmount.json())).toEqual(await rawIds('true', [], 'amount_cents desc, id desc'));
    const bad = await get(`${base}?sort=customerName`);
    expect(bad.statusCode).toBe(400);
  });

  it('downloads the CSV of every row', async () => {
    const res = await get(`${base}?download=csv`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain(`subscriptions-${M}.csv`);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Status,Customer,Customer e-mail,Plan,Amount,Interval,Next charge,Cancel at,Created (UTC)',
    );
    expect(lines.length - 1).toBe((await rawIds()).length);
    const some = await get(
      `${base}?download=csv&columns=id,amount,interval,paymentMethod&search=sadie`,
    );
    const first = (await get(`${base}?search=sadie`)).json().data[0];
    expect(some.body.split('\r\n')[1]).toBe(
      `${first.id},${(first.amount / 100).toFixed(2)},every ${first.intervalCount === 1 ? first.interval : `${first.intervalCount} ${first.interval}s`},${first.paymentMethod.brand} ending ${first.paymentMethod.lastFour}`,
    );
  });

  it('downloads the scheduled transactions of a date range and statuses', async () => {
    const res = await get(
      `${base}/scheduled-transactions/download?start_date=2026-11-22&end_date=2026-11-30&status=scheduled`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Subscription ID,Customer,Customer e-mail,Scheduled date,Amount,Currency,Status,Attempts,Response code,Response,Transaction ID',
    );
    const [count] = await t.database.query<{ n: number }>(
      `select count(*)::int as n from subscription_scheduled_transactions r
         join subscriptions s on s.id = r.subscription_id
        where s.merchant_id = $1 and r.status = 'scheduled'
          and r.scheduled_date between '2026-11-22' and '2026-11-30'`,
      [M],
    );
    expect(lines.length - 1).toBe(Number(count?.n));
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((line) => line.includes(',scheduled,0,'))).toBe(true);
  });
});

describe('one subscription', () => {
  it('shows past runs (numbered for a plan), the next, the remaining instalments, totals and history', async () => {
    const plan = await create({ installments: 4, description: 'Sofa in 4' });
    const id = plan.subscription.id;
    // As billing does: the first run paid, the next scheduled.
    await asBilling(id, [
      `update subscription_scheduled_transactions set status = 'paid', attempts = 1, response_code = '00'
        where subscription_id = $1`,
      `insert into subscription_scheduled_transactions (subscription_id, scheduled_date, amount_cents, due_at)
       values ($1, '2026-12-25', 2500, '2026-12-25T08:00:00Z')`,
      `update subscriptions set next_run_date = '2026-12-25' where id = $1`,
    ]);
    const res = await get(`${base}/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    const detail: SubscriptionDetail = res.json();
    expect(detail.runs).toMatchObject([
      { scheduledDate: '2026-11-25', status: 'paid', installment: 1, responseCode: '00' },
    ]);
    expect(detail.nextRun).toMatchObject({ scheduledDate: '2026-12-25', installment: 2 });
    expect(detail.upcoming).toEqual([
      { date: '2027-01-25', amount: 2500, installment: 3 },
      { date: '2027-02-25', amount: 2500, installment: 4 },
    ]);
    expect(detail.totals).toEqual({ paidCount: 1, failedCount: 0, collected: 2500 });
    expect(detail.plan).toEqual({ installments: 4, paid: 1, remaining: 3 });
    expect(detail.customer).toEqual({
      id: customerWithEmail,
      name: 'Sadie Subscriber',
      email: 'sadie.subscriber@example.com',
    });
  });

  it("answers 404 for another account's subscription, on every call", async () => {
    const calls = [
      get(`${base}/${foreignSubscription}`),
      send(`${base}/${foreignSubscription}/request-cancellation`),
      send(`${base}/${foreignSubscription}/stop`),
      send(`${base}/${foreignSubscription}/reschedule`, { date: '2026-12-10' }),
      send(`${base}/${foreignSubscription}/send-link`),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().error_message).toBe(MSG.notFound);
      expect(res.body).not.toContain('Foreign plan');
    }
    expect(await statusOf(foreignSubscription)).toBe('active');
    const [foreignCustomer] = await t.database.query<{ customer_id: number }>(
      'select customer_id from subscriptions where id = $1',
      [foreignSubscription],
    );
    const filtered = await get(`${base}?customer_id=${foreignCustomer?.customer_id}`);
    expect(filtered.statusCode).toBe(404);
    expect(filtered.json().error_message).toBe('Customer not found.');
  });
});

describe('actions', () => {
  it('requests cancellation at period end once, refused the second time', async () => {
    const { subscription } = await create();
    const url = `${base}/${subscription.id}/request-cancellation`;
    const key = randomUUID();
    const res = await send(url, undefined, key);
    expect(res.statusCode, res.body).toBe(200);
    const detail: SubscriptionDetail = res.json();
    expect(detail.subscription).toMatchObject({
      status: 'cancellation-requested',
      cancelAtDate: '2026-11-25',
      cancellationRequestedAt: new Date(nowMs).toISOString(),
    });
    expect(detail.nextRun).toBeNull();
    expect(detail.upcoming).toEqual([]);
    expect(detail.actions).toMatchObject({ requestCancellation: false, reschedule: false });
    expect(detail.history[0]).toMatchObject({
      kind: 'cancellation-requested',
      actor: 'owner@paydesk.test',
      details: { cancelAtDate: '2026-11-25' },
    });
    // The same key replays; a new request is refused.
    const replay = await send(url, undefined, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const twice = await send(url);
    expect(twice.statusCode).toBe(422);
    expect(twice.json().error_message).toBe(MSG.alreadyCancelling);
    expect((await auditOf('subscription-request-cancellation')).slice(-2)).toMatchObject([
      {
        outcome: 'success',
        details: { subscriptionId: subscription.id, cancelAtDate: '2026-11-25' },
      },
      {
        outcome: 'failure',
        details: { subscriptionId: subscription.id, reason: MSG.alreadyCancelling },
      },
    ]);
    // Rescheduling says why not.
    const move = await send(`${base}/${subscription.id}/reschedule`, { date: '2026-12-01' });
    expect(move.statusCode).toBe(422);
    expect(move.json().error_message).toBe(MSG.rescheduleCancelling);
    expect((await eventsOf(subscription.id)).map((e) => e.kind)).toEqual([
      'created',
      'cancellation-requested',
    ]);
  });

  it('stops now: the scheduled run is skipped; stopping again, or a cancelled one, is refused', async () => {
    const { subscription } = await create();
    const res = await send(`${base}/${subscription.id}/stop`, undefined, undefined, clerk);
    expect(res.statusCode, res.body).toBe(200);
    const detail: SubscriptionDetail = res.json();
    expect(detail.subscription).toMatchObject({ status: 'stopped', nextRunDate: null });
    expect(detail.subscription.endedAt).not.toBeNull();
    expect(detail.nextRun).toBeNull();
    expect(detail.runs).toMatchObject([{ scheduledDate: '2026-11-25', status: 'skipped' }]);
    expect(detail.history[0]).toMatchObject({
      kind: 'stopped',
      actor: 'clerk@paydesk.test',
      details: { skippedRunDate: '2026-11-25', previousStatus: 'active' },
    });
    expect(detail.actions).toEqual({
      requestCancellation: false,
      stop: false,
      reschedule: false,
      updatePaymentMethod: false,
    });
    const again = await send(`${base}/${subscription.id}/stop`);
    expect(again.statusCode).toBe(422);
    expect(again.json().error_message).toBe(MSG.ended('stopped'));
    const cancelled = await create();
    await t.database.query(
      `update subscriptions set status = 'cancelled', next_run_date = null, ended_at = now() where id = $1`,
      [cancelled.subscription.id],
    );
    const stopCancelled = await send(`${base}/${cancelled.subscription.id}/stop`);
    expect(stopCancelled.statusCode).toBe(422);
    expect(stopCancelled.json().error_message).toBe(MSG.ended('cancelled'));
    const cancelStopped = await send(`${base}/${subscription.id}/request-cancellation`);
    expect(cancelStopped.json().error_message).toBe(MSG.ended('stopped'));
    expect((await auditOf('subscription-stop')).at(-1)).toMatchObject({ outcome: 'failure' });
  });

  it('reschedules the next charge to a later day, never today, the past or beyond a year', async () => {
    const { subscription } = await create();
    const url = `${base}/${subscription.id}/reschedule`;
    for (const [date, message] of [
      ['2026-11-22', MSG.rescheduleNotFuture],
      ['2026-11-01', MSG.rescheduleNotFuture],
      ['2027-11-23', MSG.rescheduleTooFar],
    ] as const) {
      const res = await send(url, { date });
      expect(res.statusCode, date).toBe(422);
      expect(res.json().error_message).toBe(message);
    }
    const invalid = await send(url, { date: '2026-13-01' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors.date).toEqual([MSG.rescheduleDate]);
    const res = await send(url, { date: '2026-12-03' });
    expect(res.statusCode, res.body).toBe(200);
    const detail: SubscriptionDetail = res.json();
    expect(detail.subscription.nextRunDate).toBe('2026-12-03');
    expect(detail.nextRun).toMatchObject({
      scheduledDate: '2026-12-03',
      dueAt: '2026-12-03T08:00:00.000Z',
    });
    expect(detail.upcoming[0]?.date).toBe('2027-01-03');
    expect(detail.history[0]).toMatchObject({
      kind: 'rescheduled',
      details: { from: '2026-11-25', to: '2026-12-03' },
    });
    expect((await auditOf('subscription-reschedule')).at(-1)).toMatchObject({
      outcome: 'success',
      details: { subscriptionId: subscription.id, from: '2026-11-25', date: '2026-12-03' },
    });
  });

  it('e-mails the manage link to the customer, not without an e-mail', async () => {
    const { subscription } = await create();
    const res = await send(`${base}/${subscription.id}/send-link`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().sentTo).toBe('sadie.subscriber@example.com');
    const [mail] = await t.database.query<{ subject: string; text: string }>(
      `select subject, text from mail_outbox where "to" = 'sadie.subscriber@example.com'
        order by id desc limit 1`,
    );
    expect(mail?.subject).toBe('Manage your subscription with Blue Harbor Bistro');
    const token = /\/subscriptions\/\d+\?token=([^\s]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeDefined();
    const page = await t.app.inject({
      url: `/api/subscriptions/${subscription.id}`,
      headers: { authorization: `Bearer ${decodeURIComponent(token ?? '')}` },
    });
    expect(page.statusCode, page.body).toBe(200);
    expect((await eventsOf(subscription.id)).at(-1)?.kind).toBe('link-sent');
    const none = await create({ customerId: customerWithoutEmail });
    const refused = await send(`${base}/${none.subscription.id}/send-link`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error_message).toBe(MSG.noEmail);
  });
});

describe('access', () => {
  it('is 403 on every call when the account has subscriptions off', async () => {
    const [sub] = await t.database.query<{ id: number }>(
      `with c as (insert into customers (merchant_id, first_name, last_name)
                  values ($1, 'Off', 'Flag') returning id)
       insert into subscriptions (merchant_id, customer_id, amount_cents, interval, start_date, next_run_date)
       select $1, c.id, 500, 'month', '2026-11-01', '2026-12-01' from c returning id`,
      [OFF],
    );
    const off = `/api/merchants/${OFF}/subscriptions`;
    const calls = [
      get(off),
      get(`${off}?download=csv`),
      get(`${off}/scheduled-transactions/download`),
      get(`${off}/${sub?.id}`),
      send(off, validBody()),
      send(`${off}/${sub?.id}/request-cancellation`),
      send(`${off}/${sub?.id}/stop`),
      send(`${off}/${sub?.id}/reschedule`, { date: '2026-12-10' }),
      send(`${off}/${sub?.id}/send-link`),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().error_message).toBe(MSG.disabled);
    }
  });

  it('is 403 for a user of another account', async () => {
    // The foreign subscription's account has subscriptions on: the access policy refuses.
    const [theirs] = await t.database.query<{ merchant_id: number }>(
      'select merchant_id from subscriptions where id = $1',
      [foreignSubscription],
    );
    const res = await get(`/api/merchants/${theirs?.merchant_id}/subscriptions`, clerk);
    expect(res.statusCode).toBe(403);
    expect(res.json().error_message).not.toBe(MSG.disabled);
    // The clerk holds OFF: refused for the feature instead.
    const off = await get(`/api/merchants/${OFF}/subscriptions`, clerk);
    expect(off.statusCode).toBe(403);
    expect(off.json().error_message).toBe(MSG.disabled);
  });
});

describe("the subscriber's link", () => {
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const tokenFor = (id: number) => signSubscriberToken(t.app.tokenKey, id, clock.now()).token;

  it('shows the subscription to the bearer of its token, and refuses any other token', async () => {
    const { subscription } = await create();
    const other = await create();
    const token = tokenFor(subscription.id);
    const url = `/api/subscriptions/${subscription.id}`;
    const ok = await t.app.inject({ url, headers: bearer(token) });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      id: subscription.id,
      merchantName: 'Blue Harbor Bistro',
      description: 'Gold plan',
      status: 'active',
      amount: 2500,
      nextRunDate: '2026-11-25',
      paymentMethod: { brand: 'Visa', lastFour: '4242' },
      canCancel: true,
    });
    expect(ok.body).not.toContain('payment_token');
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const headers of [
      {},
      bearer(tampered),
      bearer('garbage'),
      bearer(`${subscription.id}.9999999999.${'A'.repeat(43)}`),
    ]) {
      const res = await t.app.inject({ url, headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().error_message).toBe(MSG.linkInvalidAnonymous);
    }
    const otherToken = await t.app.inject({
      url,
      headers: bearer(tokenFor(other.subscription.id)),
    });
    expect(otherToken.statusCode).toBe(401);
    expect(otherToken.json().error_message).toBe(MSG.linkInvalid('Blue Harbor Bistro'));
    // Expired after 30 days (the test clock).
    nowMs = START + 30 * 86_400_000 + 60_000;
    try {
      const expired = await t.app.inject({ url, headers: bearer(token) });
      expect(expired.statusCode).toBe(401);
      expect(expired.json().error_message).toBe(MSG.linkInvalid('Blue Harbor Bistro'));
    } finally {
      nowMs = START;
    }
  });

  it('lets the subscriber cancel at period end, once', async () => {
    const { subscription } = await create();
    const url = `/api/subscriptions/${subscription.id}/cancel`;
    const headers = (key = randomUUID()) => ({
      ...bearer(tokenFor(subscription.id)),
      'idempotency-key': key,
    });
    const refusedWithoutToken = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(refusedWithoutToken.statusCode).toBe(401);
    const res = await t.app.inject({ method: 'POST', url, headers: headers() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'cancellation-requested',
      cancelAtDate: '2026-11-25',
      nextRunDate: null,
      canCancel: false,
    });
    expect((await eventsOf(subscription.id)).at(-1)).toMatchObject({
      kind: 'cancellation-requested',
      actor: 'subscriber',
    });
    const twice = await t.app.inject({ method: 'POST', url, headers: headers() });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().error_message).toBe(MSG.alreadyCancelling);
    expect((await auditOf('subscription-subscriber-cancel')).slice(-2)).toMatchObject([
      { outcome: 'success', email: null },
      { outcome: 'failure', email: null },
    ]);
  });

  it("replaces the card on file; a past-due subscription's run is retried on billing's next pass", async () => {
    const { subscription } = await create();
    const id = subscription.id;
    // As billing leaves a declined charge: past due, the run to be retried later.
    await asBilling(id, [
      `update subscriptions set status = 'past-due', failed_attempts = 1 where id = $1`,
      `update subscription_scheduled_transactions set attempts = 1, response_code = '05',
              due_at = '2026-11-25T08:00:00Z' where subscription_id = $1 and status = 'scheduled'`,
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/subscriptions/${id}/payment-method`,
      headers: { ...bearer(tokenFor(id)), 'idempotency-key': randomUUID() },
      payload: {
        method: 'card',
        card: { number: '5555555555554444', expiry: '10/30', cvc: '321', name: 'Sadie S' },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().paymentMethod).toEqual({
      method: 'card',
      brand: 'MasterCard',
      lastFour: '4444',
    });
    const [run] = await t.database.query<{ due_at: Date | string }>(
      `select due_at from subscription_scheduled_transactions where subscription_id = $1 and status = 'scheduled'`,
      [id],
    );
    expect(new Date(run?.due_at ?? 0).getTime()).toBe(nowMs);
    const [row] = await t.database.query<{ payment_token: string; last_four: string }>(
      'select payment_token, last_four from subscriptions where id = $1',
      [id],
    );
    expect(row?.last_four).toBe('4444');
    expect(row?.payment_token).not.toContain('5555555555554444');
    expect((await eventsOf(id)).at(-1)).toMatchObject({
      kind: 'payment-method-updated',
      actor: 'subscriber',
      details: { retryNow: true, paymentMethod: { brand: 'MasterCard', lastFour: '4444' } },
    });
    const invalid = await t.app.inject({
      method: 'POST',
      url: `/api/subscriptions/${id}/payment-method`,
      headers: { ...bearer(tokenFor(id)), 'idempotency-key': randomUUID() },
      payload: { method: 'card', card: { number: '1234', expiry: '10/30', cvc: '321', name: 'S' } },
    });
    expect(invalid.statusCode).toBe(400);
    expect(JSON.stringify(await auditOf('subscription-payment-method-update'))).not.toContain(
      '5555555555554444',
    );
  });

  it("shows a payment plan's schedule: paid, next, upcoming; a subscription's link is not a plan", async () => {
    const plan = await create({ installments: 3, description: 'Bike in 3' });
    const id = plan.subscription.id;
    await asBilling(id, [
      `update subscription_scheduled_transactions set status = 'paid', attempts = 1
        where subscription_id = $1`,
      `insert into subscription_scheduled_transactions (subscription_id, scheduled_date, amount_cents, due_at)
       values ($1, '2026-12-25', 2500, '2026-12-25T08:00:00Z')`,
    ]);
    const res = await t.app.inject({ url: '/api/payment-plans', headers: bearer(tokenFor(id)) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      subscriptionId: id,
      merchantName: 'Blue Harbor Bistro',
      description: 'Bike in 3',
      installments: 3,
      paidCount: 1,
      remainingCount: 2,
      paidAmount: 2500,
      remainingAmount: 5000,
      schedule: [
        { installment: 1, date: '2026-11-25', status: 'paid' },
        { installment: 2, date: '2026-12-25', status: 'scheduled' },
        { installment: 3, date: '2027-01-25', status: 'upcoming' },
      ],
    });
    const notPlan = await create();
    const refused = await t.app.inject({
      url: '/api/payment-plans',
      headers: bearer(tokenFor(notPlan.subscription.id)),
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error_message).toBe(MSG.notAPlan);
    const anonymous = await t.app.inject({ url: '/api/payment-plans' });
    expect(anonymous.statusCode).toBe(401);
  });
});
