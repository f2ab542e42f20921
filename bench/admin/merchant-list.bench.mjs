// Admin merchants list benchmark (issue 15, Performance: GET /api/admin/merchants p95 ≤ 30 ms for
// any sort with the large profile's 1,000 merchants).
//   npm run build -w apps/server
//   node bench/admin/merchant-list.bench.mjs [--db postgres --url …/paydesk_bench_large | --db pglite --data-dir DIR]
//        [--duration 10] [--connections 10] [--label merchant-list-postgres]
// Through the built server, signed in as admin@paydesk.test, autocannon at 10 connections: the
// default view (DBA, legal name), every sortable column both ways, a deep page, the status
// filter, searches (owner name, phone digits) and the pickers. Results:
// bench/admin/results/<label>.json.
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
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    email: { type: 'string', default: 'admin@paydesk.test' },
    password: { type: 'string', default: 'Admin!Paydesk2026' },
    label: { type: 'string' },
  },
});
const duration = Number(values.duration);
const PORT = 3984;
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
const path = (query = {}, suffix = '') =>
  `/api/admin/merchants${suffix}?${new URLSearchParams(query)}`;

async function getJson(url) {
  const res = await fetch(`${server.base}${url}`, { headers: server.headers });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

const connections = Number(values.connections);
const load = (paths) => loadGets({ ...server, paths, seconds: duration, connections });

const SORTS = [
  'id',
  'businessCommonName',
  'businessLegalName',
  'status',
  'createdAt',
  'affiliate',
  'lastName',
];

try {
  const first = await getJson(path());
  const sample = first.data.find((row) => row.lastName && row.contactPhoneMobile) ?? first.data[0];
  const deepPage = Math.max(1, Math.floor(first.meta.totalPages / 2));
  const sorts = {};
  for (const key of SORTS) {
    for (const sort of [key, `-${key}`]) sorts[sort] = await load([path({ sort })]);
  }
  const results = {
    db: values.db,
    connections,
    merchants: first.meta.totalRecords,
    defaultView: await load([path()]),
    sorts,
    deepPage: await load([path({ page: String(deepPage), asOf: first.meta.asOf })]),
    status: await load([path({ status: '1' })]),
    searchOwner: await load([path({ search: sample?.lastName ?? 'Smith' })]),
    searchPhone: await load([
      path({ search: (sample?.contactPhoneMobile ?? '555 0100').replace(/\D/g, '').slice(-7) }),
    ]),
    pickList: await load([path({}, '/list')]),
    pickSearch: await load([
      path({ search: sample?.businessCommonName.slice(0, 4) ?? 'Blue' }, '/list-search'),
    ]),
    machine: { cpus: cpus().length, memoryGiB: Math.round(totalmem() / 2 ** 30) },
  };
  console.log(JSON.stringify(results, null, 2));
  const dir = join(root, 'bench/admin/results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, `${values.label ?? `merchant-list-${values.db}`}.json`),
    `${JSON.stringify(results, null, 2)}\n`,
  );
} finally {
  await server.stop();
}
