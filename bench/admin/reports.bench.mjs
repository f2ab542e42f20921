// Admin reports benchmark (issue 16, Performance): every report's default view (p95 ≤ 100 ms),
// transaction-details across every merchant at page 1 and page 10,000 (p95 ≤ 50 ms) and the
// full transaction-details CSV (≥ 100,000 rows/s at constant memory), on the large profile.
//   npm run build -w apps/server
//   node bench/admin/reports.bench.mjs [--db postgres --url …/paydesk_bench_large | --db pglite --data-dir DIR]
//        [--duration 5] [--connections 1] [--label reports-postgres] [--only name,name]
// Through the built server, signed in as admin@paydesk.test (every key). The default view is
// the page a person opens: Month-To-Date in UTC, every merchant. Results:
// bench/admin/results/<label>.json.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadGets, startPaydesk } from '../lib/paydesk-server.mjs';

const root = new URL('../..', import.meta.url).pathname;
const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres' },
    url: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/paydesk_bench_large' },
    'data-dir': { type: 'string' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '1' },
    email: { type: 'string', default: 'admin@paydesk.test' },
    password: { type: 'string', default: 'Admin!Paydesk2026' },
    label: { type: 'string' },
    only: { type: 'string' },
    // The day the large profile's data ends (bench/data-scale/run.mjs --end): "this month".
    today: { type: 'string', default: '2026-11-22' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const PORT = 3985;
const env =
  values.db === 'postgres'
    ? { DATABASE_URL: values.url }
    : { DATABASE_URL: '', DATA_DIR: values['data-dir'] };
const server = await startPaydesk({
  port: PORT,
  env,
  email: values.email,
  password: values.password,
});

const monthStart = `${values.today.slice(0, 8)}01 00:00:00`;
const dayEnd = `${values.today} 23:59:59`;
const yearStart = `${Number(values.today.slice(0, 4)) - 1}${values.today.slice(4, 10)} 00:00:00`;
const MTD = { start_date: monthStart, end_date: dayEnd, timezone: 'UTC' };
const YEAR = { start_date: yearStart, end_date: dayEnd, timezone: 'UTC' };
const url = (path, query = {}) => `/api${path}?${new URLSearchParams(query)}`;

/** Each report's default view (the call its page makes first). */
const REPORTS = {
  transactionDetails: url('/admin/transactions', { ...MTD, perPage: '25' }),
  payouts: url('/admin/deposits', MTD),
  processorReconciliation: url('/admin/merchants/processor-reconciliation', {
    ...MTD,
    perPage: '25',
  }),
  disputes: url('/admin/disputes', MTD),
  achReturns: url('/admin/ach-returns', MTD),
  outageTransactions: url('/admin/outage-transactions', MTD),
  interchange: url('/admin/interchange/report', MTD),
  interchangeNewer: url('/admin/interchange/stripe-report', MTD),
  fundingHold: url('/admin/merchants/funding-hold', MTD),
  invalid1099k: url('/admin/merchants/invalid-1099k', MTD),
  emailHistory: url('/admin/email-history', MTD),
  pendingAccounts: url('/admin/merchants/pending-accounts'),
  limits: url('/admin/limits'),
  pendingMigrations: url('/admin/merchants/pending-migrations'),
  residualFees: url('/admin/residual-fees', MTD),
  residualOverview: url('/admin/residual-fees/overview', MTD),
  subscriptions: url('/admin/subscriptions', MTD),
  volumeOverview: url('/admin/volume-overview', MTD),
  volumeReport: url('/admin/volume-report', MTD),
  past16Months: url('/admin/past-16-months-volume-report/USA/all'),
  pastMonthsAccounts: url('/admin/past-months-accounts-report/USA'),
  paymentLinks: url('/admin/merchants/checkout', MTD),
  reportMerchants: url('/admin/reports/merchants'),
};

async function get(path) {
  const res = await fetch(`${server.base}${path}`, { headers: server.headers });
  return { status: res.status, body: res.ok ? await res.json() : await res.text() };
}

/** The server's resident memory in MiB (Linux), to show the CSV stream stays flat. */
function rssMiB() {
  try {
    const status = readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
  } catch {
    return null;
  }
}

/** Streams a CSV, counting records (lines) and sampling the server's memory as it goes. */
async function streamCsv(path) {
  const started = performance.now();
  const res = await fetch(`${server.base}${path}`, { headers: server.headers });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  let lines = 0;
  let bytes = 0;
  const rss = [rssMiB()];
  let lastSample = performance.now();
  for await (const chunk of res.body) {
    bytes += chunk.length;
    // indexOf, not a loop over the bytes: the client's counting must not be what is measured.
    for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines += 1;
    if (performance.now() - lastSample > 500) {
      rss.push(rssMiB());
      lastSample = performance.now();
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const rows = Math.max(0, lines - 1);
  return {
    rows,
    megabytes: Math.round(bytes / 2 ** 20),
    seconds: Number(seconds.toFixed(2)),
    rowsPerSecond: Math.round(rows / seconds),
    serverRssMiB: {
      first: rss[0],
      max: Math.max(...rss.filter((v) => v !== null)),
      samples: rss.length,
    },
  };
}

const only = values.only ? new Set(values.only.split(',')) : null;
const wanted = (name) => !only || only.has(name);

try {
  const reports = {};
  for (const [name, path] of Object.entries(REPORTS)) {
    if (!wanted(name)) continue;
    const probe = await get(path);
    if (probe.status !== 200) {
      reports[name] = { skipped: `answered ${probe.status}` };
      continue;
    }
    reports[name] = {
      path,
      rows: probe.body?.meta?.totalRecords,
      ...(await loadGets({ ...server, paths: [path], seconds: duration, connections })),
    };
  }
  const transactions = {};
  if (wanted('transactionPages')) {
    const first = await get(url('/admin/transactions', { perPage: '25' }));
    if (first.status === 200) {
      const asOf = String(first.body.meta.asOf);
      transactions.totalRecords = first.body.meta.totalRecords;
      transactions.page1 = await loadGets({
        ...server,
        paths: [url('/admin/transactions', { perPage: '25' })],
        seconds: duration,
        connections,
      });
      transactions.page10000 = await loadGets({
        ...server,
        paths: [url('/admin/transactions', { perPage: '25', page: '10000', asOf })],
        seconds: duration,
        connections,
      });
    } else transactions.skipped = `answered ${first.status}`;
  }
  let csv;
  if (wanted('csv')) {
    csv = await streamCsv(url('/admin/transactions', { ...YEAR, download: 'csv' }));
  }
  const results = {
    db: values.db,
    connections,
    seconds: duration,
    reports,
    transactions,
    csv,
    machine: { cpus: cpus().length, memoryGiB: Math.round(totalmem() / 2 ** 30) },
  };
  console.log(JSON.stringify(results, null, 2));
  const dir = join(root, 'bench/admin/results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, `${values.label ?? `reports-${values.db}`}.json`),
    `${JSON.stringify(results, null, 2)}\n`,
  );
} finally {
  await server.stop();
}
