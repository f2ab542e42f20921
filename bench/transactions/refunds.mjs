// Refund benchmark (issue "Transactions and payouts", Performance: refund p95 ≤ 50 ms with 10
// concurrent refunders): the built server on the large profile in PostgreSQL, 10 connections
// refunding a small amount of a different approved card sale of merchant 100004 each time
// (settled or not), each request with its own Idempotency-Key.
//   npm run build -w apps/server
//   node bench/transactions/refunds.mjs [--url …/paydesk_bench_large] [--merchant 100004]
//        [--duration 15] [--connections 10] [--amount 1] [--label refunds-postgres]
// Each refund is a real write (ledger row, sale, rollups, audit row, idempotency row) and stays
// in the database: at 1 cent a refund, a run draws a few tens of dollars on the merchant's
// refund line of credit (printed before and after). Results: bench/transactions/results/<label>.json.
// BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=DIR' profiles the server
// (node bench/profile-summary.mjs DIR/<file>.cpuprofile).

import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { percentiles, startPaydesk } from '../lib/paydesk-server.mjs';

const root = new URL('../..', import.meta.url).pathname;
const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/paydesk_bench_large' },
    merchant: { type: 'string', default: '100004' },
    duration: { type: 'string', default: '15' },
    connections: { type: 'string', default: '10' },
    amount: { type: 'string', default: '1' },
    email: { type: 'string', default: 'admin@paydesk.test' },
    password: { type: 'string', default: 'Admin!Paydesk2026' },
    label: { type: 'string', default: 'refunds-postgres' },
  },
});
const merchant = Number(values.merchant);
const amount = Number(values.amount);
const duration = Number(values.duration);
const connections = Number(values.connections);
const PORT = 3981;
const base = `http://127.0.0.1:${PORT}`;

const db = new pg.Client({ connectionString: values.url });
await db.connect();

/** What the merchant's card refunds may still draw: unsettled net + line of credit. */
async function refundRoom() {
  const { rows } = await db.query(
    `select m.cc_refund_line_of_credit_cents::text as line, merchant_unsettled_net(m.id)::text as unsettled
       from merchants m where m.id = $1`,
    [merchant],
  );
  const line = rows[0]?.line === null ? 0 : Number(rows[0]?.line);
  const unsettled = Number(rows[0]?.unsettled);
  return { unsettledNetCents: unsettled, lineOfCreditCents: line, roomCents: unsettled + line };
}

// Sales a refund may take (the rules of transaction-rules.ts): approved card sales of the
// account's processor, not disputed or returned, with the amount left; newest first.
const { rows: saleRows } = await db.query(
  `select t.id::text as id from transactions t join merchants m on m.id = t.merchant_id
    where t.merchant_id = $1 and t.kind = 'sale' and t.status = 'approved' and t.method = 'card'
      and t.processor_id = m.processor_id and t.gross_amount_cents - t.refunded_amount_cents >= $2
      and not exists (select 1 from chargebacks c where c.transaction_id = t.id)
    order by t.trans_date desc, t.id desc limit 200000`,
  [merchant, amount],
);
const saleIds = saleRows.map((row) => row.id);
if (saleIds.length === 0) throw new Error('no refundable sale: seed the large profile first');

// The server first: it applies the migrations (the unsettled net is one of their functions).
const server = await startPaydesk({
  port: PORT,
  env: {
    DATABASE_URL: values.url,
    // Not used by refunds; set so that no key is generated into a data folder.
    ENCRYPTION_KEY: randomBytes(32).toString('hex'),
  },
  email: values.email,
  password: values.password,
});
const before = await refundRoom();
console.log(
  `merchant ${merchant}: ${saleIds.length} refundable sales; refund room before ${(before.roomCents / 100).toFixed(2)} USD`,
);
const { authorization } = server.headers;

let next = 0;
/** A refund of the next sale, with a key of its own. */
function refundRequest(request) {
  const saleId = saleIds[next % saleIds.length];
  next += 1;
  request.method = 'PUT';
  request.path = `/api/transactions/${saleId}/refund`;
  request.headers = {
    authorization,
    'content-type': 'application/json',
    'idempotency-key': randomUUID(),
  };
  request.body = JSON.stringify({ amount, merchantId: merchant });
  return request;
}

/** CPU seconds (user + system) of a process, from /proc (0 when it is gone). */
function cpuSecondsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** CPU seconds of every PostgreSQL process on this machine (the server's backends among them). */
function postgresCpuSeconds() {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim().startsWith('postgres')) {
        total += cpuSecondsOf(entry);
      }
    } catch {}
  }
  return total;
}

async function run(seconds) {
  const cpuBefore = { server: cpuSecondsOf(server.child.pid), postgres: postgresCpuSeconds() };
  const latencies = [];
  const statuses = {};
  const result = await new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections,
        duration: seconds,
        requests: [{ setupRequest: refundRequest }],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, status, _bytes, time) => {
      latencies.push(time);
      statuses[status] = (statuses[status] ?? 0) + 1;
    });
  });
  const refunds = statuses[200] ?? 0;
  const perRefundMs = (now, before) =>
    Number(((1000 * (now - before)) / Math.max(1, refunds)).toFixed(2));
  const cpu = {
    serverMsPerRefund: perRefundMs(cpuSecondsOf(server.child.pid), cpuBefore.server),
    postgresMsPerRefund: perRefundMs(postgresCpuSeconds(), cpuBefore.postgres),
  };
  const { p50, p95, p99 } = percentiles(latencies);
  return {
    refunds,
    statuses,
    p50,
    p95,
    p99,
    max: Number(Math.max(0, ...latencies).toFixed(1)),
    refundsPerSecond: Math.round(refunds / result.duration),
    seconds: Number(result.duration.toFixed(1)),
    // CPU per refund: steadier than latency on a shared machine (PostgreSQL's counts every
    // backend of the machine, so other work running meanwhile adds to it).
    cpu,
  };
}

// A short warm-up (connections, prepared plans, caches), then the measured run.
await run(2);
const measured = await run(duration);
const after = await refundRoom();
console.log(JSON.stringify(measured, null, 2));
console.log(`refund room after ${(after.roomCents / 100).toFixed(2)} USD`);
if (Object.keys(measured.statuses).some((status) => status !== '200')) {
  console.warn(
    'some refunds were not 200: see statuses (a 422 names the rule, e.g. the line of credit)',
  );
}

await server.stop();
await db.end();

const out = {
  database: 'postgres',
  merchant,
  connections,
  amountCents: amount,
  durationSeconds: duration,
  refundableSales: saleIds.length,
  results: measured,
  refundRoom: { before, after },
  machine: `${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}`,
  date: new Date().toISOString(),
};
mkdirSync(join(root, 'bench/transactions/results'), { recursive: true });
writeFileSync(
  join(root, `bench/transactions/results/${values.label}.json`),
  `${JSON.stringify(out, null, 2)}\n`,
);
process.exit(0);
