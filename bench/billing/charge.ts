// Billing benchmark (issue 13): N due subscriptions with a card on file, charged by the billing
// job with two runners; charges per second. The machine's load average is printed before and
// after (the machine may be shared).
//   DATABASE_URL=postgres://…/paydesk_bench_large npx tsx bench/billing/charge.ts --count 20000
//   DATA_DIR=<a seeded PGlite folder> npx tsx bench/billing/charge.ts --count 2000
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { openDatabase, sqlQuery } from '../../apps/server/src/db/client';
import {
  BILLING_JOB,
  registerBillingJobs,
} from '../../apps/server/src/modules/billing/billing-jobs.service';
import { enqueueJob } from '../../apps/server/src/platform/jobs/enqueue-job';
import { createJobRunner } from '../../apps/server/src/platform/jobs/job-runner';
import { createProcessors } from '../../apps/server/src/processors/processor-registry';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '20000' },
    runners: { type: 'string', default: '2' },
    batch: { type: 'string', default: '250' },
  },
});
const count = Number(values.count);
const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR,
});
const run = sqlQuery(database.db);
// The bench's own subscriptions, spread over the merchants that take cards, one per customer.
await run(`delete from subscriptions where description = 'Bench plan'`);
await run(`delete from mail_outbox where "to" like 'bench%@example.com'`);
const now = new Date();
const made = await run<{ n: string }>(
  `with m as (select id, row_number() over (order by id) - 1 as k, count(*) over () as total
                from merchants where status not in (33, 133) and allow_card_payment),
        c as (insert into customers (merchant_id, first_name, last_name, email)
              select m.id, 'Bench', 'Subscriber' || g, 'bench' || g || '@example.com'
                from generate_series(1, $1::int) g join m on m.k = g % m.total
              returning id, merchant_id),
        s as (insert into subscriptions (merchant_id, customer_id, amount_cents, interval, status,
                                         description, start_date, next_run_date, payment_method,
                                         card_brand, last_four, payment_token)
              select merchant_id, id, 1999, 'month', 'active', 'Bench plan', current_date,
                     current_date, 'card', 'Visa', '4242', 'pm_3_card_00_bench' || id from c
              returning id, amount_cents)
   insert into subscription_scheduled_transactions (subscription_id, scheduled_date, amount_cents, due_at)
   select id, current_date, amount_cents, $2::timestamptz from s
   returning 1 as n`,
  [count, new Date(now.getTime() - 60_000).toISOString()],
);
await run(
  `update merchants set cc_per_month_limit_cents = null, cc_per_transaction_limit_cents = null, card_brands = null
    where id in (select merchant_id from subscriptions where description = 'Bench plan')`,
);
console.log(`billing: ${made.length} due subscriptions`);
const deps = {
  mailer: { deliverSoon: () => {} },
  processors: createProcessors('bench'),
  config: { publicUrl: 'http://localhost:3000' },
  tokenKey: new Uint8Array(32),
};
const clock = { now: () => new Date() };
const runners = Array.from({ length: Number(values.runners) }, (_, i) => {
  const r = createJobRunner({
    db: database.db,
    clock,
    workerId: `bench-${i}`,
    batch: 10,
    onError: (error) => console.error(`runner ${i}:`, error),
  });
  registerBillingJobs(r, deps, { batch: Number(values.batch) });
  return r;
});
const loadBefore = loadavg();
const began = performance.now();
process.stdout.write('START\n');
// The first job of the run, as the minute's recurring job would be (it leads: its follow-ups
// come in waves while runs are due). Without it a run started in a minute whose job is already
// done (an earlier run's) would wait for the next minute.
await enqueueJob(database.db, {
  kind: BILLING_JOB,
  payload: { bench: new Date().toISOString() },
  runAt: new Date(),
  dedupeKey: `bench:${BILLING_JOB}:${Date.now()}`,
});
await Promise.all(
  runners.map(async (r) => {
    // Until no run is due: a runner that finds no job waits 50 ms (follow-ups may come).
    for (;;) {
      if ((await r.runDueJobs()) > 0) continue;
      const due = await run(
        `select 1 from subscription_scheduled_transactions r
           join subscriptions s on s.id = r.subscription_id
          where r.status = 'scheduled' and r.due_at <= now() and s.description = 'Bench plan'
          limit 1`,
      );
      if (due.length === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }),
);
const seconds = (performance.now() - began) / 1000;
const loadAfter = loadavg();
const [left] = await run<{ n: string }>(
  `select count(*)::text as n from subscription_scheduled_transactions r join subscriptions s on s.id = r.subscription_id
    where s.description = 'Bench plan' and r.status = 'scheduled' and r.due_at <= now()`,
);
const [paid] = await run<{ n: string }>(
  `select count(*)::text as n from subscription_scheduled_transactions r join subscriptions s on s.id = r.subscription_id
    where s.description = 'Bench plan' and r.status = 'paid'`,
);
const result = {
  database: database.kind,
  subscriptions: made.length,
  paid: Number(paid?.n),
  stillDue: Number(left?.n),
  runners: runners.length,
  batch: Number(values.batch),
  seconds: Number(seconds.toFixed(2)),
  chargesPerSecond: Math.round(Number(paid?.n) / seconds),
  loadAverage: {
    before: loadBefore.map((n) => n.toFixed(2)),
    after: loadAfter.map((n) => n.toFixed(2)),
  },
};
process.stdout.write(`RESULT ${JSON.stringify(result)}\n`);
await database.close();
process.exit(0);
