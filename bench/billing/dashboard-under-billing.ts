// The dashboard while billing runs (issue 13: billing "without slowing the dashboard's p95 by
// more than 2x"). The built server, a replica that only serves (JOBS_ENABLED=false), answers
// the merchant dashboard's seven tiles (Month-To-Date, each with its prior year) as
// bench/dashboard loads them, under autocannon with 10 connections: at rest, then while
// bench/billing/charge.ts charges --count due subscriptions with its two job runners in another
// process on the same database, then at rest again. p50/p95/p99 of each window, and the
// billing run's own figures.
//   npm run build -w apps/server
//   npx tsx bench/billing/dashboard-under-billing.ts   # [--url postgres://…/paydesk_bench_large] [--merchant 100004] [--seconds 15] [--count 60000] [--runners 2] [--server-jobs]
// --server-jobs lets the serving process run jobs too (JOBS_ENABLED=true): a third billing
// runner inside the server. The billing run must outlast the window (a larger --count if not).
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { OVERVIEW_METRICS } from '../../packages/domain/src/overview-metrics';
import { loadGets, startPaydesk } from '../lib/paydesk-server.mjs';

const root = new URL('../..', import.meta.url).pathname;
const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/paydesk_bench_large' },
    merchant: { type: 'string', default: '100004' },
    seconds: { type: 'string', default: '15' },
    count: { type: 'string', default: '60000' },
    runners: { type: 'string', default: '2' },
    'server-jobs': { type: 'boolean', default: false },
    email: { type: 'string', default: 'admin@paydesk.test' },
    password: { type: 'string', default: 'Admin!Paydesk2026' },
  },
});
const seconds = Number(values.seconds);
// Today in the merchant's zone: billing's charges land in the range the tiles read.
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(
  new Date(),
);
const paths = OVERVIEW_METRICS.map(
  (metric) =>
    `/api/merchants/${values.merchant}/overview/${metric}?${new URLSearchParams({
      start_date: `${today.slice(0, 8)}01 00:00:00`,
      end_date: `${today} 23:59:59`,
      timezone: 'America/Los_Angeles',
    })}`,
);

const server = await startPaydesk({
  port: 3976,
  env: { DATABASE_URL: values.url, JOBS_ENABLED: values['server-jobs'] ? 'true' : 'false' },
  email: values.email,
  password: values.password,
});

/** The tiles under load for `seconds`, with the load average at the start. */
async function window(name: string) {
  const load = (loadavg()[0] ?? 0).toFixed(2);
  const { p50, p95, p99, requests, errors } = await loadGets({
    base: server.base,
    headers: server.headers,
    paths,
    seconds,
  });
  console.log(
    `${name}: p50 ${p50} ms, p95 ${p95} ms, p99 ${p99} ms (${requests} tile requests, load ${load})`,
  );
  return { p50, p95, p99, requests, errors, loadAverage: Number(load) };
}

interface BillingResult {
  paid: number;
  seconds: number;
  chargesPerSecond: number;
  /** performance.now() when its RESULT line came. */
  endedAt: number;
}

/** bench/billing/charge.ts in a child process; `started` at its START line. */
function startBilling(): { started: Promise<unknown>; finished: Promise<BillingResult> } {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      join(root, 'bench/billing/charge.ts'),
      '--count',
      values.count,
      '--runners',
      values.runners,
    ],
    {
      cwd: root,
      env: { ...process.env, DATABASE_URL: values.url },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  process.on('exit', () => child.kill('SIGKILL'));
  let output = '';
  let markStarted: () => void = () => {};
  const started = new Promise<void>((resolve) => {
    markStarted = resolve;
  });
  const finished = new Promise<BillingResult>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('START\n')) markStarted();
      const result = /^RESULT (.*)$/m.exec(output);
      if (result?.[1]) resolve({ ...JSON.parse(result[1]), endedAt: performance.now() });
    });
    child.once('exit', (code) => reject(new Error(`the billing run exited (${code}):\n${output}`)));
  });
  finished.catch(() => {});
  return { started: Promise.race([started, finished]), finished };
}

await loadGets({ base: server.base, headers: server.headers, paths, seconds: 3 }); // warm-up
const restBefore = await window('at rest');
const billing = startBilling();
await billing.started;
const during = await window('during billing');
const windowEnd = performance.now();
const charged = await billing.finished;
if (charged.endedAt < windowEnd) {
  throw new Error(
    `the billing run ended ${((windowEnd - charged.endedAt) / 1000).toFixed(1)} s before the window: raise --count`,
  );
}
const restAfter = await window('at rest again');
await server.stop();

// Against the mean of the two windows at rest: the machine's own drift (other work on a shared
// machine moves a window's p95 by half) weighs on both sides.
const rest = (restBefore.p95 + restAfter.p95) / 2;
const ratio = Number((during.p95 / rest).toFixed(2));
console.log(
  `p95 during billing / at rest (mean of both): ${ratio}x (goal at most 2x); billing ${charged.chargesPerSecond} charges/s (${charged.paid} in ${charged.seconds} s)`,
);
const out = {
  database: 'postgres',
  merchant: Number(values.merchant),
  today,
  windowSeconds: seconds,
  connections: 10,
  serverRunsJobs: values['server-jobs'],
  restBefore,
  during,
  restAfter,
  p95Ratio: ratio,
  billing: charged,
  machine: `${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}`,
  date: new Date().toISOString(),
};
mkdirSync(join(root, 'bench/billing/results'), { recursive: true });
writeFileSync(
  join(
    root,
    `bench/billing/results/dashboard-under-billing${values['server-jobs'] ? '-server-jobs' : ''}.json`,
  ),
  `${JSON.stringify(out, null, 2)}\n`,
);
process.exit(0);
