// Admin dashboard benchmark (issue 16, Performance: the dashboard and the overviews p95 ≤ 50 ms
// on the large profile in PostgreSQL for any range up to a year).
//   npm run build -w apps/server
//   node bench/admin/dashboard.bench.mjs [--db postgres --url …/paydesk_bench_large | --db pglite --data-dir DIR]
//        [--duration 5] [--connections 1] [--today YYYY-MM-DD] [--label dashboard-postgres-c1]
// Through the built server, signed in as admin@paydesk.test, autocannon against each call of
// the dashboard and the overviews (USD, UTC, the prior year) for four ranges ending today:
// 7 days, month to date, 90 days, a year. Results: bench/admin/results/<label>.json.
import { mkdirSync, writeFileSync } from 'node:fs';
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
    today: { type: 'string', default: new Date().toISOString().slice(0, 10) },
    email: { type: 'string', default: 'admin@paydesk.test' },
    password: { type: 'string', default: 'Admin!Paydesk2026' },
    label: { type: 'string' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const PORT = 3985;
const env =
  values.db === 'postgres'
    ? { DATABASE_URL: values.url }
    : { DATABASE_URL: '', DATA_DIR: values['data-dir'] };

const day = (offset) => {
  const d = new Date(`${values.today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};
const RANGES = {
  '7 days': [day(-6), day(0)],
  'month to date': [`${values.today.slice(0, 8)}01`, day(0)],
  '90 days': [day(-89), day(0)],
  '1 year': [day(-364), day(0)],
};

const CALLS = [
  '/admin/merchants/gross-volume-v2',
  '/admin/merchants/transaction-metrics',
  '/admin/merchants/historical-volume',
  '/admin/merchants/merchant-transaction-metrics',
  '/admin/merchants/client-transaction-metrics',
  '/admin/merchants/checkout-gross-volume-v2',
  '/admin/merchants/checkout-transaction-metrics',
  '/admin/merchants/checkout-merchant-transaction-metrics',
  '/admin/transactions/gross-sales',
  '/admin/transactions/overview',
  '/admin/transactions/average-amount',
  '/admin/transactions/monthly-volumes',
  '/admin/transactions/volume-analysis',
  '/admin/transactions/type-volumes',
  '/admin/transactions/card-volumes',
  '/admin/ach-returns/overview',
  '/admin/disputes/overview',
  '/admin/retrievals/overview',
];

const server = await startPaydesk({
  port: PORT,
  env,
  email: values.email,
  password: values.password,
});

async function getJson(url) {
  const res = await fetch(`${server.base}${url}`, { headers: server.headers });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

try {
  const clients = await getJson('/api/admin/clients/list');
  const client = clients.data?.[0]?.id;
  const calls = client ? [...CALLS, `/admin/clients/${client}/transactions/gross-sales`] : CALLS;
  const results = {};
  for (const [name, [start, end]] of Object.entries(RANGES)) {
    results[name] = {};
    const query = new URLSearchParams({ start_date: start, end_date: end, timezone: 'UTC' });
    for (const call of calls) {
      const path = `/api${call}?${query}`;
      await getJson(path); // warm: plans and pages
      results[name][call] = await loadGets({
        ...server,
        paths: [path],
        seconds: duration,
        connections,
      });
      console.log(name.padEnd(14), call.padEnd(56), JSON.stringify(results[name][call]));
    }
  }
  const out = {
    db: values.db,
    connections,
    today: values.today,
    ranges: RANGES,
    results,
    machine: { cpus: cpus().length, memoryGiB: Math.round(totalmem() / 2 ** 30) },
  };
  const dir = join(root, 'bench/admin/results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, `${values.label ?? `dashboard-${values.db}-c${connections}`}.json`),
    `${JSON.stringify(out, null, 2)}\n`,
  );
} finally {
  await server.stop();
}
