import { afterAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, sqlQuery } from '../../../src/db/client';
import { reconcile } from '../../../src/ledger/reconciliation';
import { registerBillingJobs } from '../../../src/modules/billing/billing-jobs.service';
import { createJobRunner } from '../../../src/platform/jobs/job-runner';
import { createProcessors } from '../../../src/processors/processor-registry';
import { seedIdentity } from '../../support/identity';
import { type ServerDatabase, serverDatabase } from '../../support/server-process';
import { exited, spawnTs } from '../../support/spawn-ts';

/**
 * Issue 13: "a charge interrupted by a crash is neither lost nor doubled on restart". A child
 * process (test/support/billing-crash-child.ts) runs the billing job on a database of the
 * test's own (a PGlite folder, or PostgreSQL with TEST_DATABASE_URL); its first batch commits,
 * and inside its second, after the processor answered and every write of the batch was made,
 * it says so and waits: the test SIGKILLs it there. The batch left nothing behind; a fresh
 * runner on the same database then charges every run exactly once.
 */

/** Blue Harbor Bistro (a demo account). */
const M = 100001;
const RUNS = 50;
const BATCH = 20;
/** The child's clock; the fresh runner comes after the dead child's job lease (5 min). */
const NOW = new Date('2026-11-22T20:00:00Z');
const RESTART = new Date(NOW.getTime() + 6 * 60_000);

let database: ServerDatabase | undefined;
let child: ReturnType<typeof spawnTs> | undefined;
afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) {
    const gone = exited(child);
    child.kill('SIGKILL'); // a failure before the kill: the frozen child goes too
    await gone;
  }
  await database?.remove();
});

/** RUNS monthly subscriptions of their own subscriber each, due a minute ago, a good card. */
async function seed(handle: DatabaseHandle): Promise<void> {
  await seedIdentity(handle);
  await handle.query(
    `update merchants set status = 1, allow_subscriptions = true, allow_card_payment = true,
            card_brands = null, cc_per_transaction_limit_cents = null,
            cc_per_month_limit_cents = null
      where id = $1`,
    [M],
  );
  await handle.query(
    `with c as (
       insert into customers (merchant_id, first_name, last_name, email)
       select $1, 'Crash', 'Subscriber', 'crash' || g || '@example.com'
         from generate_series(1, $2::int) g
       returning id),
     s as (
       insert into subscriptions (merchant_id, customer_id, amount_cents, interval, status,
                                  description, start_date, next_run_date, payment_method,
                                  card_brand, last_four, payment_token)
       select $1, id, 1500, 'month', 'active', 'Crash plan', $3::date, $3::date, 'card',
              'Visa', '4242', 'pm_1_card_00_crashplan'
         from c
       returning id, amount_cents)
     insert into subscription_scheduled_transactions (subscription_id, scheduled_date,
                                                      amount_cents, due_at)
     select id, $3::date, amount_cents, $4::timestamptz from s`,
    [M, RUNS, NOW.toISOString().slice(0, 10), new Date(NOW.getTime() - 60_000).toISOString()],
  );
}

/** What billing left of the test's subscriptions. */
async function state(handle: DatabaseHandle) {
  const [row] = await handle.query<Record<string, string>>(
    `with s as (select id from subscriptions where description = 'Crash plan')
     select
       (select count(*) from transactions where subscription_id in (select id from s))::text as sales,
       (select count(*) from transactions where subscription_id in (select id from s)
         and status = 'approved')::text as approved,
       (select count(distinct subscription_id) from transactions
         where subscription_id in (select id from s))::text as charged,
       (select count(*) from subscription_scheduled_transactions
         where subscription_id in (select id from s) and status = 'paid')::text as paid,
       (select count(*) from subscription_scheduled_transactions
         where subscription_id in (select id from s) and status = 'scheduled'
           and due_at <= $1)::text as due,
       (select count(*) from subscription_scheduled_transactions
         where subscription_id in (select id from s) and status = 'scheduled'
           and due_at > $1)::text as next,
       (select count(*) from payment_line_items
         where subscription_id in (select id from s))::text as lines,
       (select count(*) from subscription_events
         where subscription_id in (select id from s) and kind = 'charged')::text as events,
       (select count(*) from mail_outbox where "to" like 'crash%@example.com')::text as mails,
       (select coalesce(sum(card_volume_cents), 0) from merchant_daily_rollups
         where merchant_id = ${M} and day = $2)::text as rolled`,
    [RESTART.toISOString(), `${NOW.toISOString().slice(0, 10)}T00:00:00Z`],
  );
  return Object.fromEntries(Object.entries(row ?? {}).map(([k, v]) => [k, Number(v)]));
}

/** Lines of the child's stdout until `line`; rejects if it exits first (with its stderr). */
function waitForLine(spawned: ReturnType<typeof spawnTs>, line: string): Promise<void> {
  let stdout = '';
  let stderr = '';
  spawned.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  return new Promise((resolve, reject) => {
    spawned.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (stdout.split('\n').includes(line)) resolve();
    });
    spawned.once('exit', (code, signal) =>
      reject(new Error(`billing child exited (${code ?? signal}) before "${line}": ${stderr}`)),
    );
  });
}

describe('billing killed mid-batch', () => {
  it('SIGKILL inside a batch, restart: every run charged exactly once, ledger and rollups clean', {
    timeout: 120_000,
  }, async () => {
    database = await serverDatabase();
    const seeded = await database.open();
    let rolledBefore = 0;
    try {
      await seed(seeded);
      rolledBefore = (await state(seeded)).rolled ?? 0;
    } finally {
      await seeded.close();
    }

    child = spawnTs(
      'test/support/billing-crash-child.ts',
      [NOW.toISOString(), String(BATCH)],
      // Only the test database reaches the child, not one of this process's environment.
      { DATABASE_URL: '', DATA_DIR: '', ...database.env },
    );
    await waitForLine(child, 'in-batch');
    child.kill('SIGKILL');
    expect(await exited(child)).toBe('SIGKILL');

    const handle = await database.open();
    try {
      if (handle.kind === 'postgres') {
        // The killed backend's transaction ends when PostgreSQL sees the connection closed: its
        // row locks are waited for (not polled), so nothing below reads before the rollback.
        await handle.db.transaction(async (tx) => {
          const run = sqlQuery(tx);
          await run(`set local lock_timeout = '30s'`);
          await run(
            `select id from subscription_scheduled_transactions where status = 'scheduled' for update`,
          );
        });
      }
      // The first batch committed; nothing of the killed one stayed (no sale, no run paid, no
      // line item, event, e-mail or rollup of it).
      const amount = 1500;
      expect(await state(handle)).toEqual({
        sales: BATCH,
        approved: BATCH,
        charged: BATCH,
        paid: BATCH,
        due: RUNS - BATCH,
        next: BATCH,
        lines: BATCH,
        events: BATCH,
        mails: BATCH,
        rolled: rolledBefore + BATCH * amount,
      });

      // A fresh runner on the same database, after the dead child's lease.
      const errors: unknown[] = [];
      const runner = createJobRunner({
        db: handle.db,
        clock: { now: () => RESTART },
        workerId: 'billing-restart',
        onError: (error) => errors.push(error),
      });
      registerBillingJobs(
        runner,
        {
          mailer: { deliverSoon: () => {} },
          processors: createProcessors('billing-crash'),
          config: { publicUrl: 'http://localhost:3000' },
          tokenKey: new Uint8Array(32),
        },
        { batch: BATCH },
      );
      while ((await runner.runDueJobs()) > 0) {
        // The killed job (its lease over), its wave's follow-ups and the new slot's job.
      }
      expect(errors.map(String)).toEqual([]);
      expect(await state(handle)).toEqual({
        sales: RUNS,
        approved: RUNS,
        charged: RUNS,
        paid: RUNS,
        due: 0,
        next: RUNS,
        lines: RUNS,
        events: RUNS,
        mails: RUNS,
        rolled: rolledBefore + RUNS * amount,
      });
      const [jobs] = await handle.query<{ open: string }>(
        `select count(*)::text as open from jobs where kind = 'billing-charge-due' and done_at is null`,
      );
      expect(jobs?.open).toBe('0');
      const failing = (await reconcile(handle.query)).filter((c) => c.violations.length > 0);
      expect(failing).toEqual([]);
    } finally {
      await handle.close();
    }
  });
});
