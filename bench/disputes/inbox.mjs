// Disputes inbox benchmark (issue "Disputes", Performance: the inbox's default view p95 ≤ 30 ms
// on the large profile in PostgreSQL for the high-volume merchant).
//   npm run build -w apps/server
//   node bench/disputes/inbox.mjs [--db postgres --url …/paydesk_bench_large | --db pglite --data-dir DIR]
//        [--merchant 100004] [--duration 15] [--label disputes-postgres]
// Through the built server, signed in as admin@paydesk.test, autocannon at 10 connections:
// the default view (urgency order, first page), what needs a response (the banner's link), a
// deep page, a search, and the other sorts. Results: bench/disputes/results/<label>.json.
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
    merchant: { type: 'string', default: '100004' },
    duration: { type: 'string', default: '15' },
    email: { type: 'string', default: 'admin@paydesk.test' },
    password: { type: 'string', default: 'Admin!Paydesk2026' },
    label: { type: 'string' },
  },
});
const duration = Number(values.duration);
const PORT = 3983;
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
const path = (query = {}) =>
  `/api/merchants/${values.merchant}/disputes?${new URLSearchParams(query)}`;

async function getJson(url) {
  const res = await fetch(`${server.base}${url}`, { headers: server.headers });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

const load = (paths) => loadGets({ ...server, paths, seconds: duration });

try {
  const first = await getJson(path());
  const total = first.meta.totalRecords;
  const open = (await getJson(path({ needs_response: 'true' }))).meta.totalRecords;
  const sample = first.data.find((row) => row.cardLastFour) ?? first.data[0];
  const deepPage = Math.max(1, Math.floor(first.meta.totalPages / 2));
  const results = {
    merchant: values.merchant,
    db: values.db,
    disputes: total,
    needingResponse: open,
    defaultView: await load([path()]),
    needsResponse: await load([path({ needs_response: 'true' })]),
    deepPage: await load([path({ page: String(deepPage), asOf: first.meta.asOf })]),
    searchLast4: await load([path({ search: sample?.cardLastFour ?? '4242' })]),
    byDate: await load([path({ sort: '-date' })]),
    byAmount: await load([path({ sort: '-amount' })]),
    machine: { cpus: cpus().length, memoryGiB: Math.round(totalmem() / 2 ** 30) },
  };
  console.log(JSON.stringify(results, null, 2));
  const dir = join(root, 'bench/disputes/results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, `${values.label ?? `disputes-${values.db}`}.json`),
    `${JSON.stringify(results, null, 2)}\n`,
  );
} finally {
  await server.stop();
}
