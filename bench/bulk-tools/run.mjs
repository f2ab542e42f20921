// Bulk operations benchmark (issue 18): how long a preview of N rows takes (upload, parse,
// every row checked against the database, the run and its rows stored) for each tab, and how
// many rows a second the tool-run jobs apply. Through the built server's API, as the screen
// calls it, with the server's own job runner (JOBS_ENABLED=true).
//   npm run build -w apps/server
//   node bench/bulk-tools/run.mjs --db postgres   # [--rows 10000] [--users 300]
//   node bench/bulk-tools/run.mjs --db pglite     # a fresh demo DATA_DIR
// PostgreSQL: the database paydesk_bench_bulk (made, migrated and seeded with the demo at the
// first run), with `--rows` merchants added beside the demo's (cloned from 100001, status 1) so
// that every row names a merchant of its own. Results in bench/bulk-tools/results/.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { startPaydesk } from '../lib/paydesk-server.mjs';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres' },
    rows: { type: 'string', default: '10000' },
    users: { type: 'string', default: '300' },
    port: { type: 'string', default: '3981' },
  },
});
const rows = Number(values.rows);
const users = Number(values.users);
const FIRST_ID = 300_001;
const admin = { email: 'admin@paydesk.test', password: 'Admin!Paydesk2026' };

/** N merchants cloned from the bistro (ids from FIRST_ID), Active, on processor 3. */
const CLONE_SQL = `insert into merchants
  select (jsonb_populate_record(null::merchants, to_jsonb(m) || jsonb_build_object(
    'id', g, 'status', 1, 'processor_id', 3, 'processor_gateway_id', null,
    'business_common_name', 'Bench Merchant ' || g))).*
    from merchants m, generate_series(${FIRST_ID}, ${FIRST_ID} + $1::int - 1) g
   where m.id = 100001 on conflict (id) do update set status = 1, web_rate_name = 'US Standard',
     mobile_rate_name = null, rate_id = null, processor_id = 3`;

async function preparePostgres() {
  const url = 'postgres://postgres@127.0.0.1:5432/paydesk_bench_bulk';
  const root = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await root.connect();
  const exists = await root.query(`select 1 from pg_database where datname = 'paydesk_bench_bulk'`);
  if (exists.rowCount === 0) await root.query('create database paydesk_bench_bulk');
  await root.end();
  return {
    env: { DATABASE_URL: url },
    clone: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(CLONE_SQL.replace('$1::int', String(rows)));
      await client.end();
    },
  };
}

function preparePglite() {
  const dataDir = mkdtempSync(join(tmpdir(), 'paydesk-bench-bulk-'));
  return {
    env: { DATA_DIR: dataDir },
    clone: async () => {
      const db = await PGlite.create(join(dataDir, 'pgdata'));
      await db.query(CLONE_SQL.replace('$1::int', String(rows)));
      await db.close();
    },
  };
}

const target = values.db === 'pglite' ? preparePglite() : await preparePostgres();
const env = {
  ...target.env,
  DEMO_DATA: 'true',
  JOBS_ENABLED: 'true',
  BULK_APPROVAL_ROWS: '100000000',
};
// The first start migrates and seeds the demo; the merchants are added while it is stopped
// (PGlite has one process), then it starts again for the measures.
let server = await startPaydesk({ port: Number(values.port), env, ...admin });
await server.stop();
await target.clone();
server = await startPaydesk({ port: Number(values.port), env, ...admin });

const ids = Array.from({ length: rows }, (_, i) => FIRST_ID + i);
const reasons = ['No Longer Using', 'Too Expensive', 'Created in Error', 'Processor Decision'];
const stamp = Date.now().toString(36);
const files = {
  'update-account-status': [
    'merchant_id,status,closure_reason',
    ...ids.map((id, i) => (i % 2 ? `${id},incomplete,` : `${id},closed,${reasons[i % 4]}`)),
  ],
  'update-rates': [
    'merchant_id,rate_name,mobile_rate_name',
    ...ids.map((id, i) => `${id},${i % 2 ? 'US Corporate' : 'CA Standard'},US Standard`),
  ],
  'add-users': [
    'merchant_id,email,first_name,last_name,role',
    ...ids.map(
      (id, i) => `${id},bench.${stamp}.${i}@example.com,Bench,User${i},${i % 5 ? 'user' : 'admin'}`,
    ),
  ],
};

async function call(method, path, body, extra = {}) {
  const response = await fetch(`${server.base}/api${path}`, {
    method,
    headers: {
      ...server.headers,
      ...(method === 'POST' ? { 'idempotency-key': crypto.randomUUID() } : {}),
      ...extra,
    },
    body,
  });
  const answer = await response.json();
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

async function preview(tab, lines) {
  const form = new FormData();
  form.append('file', new Blob([`${lines.join('\r\n')}\r\n`], { type: 'text/csv' }), `${tab}.csv`);
  const began = performance.now();
  const answer = await call('POST', `/admin/bulk-tools/${tab}/preview`, form);
  return { ms: Math.round(performance.now() - began), ...answer.counts, runId: answer.run.id };
}

async function apply(runId) {
  const began = performance.now();
  await call('POST', `/admin/bulk-tools/runs/${runId}/confirm`);
  let run;
  for (;;) {
    // A poll that loses its connection is tried again (the run goes on in the server).
    run = await call('GET', `/admin/bulk-tools/runs/${runId}`).catch((error) => {
      console.error(`poll: ${error.message}`);
      return { status: 'running' };
    });
    if (!['queued', 'running'].includes(run.status)) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const wall = (performance.now() - began) / 1000;
  const serverSeconds = (Date.parse(run.finishedAt) - Date.parse(run.startedAt)) / 1000;
  return {
    status: run.status,
    applied: run.appliedRows,
    failed: run.failedRows,
    seconds: Number(serverSeconds.toFixed(2)),
    rowsPerSecond: Math.round(run.appliedRows / serverSeconds),
    wallSeconds: Number(wall.toFixed(2)),
  };
}

const result = { db: values.db, rows, at: new Date().toISOString(), loadBefore: loadavg() };
console.log(
  `bulk tools on ${values.db}, ${rows} rows; load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
for (const tab of ['update-account-status', 'update-rates', 'add-users']) {
  const first = await preview(tab, files[tab]);
  const second = await preview(tab, files[tab]);
  result[`preview ${tab}`] = [first, second];
  console.log(
    `preview ${tab}: ${first.ms} ms, ${second.ms} ms (${first.willApply} will apply, ${first.willNotApply} not)`,
  );
}
for (const tab of ['update-account-status', 'update-rates']) {
  const { runId } = await preview(tab, files[tab]);
  const applied = await apply(runId);
  result[`apply ${tab}`] = applied;
  console.log(
    `apply ${tab}: ${applied.applied} rows in ${applied.seconds} s = ${applied.rowsPerSecond} rows/s (${applied.status}, ${applied.failed} failed)`,
  );
}
const { runId } = await preview('add-users', files['add-users'].slice(0, users + 1));
const invited = await apply(runId);
result['apply add-users'] = invited;
console.log(
  `apply add-users: ${invited.applied} rows in ${invited.seconds} s = ${invited.rowsPerSecond} rows/s (${invited.status})`,
);
result.loadAfter = loadavg();
await server.stop();
writeFileSync(
  new URL(`results/${values.db}-${rows}.json`, import.meta.url),
  `${JSON.stringify(result, null, 2)}\n`,
);
