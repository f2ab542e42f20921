// Dashboard benchmark: all seven tiles (with the prior-year comparison) for one merchant,
// for Month-To-Date and Last 6 Months, under load through the API (autocannon, 10
// connections), and the same figures computed from raw transactions in the same run.
//   node bench/dashboard/run.mjs --db postgres [--url postgres://…/paydesk_bench_large] [--merchant 100004] [--duration 30]
//   node bench/dashboard/run.mjs --db pglite --data-dir <a seeded DATA_DIR> --merchant 100001
// It signs in as admin@paydesk.test (who may view every account); --email/--password change that.
// On PGlite the raw figures come from a copy of the folder (the server holds the original).
// BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=DIR' profiles the server while it runs.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { loadGets, percentiles, startPaydesk } from '../lib/paydesk-server.mjs';

const root = new URL('../..', import.meta.url).pathname;
const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres' },
    url: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/paydesk_bench_large' },
    'data-dir': { type: 'string' },
    duration: { type: 'string', default: '30' },
    merchant: { type: 'string', default: '100004' },
    today: { type: 'string', default: '2026-11-22' },
    email: { type: 'string', default: 'admin@paydesk.test' },
    password: { type: 'string', default: 'Admin!Paydesk2026' },
  },
});
const duration = Number(values.duration);
const PORT = 3977;
const base = `http://127.0.0.1:${PORT}`;
const METRICS = [
  'chargeback-count',
  'evidence-chargeback-count',
  'chargeback-volume',
  'gross-volume',
  'successful-transactions',
  'average-transaction',
  'payout-volume',
];
const today = values.today;
const ranges = {
  'Month-To-Date': [`${today.slice(0, 8)}01 00:00:00`, `${today} 23:59:59`],
  'Last 6 Months': [
    (() => {
      const d = new Date(`${today}T00:00:00Z`);
      d.setUTCMonth(d.getUTCMonth() - 6);
      return `${d.toISOString().slice(0, 10)} 00:00:00`;
    })(),
    `${today} 23:59:59`,
  ],
};

const env = {};
let rawPglite = null;
if (values.db === 'postgres') env.DATABASE_URL = values.url;
else {
  env.DATABASE_URL = '';
  env.DATA_DIR = values['data-dir'];
  const copy = mkdtempSync(join(tmpdir(), 'paydesk-bench-raw-'));
  cpSync(join(values['data-dir'], 'pgdata'), copy, { recursive: true });
  rawPglite = { copy, db: await PGlite.create(copy) };
  process.on('exit', () => rmSync(copy, { recursive: true, force: true }));
}
const server = await startPaydesk({
  port: PORT,
  env,
  email: values.email,
  password: values.password,
});
const { headers } = server;

/** The dashboard as a browser loads it: seven tiles, each with its prior-year comparison. */
async function viaApi([start, end]) {
  const paths = METRICS.map(
    (metric) =>
      `/api/merchants/${values.merchant}/overview/${metric}?${new URLSearchParams({ start_date: start, end_date: end, timezone: 'America/Los_Angeles' })}`,
  );
  const { p50, p95, p99, requests, errors } = await loadGets({
    base,
    headers,
    paths,
    seconds: duration,
  });
  return { p50, p95, p99, requests, errors };
}

/**
 * The same seven figures and their prior year, from raw rows, with 10 concurrent clients:
 * series by day, or by month beyond three months, as the API answers them; evidence-needed
 * chargebacks counted from 2017-01-01.
 */
async function viaRaw([start, end]) {
  const unit =
    (Date.parse(end.slice(0, 10)) - Date.parse(start.slice(0, 10))) / 86_400_000 + 1 > 92
      ? 'month'
      : 'day';
  // PGlite answers one query at a time: its ten workers queue, as the API's requests do.
  const pool = rawPglite
    ? { query: (text, params) => rawPglite.db.query(text, params), end: async () => {} }
    : new pg.Pool({ connectionString: values.url, max: 10 });
  const tz = 'America/Los_Angeles';
  const within = (c) =>
    `${c} >= ($2::timestamp at time zone $4) and ${c} < ($3::timestamp at time zone $4) + interval '1 second'`;
  const sql = [
    `select date_trunc('${unit}', cb_date at time zone $4), count(*) from chargebacks where merchant_id = $1 and ${within('cb_date')} group by 1`,
    `select count(*) from chargebacks where merchant_id = $1 and dispute_status = 'evidence-needed' and $2::text is not null and cb_date >= ('2017-01-01'::timestamp at time zone $4) and cb_date < ($3::timestamp at time zone $4) + interval '1 second'`,
    `select date_trunc('${unit}', cb_date at time zone $4), sum(cb_amount_cents) from chargebacks where merchant_id = $1 and ${within('cb_date')} group by 1`,
    `select date_trunc('${unit}', trans_date at time zone $4), sum(gross_amount_cents) from transactions where merchant_id = $1 and kind = 'sale' and status = 'approved' and ${within('trans_date')} group by 1`,
    `select date_trunc('${unit}', trans_date at time zone $4), count(*) from transactions where merchant_id = $1 and kind = 'sale' and status = 'approved' and ${within('trans_date')} group by 1`,
    `select date_trunc('${unit}', trans_date at time zone $4), sum(gross_amount_cents) / nullif(count(*), 0) from transactions where merchant_id = $1 and kind = 'sale' and status = 'approved' and ${within('trans_date')} group by 1`,
    `select date_trunc('${unit}', deposited_at at time zone $4), sum(amount_cents) from deposits where merchant_id = $1 and ${within('deposited_at')} group by 1`,
  ];
  const prior = (s) => `${Number(s.slice(0, 4)) - 1}${s.slice(4)}`;
  const latencies = [];
  const deadline = Date.now() + duration * 1000;
  let n = 0;
  await Promise.all(
    Array.from({ length: 10 }, async (_, worker) => {
      while (Date.now() < deadline) {
        const q = sql[(n++ + worker) % sql.length];
        const began = performance.now();
        await pool.query(q, [Number(values.merchant), start, end, tz]);
        await pool.query(q, [Number(values.merchant), prior(start), prior(end), tz]);
        latencies.push(performance.now() - began);
      }
    }),
  );
  await pool.end();
  return percentiles(latencies);
}

const results = {};
for (const [name, range] of Object.entries(ranges)) {
  const api = await viaApi(range);
  const raw = await viaRaw(range);
  results[name] = {
    api,
    raw,
    speedupP50: Number((raw.p50 / Math.max(api.p50, 0.1)).toFixed(1)),
    speedupP95: Number((raw.p95 / Math.max(api.p95, 0.1)).toFixed(1)),
  };
  console.log(
    `${name}: API p50 ${api.p50} ms, p95 ${api.p95} ms (${api.requests} tile requests); raw p50 ${raw.p50} ms, p95 ${raw.p95} ms; ${results[name].speedupP50}x at p50, ${results[name].speedupP95}x at p95`,
  );
}
await server.stop();
await rawPglite?.db.close();
const out = {
  database: values.db,
  merchant: Number(values.merchant),
  durationSeconds: duration,
  connections: 10,
  results,
  machine: `${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}`,
  date: new Date().toISOString(),
};
mkdirSync(join(root, 'bench/dashboard/results'), { recursive: true });
writeFileSync(
  join(root, `bench/dashboard/results/${values.db}-${values.merchant}.json`),
  `${JSON.stringify(out, null, 2)}\n`,
);
process.exit(0);
