import { randomBytes, randomUUID } from 'node:crypto';
import { todayIn } from '@paydesk/domain/date-presets';
import type { CreateSubscriptionInput, SubscriptionDetail } from '@paydesk/domain/subscriptions';
import { beforeAll, describe, expect, it } from 'vitest';
import { sqlQuery } from '../../../src/db/client';
import { generate } from '../../../src/demo/generator/generate';
import { reconcile } from '../../../src/ledger/reconciliation';
import {
  BILLING_JOB,
  type BillingDependencies,
  chargeDueRuns,
  registerBillingJobs,
} from '../../../src/modules/billing/billing-jobs.service';
import { CLOSED_MESSAGE } from '../../../src/modules/transactions/terminal-rules';
import { createFieldCipher } from '../../../src/platform/encryption';
import { createJobRunner, type JobRunner } from '../../../src/platform/jobs/job-runner';
import { type SignedIn, seedIdentity, signInAs } from '../../support/identity';
import { createTestApp, type TestApp } from '../../support/test-app';

/** Blue Harbor Bistro (America/Los_Angeles), subscriptions on. */
const M = 100001;
/** A second account of the owner: closed in one test. */
const CLOSED = 100003;
const TZ = 'America/Los_Angeles';
const isPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** 12:00 on Nov 22 in Los Angeles. The tests move it forward only. */
let nowMs = Date.parse('2026-11-22T20:00:00Z');
const clock = { now: () => new Date(nowMs) };
const advanceDays = (days: number) => {
  nowMs += days * 86_400_000 + 60_000;
};
const today = () => todayIn(TZ, clock.now());

let t: TestApp;
let owner: SignedIn;
let customer = 0;
let runner: JobRunner;
let deps: BillingDependencies;
/** What the job runner reported: none expected. */
const errors: unknown[] = [];

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  await seedIdentity(t.database);
  await generate(t.database, {
    profile: { name: 'demo', merchants: 4, days: 30, meanDailySales: 4 },
    seed: 'billing',
    end: new Date('2026-11-20T00:00:00Z'),
    cipher: createFieldCipher(randomBytes(32)),
  });
  // Only the tests' subscriptions charge: the generated ones are stopped.
  await t.database.query(
    `update subscription_scheduled_transactions set status = 'skipped' where status = 'scheduled'`,
  );
  await t.database.query(
    // Their generated tokens are dropped too: a random hex token may hold a Luhn-valid digit run.
    `update subscriptions set status = 'stopped', next_run_date = null, payment_token = null
      where true`,
  );
  await t.database.query(
    `update merchants set allow_subscriptions = true, status = 1, allow_card_payment = true,
            card_brands = null, cc_per_transaction_limit_cents = null, cc_per_month_limit_cents = null
      where id in ($1, $2)`,
    [M, CLOSED],
  );
  const [made] = await t.database.query<{ id: number }>(
    `insert into customers (merchant_id, first_name, last_name, email)
     values ($1, 'Sadie', 'Subscriber', 'sadie.billing@example.com') returning id`,
    [M],
  );
  customer = Number(made?.id);
  owner = await signInAs(t.app, 'owner@paydesk.test');
  deps = t.app;
  runner = createJobRunner({
    db: t.database.db,
    clock,
    workerId: 'billing-test',
    onError: (error) => errors.push(error),
  });
  registerBillingJobs(runner, deps);
}, 180_000);

/** Runs the job runner until no job is left due now. */
async function runBilling(): Promise<void> {
  nowMs += 60_000; // a new slot of the recurring job
  while ((await runner.runDueJobs()) > 0) {
    // Follow-up jobs, if any.
  }
  expect(errors.map((e) => String(e))).toEqual([]);
}

/** The signed-in owner's call (signed in again: the clock moves past the session's life). */
const send = async (url: string, body?: unknown) => {
  owner = await signInAs(t.app, 'owner@paydesk.test');
  return t.app.inject({
    method: 'POST',
    url,
    ...(body === undefined ? {} : { payload: body as object }),
    headers: { ...owner.headers, 'idempotency-key': randomUUID() },
  });
};

async function subscribe(
  over: Partial<CreateSubscriptionInput> & { cardNumber?: string } = {},
  merchantId = M,
  customerId = customer,
): Promise<number> {
  const { cardNumber = '4242424242424242', ...rest } = over;
  const res = await send(`/api/merchants/${merchantId}/subscriptions`, {
    customerId,
    description: 'Gold plan',
    amount: 2500,
    interval: 'month',
    intervalCount: 1,
    startDate: today(),
    paymentMethod: {
      method: 'card',
      card: { number: cardNumber, expiry: '12/34', cvc: '123', name: 'Sadie Subscriber' },
    },
    ...rest,
  } satisfies CreateSubscriptionInput);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as SubscriptionDetail).subscription.id;
}

const subscriptionOf = async (id: number) =>
  (
    await t.database.query<{
      status: string;
      next_run_date: string | null;
      failed_attempts: number;
      ended_at: string | null;
    }>(
      `select status, next_run_date::text as next_run_date, failed_attempts, ended_at
         from subscriptions where id = $1`,
      [id],
    )
  )[0];

const runsOf = (id: number) =>
  t.database.query<{
    scheduled_date: string;
    status: string;
    attempts: number;
    due_at: Date | string;
    response_code: string | null;
    response_text: string | null;
    transaction_id: string | null;
  }>(
    `select scheduled_date::text as scheduled_date, status, attempts, due_at, response_code,
            response_text, transaction_id::text as transaction_id
       from subscription_scheduled_transactions where subscription_id = $1 order by id`,
    [id],
  );

const salesOf = (id: number) =>
  t.database.query<{
    id: string;
    status: string;
    gross_amount_cents: string;
    customer_id: number;
    response_code: string;
  }>(
    `select id::text, status, gross_amount_cents::text, customer_id, response_code
       from transactions where subscription_id = $1 order by id`,
    [id],
  );

const eventsOf = async (id: number) =>
  (
    await t.database.query<{ kind: string; actor: string }>(
      'select kind, actor from subscription_events where subscription_id = $1 order by id',
      [id],
    )
  ).map((e) => `${e.kind}:${e.actor}`);

const mailsTo = (to: string) =>
  t.database.query<{ subject: string; text: string }>(
    'select subject, text from mail_outbox where "to" = $1 order by id',
    [to],
  );

async function expectLedgerClean(): Promise<void> {
  const failing = (await reconcile(t.database.query)).filter((c) => c.violations.length > 0);
  expect(failing).toEqual([]);
}

describe('a due charge', () => {
  it('is charged once: ledger, rollups, the run paid, the next run, history and a receipt', async () => {
    const before = await mailsTo('sadie.billing@example.com');
    const id = await subscribe();
    await runBilling();

    const sales = await salesOf(id);
    expect(sales).toHaveLength(1);
    expect(sales[0]).toMatchObject({
      status: 'approved',
      gross_amount_cents: '2500',
      customer_id: customer,
      response_code: '00',
    });
    const runs = await runsOf(id);
    expect(runs.map((r) => [r.scheduled_date, r.status, r.attempts])).toEqual([
      ['2026-11-22', 'paid', 1],
      ['2026-12-22', 'scheduled', 0],
    ]);
    expect(runs[0]?.transaction_id).toBe(sales[0]?.id);
    // The next run is due when Dec 22 starts in Los Angeles.
    expect(new Date(runs[1]?.due_at ?? 0).toISOString()).toBe('2026-12-22T08:00:00.000Z');
    expect(await subscriptionOf(id)).toMatchObject({
      status: 'active',
      next_run_date: '2026-12-22',
      failed_attempts: 0,
    });
    expect(await eventsOf(id)).toEqual(['created:owner@paydesk.test', 'charged:billing']);
    const [line] = await t.database.query<{ description: string; quantity: number }>(
      'select description, quantity, unit_amount_cents::int as unit from payment_line_items where transaction_id = $1',
      [sales[0]?.id],
    );
    expect(line).toMatchObject({ description: 'Gold plan', quantity: 1, unit: 2500 });

    const mails = (await mailsTo('sadie.billing@example.com')).slice(before.length);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Your receipt from Blue Harbor Bistro: $25.00');
    expect(mails[0]?.text).toContain('Blue Harbor Bistro charged $25.00 for Gold plan.');
    expect(mails[0]?.text).toContain('Next charge: $25.00 on Tuesday, December 22, 2026.');
    expect(mails[0]?.text).toMatch(/\/subscriptions\/\d+\?token=/);
    expect(mails[0]?.text).not.toContain('4242424242424242');

    // The transactions list (filtered by the customer) and the dashboard see it at once.
    const list = await t.app.inject({
      url: `/api/transactions?merchant_ids=${M}&customer_id=${customer}`,
      headers: owner.headers,
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((row: { id: number }) => String(row.id))).toContain(sales[0]?.id);
    const grossAfter = await t.app.inject({
      url: `/api/merchants/${M}/overview/gross-volume?start_date=${today()}%2000:00:00&end_date=${today()}%2023:59:59&timezone=${TZ}`,
      headers: owner.headers,
    });
    expect(grossAfter.statusCode, grossAfter.body).toBe(200);
    // The generated sales end on Nov 20: today's gross volume is this charge.
    expect(grossAfter.json().summedData.data[0].amount).toBe(2500);

    // Running again charges nothing more.
    await runBilling();
    expect(await salesOf(id)).toHaveLength(1);
    await expectLedgerClean();
  });

  it('declines without a charge when the account is closed, and says why', async () => {
    const [other] = await t.database.query<{ id: number }>(
      `insert into customers (merchant_id, first_name, last_name, email)
       values ($1, 'Cora', 'Closed', 'cora.closed@example.com') returning id`,
      [CLOSED],
    );
    const id = await subscribe({}, CLOSED, Number(other?.id));
    await t.database.query('update merchants set status = 133 where id = $1', [CLOSED]);
    await runBilling();
    await t.database.query('update merchants set status = 1 where id = $1', [CLOSED]);
    expect(await salesOf(id)).toEqual([]);
    const [run] = await runsOf(id);
    expect(run).toMatchObject({ status: 'scheduled', attempts: 1, response_text: CLOSED_MESSAGE });
    expect((await subscriptionOf(id))?.status).toBe('past-due');
    const [mail] = await mailsTo('cora.closed@example.com');
    expect(mail?.text).toContain(`Reason: ${CLOSED_MESSAGE}`);
  });
});

describe('a declined card', () => {
  it('retries 1, 3 and 5 days later, is past due, then cancelled, with the e-mails', async () => {
    const [made] = await t.database.query<{ id: number }>(
      `insert into customers (merchant_id, first_name, last_name, email)
       values ($1, 'Dana', 'Declined', 'dana.declined@example.com') returning id`,
      [M],
    );
    const id = await subscribe({ cardNumber: '4000000000000002' }, M, Number(made?.id));
    const start = clock.now().getTime();
    await runBilling();
    let [run] = await runsOf(id);
    expect(run).toMatchObject({ status: 'scheduled', attempts: 1, response_code: '05' });
    expect(new Date(run?.due_at ?? 0).getTime()).toBe(start + 60_000 + 86_400_000);
    expect(await subscriptionOf(id)).toMatchObject({ status: 'past-due', failed_attempts: 1 });
    let mails = await mailsTo('dana.declined@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(
      'Your payment to Blue Harbor Bistro failed: please update your card',
    );
    expect(mails[0]?.text).toContain('We will try again on Monday, November 23, 2026.');
    expect(mails[0]?.text).toMatch(/\/subscriptions\/\d+\?token=/);

    // Not yet due: nothing happens.
    await runBilling();
    expect((await runsOf(id))[0]?.attempts).toBe(1);

    for (const [days, attempts] of [
      [1, 2],
      [3, 3],
    ] as const) {
      advanceDays(days);
      await runBilling();
      [run] = await runsOf(id);
      expect(run).toMatchObject({ status: 'scheduled', attempts });
      expect(await subscriptionOf(id)).toMatchObject({ status: 'past-due' });
    }
    advanceDays(5);
    await runBilling();
    [run] = await runsOf(id);
    expect(run).toMatchObject({ status: 'failed', attempts: 4 });
    expect(await runsOf(id)).toHaveLength(1);
    const ended = await subscriptionOf(id);
    expect(ended).toMatchObject({ status: 'cancelled', next_run_date: null, failed_attempts: 4 });
    expect(ended?.ended_at).not.toBeNull();
    expect((await salesOf(id)).map((s) => s.status)).toEqual([
      'declined',
      'declined',
      'declined',
      'declined',
    ]);
    expect(await eventsOf(id)).toEqual([
      'created:owner@paydesk.test',
      'declined:billing',
      'past-due:billing',
      'declined:billing',
      'declined:billing',
      'declined:billing',
      'cancelled:billing',
    ]);
    mails = await mailsTo('dana.declined@example.com');
    expect(mails.map((m) => m.subject)).toEqual([
      'Your payment to Blue Harbor Bistro failed: please update your card',
      'Your payment to Blue Harbor Bistro failed: please update your card',
      'Your payment to Blue Harbor Bistro failed: please update your card',
      'Your subscription to Blue Harbor Bistro has ended',
    ]);
    expect(mails[3]?.text).toContain('the payment of $25.00 failed after several tries');
    await expectLedgerClean();
  });

  it('a past-due subscription paid on a retry is active again', async () => {
    const id = await subscribe({ cardNumber: '4000000000000002' });
    await runBilling();
    expect((await subscriptionOf(id))?.status).toBe('past-due');
    // The card on file is replaced by a good one (as the subscriber's update does).
    await t.database.query(
      `update subscriptions set payment_token = 'pm_3_card_00_retrygood' where id = $1`,
      [id],
    );
    advanceDays(1);
    await runBilling();
    expect(await subscriptionOf(id)).toMatchObject({ status: 'active', failed_attempts: 0 });
    expect((await runsOf(id)).map((r) => [r.status, r.attempts])).toEqual([
      ['paid', 2],
      ['scheduled', 0],
    ]);
  });
});

describe('ends and completions', () => {
  it('ends a subscription at its CancelAtDate without charging it', async () => {
    const id = await subscribe({ description: 'Stopping plan' });
    await runBilling();
    const res = await send(`/api/merchants/${M}/subscriptions/${id}/request-cancellation`);
    expect(res.statusCode, res.body).toBe(200);
    const cancelAt = (await subscriptionOf(id))?.next_run_date;
    expect(cancelAt).toBeTruthy();
    // The day before: nothing.
    nowMs = Date.parse(`${cancelAt}T08:00:00Z`) - 3_600_000;
    await runBilling();
    expect((await subscriptionOf(id))?.status).toBe('cancellation-requested');
    advanceDays(0);
    nowMs += 3_600_000;
    await runBilling();
    expect(await subscriptionOf(id)).toMatchObject({ status: 'cancelled', next_run_date: null });
    expect((await runsOf(id)).map((r) => r.status)).toEqual(['paid', 'skipped']);
    expect(await salesOf(id)).toHaveLength(1);
    expect((await eventsOf(id)).slice(-1)).toEqual(['cancelled:billing']);
    const mails = await mailsTo('sadie.billing@example.com');
    expect(mails.at(-1)?.text).toContain('Stopping plan from Blue Harbor Bistro ended on');
    expect(mails.at(-1)?.text).toContain('as you asked');
  });

  it('completes a payment plan at its last instalment', async () => {
    const id = await subscribe({ description: 'Sofa in 2', installments: 2, interval: 'week' });
    await runBilling();
    expect((await runsOf(id)).map((r) => r.status)).toEqual(['paid', 'scheduled']);
    advanceDays(7);
    await runBilling();
    expect((await runsOf(id)).map((r) => r.status)).toEqual(['paid', 'paid']);
    const done = await subscriptionOf(id);
    expect(done).toMatchObject({ status: 'completed', next_run_date: null });
    expect(done?.ended_at).not.toBeNull();
    expect((await eventsOf(id)).slice(-2)).toEqual(['charged:billing', 'completed:billing']);
    const mails = await mailsTo('sadie.billing@example.com');
    expect(mails.at(-1)?.text).toContain('This was payment 2 of 2 of your plan.');
    expect(mails.at(-1)?.text).toContain('Your payment plan is now paid in full.');
    expect(mails.at(-1)?.text).toMatch(/\/payment-plans\?token=/);
    await expectLedgerClean();
  });
});

/** Subscriptions due now, written directly (a card on file that always approves). */
async function dueSubscriptions(n: number): Promise<number[]> {
  const day = today();
  const rows = await t.database.query<{ id: number }>(
    `with made as (
       insert into subscriptions (merchant_id, customer_id, amount_cents, interval, status,
                                  description, start_date, next_run_date, payment_method,
                                  card_brand, last_four, payment_token)
       select $1, $2, 1000 + g, 'month', 'active', 'Bulk plan', $3::date, $3::date, 'card',
              'Visa', '4242', 'pm_3_card_00_bulk' || g
         from generate_series(1, $4::int) g
       returning id, amount_cents)
     insert into subscription_scheduled_transactions (subscription_id, scheduled_date, amount_cents, due_at)
     select id, $3::date, amount_cents, $5::timestamptz from made
     returning subscription_id as id`,
    [M, customer, day, n, new Date(nowMs - 60_000).toISOString()],
  );
  return rows.map((r) => Number(r.id));
}

async function expectEachChargedOnce(ids: number[]): Promise<void> {
  const [counts] = await t.database.query<{ sales: string; paid: string; scheduled: string }>(
    `select (select count(*) from transactions where subscription_id = any(string_to_array($1, ',')::int[]))::text as sales,
            (select count(*) from subscription_scheduled_transactions
              where subscription_id = any(string_to_array($1, ',')::int[]) and status = 'paid')::text as paid,
            (select count(*) from subscription_scheduled_transactions
              where subscription_id = any(string_to_array($1, ',')::int[]) and status = 'scheduled')::text as scheduled`,
    [ids.join(',')],
  );
  expect(counts).toEqual({
    sales: String(ids.length),
    paid: String(ids.length),
    scheduled: String(ids.length),
  });
  await expectLedgerClean();
}

describe('several runners', () => {
  it.skipIf(!isPostgres)(
    'two runners racing on PostgreSQL charge each run exactly once',
    async () => {
      const ids = await dueSubscriptions(300);
      const runners = ['a', 'b'].map((name) => {
        const r = createJobRunner({ db: t.database.db, clock, workerId: `race-${name}` });
        registerBillingJobs(r, deps, { batch: 25 });
        return r;
      });
      nowMs += 60_000;
      // Both runners at once, pass after pass (their jobs take billing's turn one at a time),
      // and two bare batches (no job, no turn) racing them and each other for the same runs.
      const bare = () =>
        t.database.db.transaction((tx) => chargeDueRuns(deps, tx, clock.now(), 30));
      await Promise.all([bare(), bare()]);
      for (let i = 0; i < 50; i += 1) {
        const claimed = await Promise.all(runners.map((r) => r.runDueJobs()));
        if (claimed.every((n) => n === 0)) break;
      }
      await expectEachChargedOnce(ids);
      const [locks] = await sqlQuery(t.database.db)<{ n: string }>(
        `select count(*)::text as n from jobs where kind = $1 and done_at is null and run_at <= $2`,
        [BILLING_JOB, clock.now().toISOString()],
      );
      expect(locks?.n).toBe('0');
    },
  );
});
