// Child process of the billing crash test (test/modules/billing/billing-crash.test.ts): runs the
// billing job on the database of DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite) at the fixed
// time given as argument, in batches of `batch`. The first batch commits; inside the second
// one, once the processor has answered and every write of the batch is done but not
// committed, it prints "in-batch" and freezes until the parent kills it.
import { writeSync } from 'node:fs';
import { openDatabase } from '../../src/db/client';
import { registerBillingJobs } from '../../src/modules/billing/billing-jobs.service';
import { createJobRunner } from '../../src/platform/jobs/job-runner';
import { createProcessors } from '../../src/processors/processor-registry';

const [at, batchText] = process.argv.slice(2);
const now = new Date(at ?? '');
const batch = Number(batchText);
if (Number.isNaN(now.getTime()) || !Number.isInteger(batch) || batch < 1) {
  throw new Error('usage: billing-crash-child <ISO time> <batch size>');
}

const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR || undefined,
});
let batches = 0;
const runner = createJobRunner({
  db: database.db,
  clock: { now: () => now },
  workerId: 'billing-crash-child',
  onError: (error) => {
    writeSync(2, `billing job failed: ${String(error)}\n`);
    process.exit(1);
  },
});
registerBillingJobs(
  runner,
  {
    // The batch calls deliverSoon after its last write (the e-mails), before the runner marks
    // the job done and commits: the second batch stops there for good.
    mailer: {
      deliverSoon: () => {
        batches += 1;
        if (batches < 2) return;
        writeSync(1, 'in-batch\n');
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
      },
    },
    processors: createProcessors('billing-crash'),
    config: { publicUrl: 'http://localhost:3000' },
    tokenKey: new Uint8Array(32),
  },
  { batch },
);
writeSync(1, 'ready\n');
while ((await runner.runDueJobs()) > 0) {
  // Follow-up jobs: the second batch never returns.
}
writeSync(2, `no second batch: ${batches} batch(es) charged\n`);
process.exit(1);
