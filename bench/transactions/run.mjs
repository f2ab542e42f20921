// Transactions benchmark (issue "Transactions and payouts"): the list, deep pages, search,
// the CSV export, and (on PGlite) what an export does to other requests.
//   node bench/transactions/run.mjs --db postgres [--url …/paydesk_bench_large] [--merchant 100004]
//   node bench/transactions/run.mjs --db pglite --data-dir <a seeded DATA_DIR> --merchant 100001
//   --only list,deep,search,csv,export-load   --duration 20   --cache on|off|both
// Through the built server (npm run build -w apps/server), signed in as admin@paydesk.test,
// with autocannon at 10 connections. `--cache off` starts the server with LIST_CACHE_ENTRIES=0,
// so every request counts its rows and finds its page afresh (a cold view); `on` is the
// default server, which remembers counts and page positions per query and snapshot.
// BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=DIR' profiles the server
// (node bench/profile-summary.mjs DIR/<file>.cpuprofile).
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
    duration: { type: 'string', default: '20' },
    merchant: { type: 'string', default: '100004' },
    today: { type: 'string', default: '2026-11-22' },
    only: { type: 'string', default: 'list,deep,search,csv' },
    cache: { type: 'string', default: 'both' },
    'csv-rows': { type: 'string', default: '1000000' },
    email: { type: 'string', default: 'admin@paydesk.test' },
    password: { type: 'string', default: 'Admin!Paydesk2026' },
    label: { type: 'string' },
  },
});
const duration = Number(values.duration);
const merchant = values.merchant;
const only = new Set(values.only.split(','));
const PORT = 3979;
const base = `http://127.0.0.1:${PORT}`;
const today = values.today;

function daysBefore(day, n) {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
}

function startServer(cacheEntries) {
  const env = { LIST_CACHE_ENTRIES: String(cacheEntries) };
  if (values.db === 'postgres') env.DATABASE_URL = values.url;
  else {
    env.DATABASE_URL = '';
    env.DATA_DIR = values['data-dir'];
  }
  return startPaydesk({ port: PORT, env, email: values.email, password: values.password });
}

/** autocannon over `paths` (rotating), 10 connections, `seconds`. */
const load = (headers, paths, seconds = duration) =>
  loadGets({ base, headers, paths, seconds }).then(({ p50, p95, p99, requests }) => ({
    p50,
    p95,
    p99,
    requests,
  }));

const listPath = (query) =>
  `/api/merchants/${merchant}/transactions?${new URLSearchParams({ timezone: zone, ...query })}`;

async function getJson(headers, path) {
  const res = await fetch(`${base}${path}`, { headers });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

let zone = 'UTC';

async function listScenarios(headers) {
  const mtd = { start_date: `${today.slice(0, 8)}01`, end_date: today };
  const first = await getJson(headers, listPath(mtd));
  // Views a person opens: Month-To-Date ending on each of the last 60 days.
  const views = Array.from({ length: 60 }, (_, i) => {
    const end = daysBefore(today, i);
    return listPath({ start_date: daysBefore(end, 21), end_date: end });
  });
  return {
    rows: first.meta.totalRecords,
    defaultList: await load(headers, [listPath(mtd)]),
    distinctViews: await load(headers, views),
  };
}

async function deepScenarios(headers) {
  const year = { start_date: daysBefore(today, 364), end_date: today };
  const first = await getJson(headers, listPath(year));
  const asOf = first.meta.asOf;
  const page = (n) => listPath({ ...year, page: String(n), asOf });
  const started = performance.now();
  await getJson(headers, page(10_000));
  const firstJumpMs = Number((performance.now() - started).toFixed(1));
  return {
    rows: first.meta.totalRecords,
    firstJumpToPage10000Ms: firstJumpMs,
    page1: await load(headers, [page(1)]),
    page10000: await load(headers, [page(10_000)]),
  };
}

async function searchScenarios(headers, samples) {
  const year = { start_date: daysBefore(today, 364), end_date: today };
  return {
    last4: await load(
      headers,
      samples.last4.map((v) => listPath({ ...year, search: `last4:${v}` })),
    ),
    email: await load(
      headers,
      samples.emails.map((v) => listPath({ ...year, search: `email:${v}` })),
    ),
    broadEmail: await load(
      headers,
      samples.broadEmails.map((v) => listPath({ ...year, search: `email:${v}` })),
    ),
    plainWords: await load(
      headers,
      samples.last4.map((v) => listPath({ ...year, search: v })),
    ),
  };
}

function rssOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
}

async function csvScenario(headers, pid, start) {
  const query = { start_date: start, end_date: today, download: 'csv' };
  const columns =
    'transDate,transNumber,type,status,cardBrand,accountNumber,accountholderName,accountholderEmail,grossAmount,fee,netAmount,responseCode,authCode,settledDate,fundDate,batchId,id';
  const before = rssOf(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, 50);
  const began = performance.now();
  const res = await fetch(`${base}${listPath({ ...query, columns })}`, {
    headers: { ...headers, 'accept-encoding': 'identity' },
  });
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body) {
    bytes += chunk.length;
    for (let i = 0; i < chunk.length; i += 1) if (chunk[i] === 10) lines += 1;
  }
  const seconds = (performance.now() - began) / 1000;
  clearInterval(sampler);
  const rows = lines - 1;
  return {
    rows,
    megabytes: Number((bytes / 1e6).toFixed(1)),
    seconds: Number(seconds.toFixed(2)),
    rowsPerSecond: Math.round(rows / seconds),
    rssBeforeMB: Math.round(before / 2 ** 20),
    rssPeakMB: Math.round(peak / 2 ** 20),
    rssGrowthMB: Math.round((peak - before) / 2 ** 20),
  };
}

/** Other requests' latency idle, then while exports of the whole history run back to back. */
async function exportLoadScenario(headers) {
  const others = [
    listPath({ start_date: `${today.slice(0, 8)}01`, end_date: today }),
    `/api/merchants/${merchant}/overview/gross-volume?start_date=${today.slice(0, 8)}01&end_date=${today}&timezone=${zone}`,
    '/api/users/info',
  ];
  const idle = await load(headers, others);
  let exporting = true;
  let exports = 0;
  let exportedRows = 0;
  const exporter = (async () => {
    while (exporting) {
      const res = await fetch(`${base}${listPath({ download: 'csv' })}`, {
        headers: { ...headers, 'accept-encoding': 'identity' },
      });
      for await (const chunk of res.body) {
        for (let i = 0; i < chunk.length; i += 1) if (chunk[i] === 10) exportedRows += 1;
      }
      exports += 1;
    }
  })();
  const busy = await load(headers, others);
  exporting = false;
  await exporter;
  return {
    idle,
    duringExport: busy,
    ratioP95: Number((busy.p95 / idle.p95).toFixed(2)),
    exports,
    exportedRows,
  };
}

async function samplesFor(headers) {
  const first = await getJson(
    headers,
    listPath({ start_date: daysBefore(today, 30), end_date: today, perPage: '100' }),
  );
  const rows = first.data;
  const last4 = [...new Set(rows.map((r) => r.accountNumber?.slice(-4)).filter(Boolean))].slice(
    0,
    50,
  );
  // A person's address up to the @ (the issue's `email:ann@`), and, as the broad case, a
  // first name (`email:david.`), which matches tens of thousands of rows of this account.
  const emails = [
    ...new Set(
      rows
        .map((r) => r.accountholderEmail && `${r.accountholderEmail.split('@')[0]}@`)
        .filter(Boolean),
    ),
  ].slice(0, 50);
  const broadEmails = [
    ...new Set(
      rows
        .map((r) => r.accountholderEmail && `${r.accountholderEmail.split('.')[0]}.`)
        .filter(Boolean),
    ),
  ].slice(0, 20);
  return { last4, emails, broadEmails };
}

/** The start day from which the merchant's history holds about `rows` rows. */
async function startForRows(headers, rows) {
  let lo = 1;
  let hi = 730;
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    const page = await getJson(
      headers,
      listPath({ start_date: daysBefore(today, mid), end_date: today, perPage: '1' }),
    );
    if (page.meta.totalRecords >= rows) hi = mid;
    else lo = mid + 1;
  }
  return daysBefore(today, lo);
}

const out = {
  database: values.db,
  merchant: Number(merchant),
  today,
  durationSeconds: duration,
  connections: 10,
  results: {},
};
const modes = values.cache === 'both' ? ['off', 'on'] : [values.cache];
for (const mode of modes) {
  const server = await startServer(mode === 'on' ? 5000 : 0);
  const account = await getJson(server.headers, `/api/merchants/${merchant}`);
  zone = account.timezone;
  const result = {};
  if (only.has('list')) result.list = await listScenarios(server.headers);
  if (only.has('deep')) result.deep = await deepScenarios(server.headers);
  if (only.has('search')) {
    result.search = await searchScenarios(server.headers, await samplesFor(server.headers));
  }
  if (only.has('csv') && mode === modes[modes.length - 1]) {
    const start = await startForRows(server.headers, Number(values['csv-rows']));
    result.csv = await csvScenario(server.headers, server.child.pid, start);
  }
  if (only.has('export-load') && mode === modes[modes.length - 1]) {
    result.exportLoad = await exportLoadScenario(server.headers);
  }
  out.results[`cache-${mode}`] = result;
  console.log(`cache ${mode}:`, JSON.stringify(result, null, 2));
  await server.stop();
}
out.machine = `${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}`;
out.date = new Date().toISOString();
mkdirSync(join(root, 'bench/transactions/results'), { recursive: true });
writeFileSync(
  join(root, `bench/transactions/results/${values.label ?? `${values.db}-${merchant}`}.json`),
  `${JSON.stringify(out, null, 2)}\n`,
);
process.exit(0);
