// Request-path overhead benchmark: what Paydesk's own work costs on top of Fastify and the
// database, measured side by side in one run (autocannon, 10 connections, alternating):
//   hello       a bare Fastify hello-world (no database)
//   bare-pg     a bare Fastify + pg route running the same SQL as Paydesk's signed-in read
//   info        Paydesk: GET /api/users/info signed in (guard + the read)
//   unauth      Paydesk: GET /api/users/info without a token (the 401; no database at all)
//
//   node bench/overhead/run.mjs --db postgres [--duration 10] [--rounds 2]
//   node bench/overhead/run.mjs --db pglite [--data-dir DIR]
// On PostgreSQL it uses the database `paydesk_bench_overhead` (made and seeded with the demo
// data at the first run; --fresh remakes it); on PGlite a fresh DATA_DIR unless --data-dir names one.
// On PGlite there is no bare-pg side (PGlite has no network protocol).
// BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=DIR' profiles Paydesk's server.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';

const root = new URL('../..', import.meta.url).pathname;
const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres' },
    server: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    'data-dir': { type: 'string' },
    duration: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '2' },
    only: { type: 'string' },
    fresh: { type: 'boolean', default: false },
    connections: { type: 'string', default: '10' },
    email: { type: 'string', default: 'owner@paydesk.test' },
    password: { type: 'string', default: 'Owner!Paydesk2026' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const PORTS = { paydesk: 3981, hello: 3982, barePg: 3983 };
const BENCH_DB = 'paydesk_bench_overhead';
const databaseUrl = values.server.replace(/\/[^/]*$/, `/${BENCH_DB}`);

/**
 * The SQL of Paydesk's signed-in read of /api/users/info: the session with its user, the
 * merchant accounts (for the guard and the answer) and the enabled permission keys, one
 * query (modules/identity/identity.repository.ts, liveSessionQuery).
 */
const SIGNED_IN_READ = `select "sessions"."id", "users".*,
  coalesce((select json_agg(json_build_object('id', m.id, 'status', um.access,
      'merchantStatus', m.status, 'businessCommonName', m.business_common_name,
      'businessAddress1', m.business_address1, 'businessAddress2', m.business_address2,
      'processorId', m.processor_id, 'enablePosDevices', m.enable_pos_devices,
      'allowSubscriptions', m.allow_subscriptions, 'allowCustomers', m.allow_customers,
      'allowCheckout', m.allow_checkout) order by m.business_common_name, m.id)
    from user_merchants um join merchants m on m.id = um.merchant_id
    where um.user_id = "users"."id"), '[]'::json),
  array(select slug from user_permissions up where up.user_id = "users"."id" and up.enabled)
from "sessions" inner join "users" on "users"."id" = "sessions"."user_id"
where "sessions"."id" = $1 and "sessions"."revoked_at" is null and "sessions"."expires_at" > $2
limit 1`;

const children = [];
process.on('exit', () => {
  for (const child of children) child.kill('SIGTERM');
});

/** CPU time (user + system) a process has used so far, in microseconds (Linux /proc). */
function cpuMicros(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLOCK_TICKS;
}
const CLOCK_TICKS = 100;

function startNode(args, env, stdio = ['ignore', 'ignore', 'inherit']) {
  const merged = { ...process.env, ...env };
  if (!env.DATABASE_URL) delete merged.DATABASE_URL;
  const child = spawn(process.execPath, args, { env: merged, stdio, cwd: root });
  children.push(child);
  return child;
}

async function waitFor(url) {
  for (let i = 0; i < 600; i += 1) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within 2 minutes`);
}

// The two bare servers: one file each, evaluated with --input-type=module from the repo root.
const helloServer = `
import Fastify from 'fastify';
const app = Fastify();
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ port: ${PORTS.hello}, host: '127.0.0.1' });`;
const barePgServer = `
import Fastify from 'fastify';
import pg from 'pg';
const pool = new pg.Pool({ connectionString: process.env.BENCH_URL, max: 10 });
const app = Fastify();
const text = ${JSON.stringify(SIGNED_IN_READ)};
app.get('/info/:sid', async (request) => {
  const { rows } = await pool.query({ name: 'signed_in_read', text, values: [request.params.sid, new Date()] });
  if (!rows[0]) throw new Error('no session');
  return { data: rows[0] };
});
await app.listen({ port: ${PORTS.barePg}, host: '127.0.0.1' });`;

let dataDir;
const paydeskEnv = {
  PORT: String(PORTS.paydesk),
  LOG_LEVEL: 'info',
  AUTH_RATE_LIMIT: '100000',
  AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  ENCRYPTION_KEY: 'b'.repeat(64),
  NODE_ENV: 'production',
  DEMO_DATA: 'true',
};
if (values.db === 'postgres') {
  const admin = new pg.Client({ connectionString: values.server });
  await admin.connect().catch((error) => {
    throw new Error(`PostgreSQL does not answer at ${values.server} (${error.message})`);
  });
  // Kept between runs (the server seeds an empty database at its first start); --fresh remakes it.
  if (values.fresh) await admin.query(`drop database if exists ${BENCH_DB} with (force)`);
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [
    BENCH_DB,
  ]);
  if (rowCount === 0) await admin.query(`create database ${BENCH_DB}`);
  await admin.end();
  paydeskEnv.DATABASE_URL = databaseUrl;
} else {
  dataDir = values['data-dir'] ?? mkdtempSync(join(tmpdir(), 'paydesk-bench-overhead-'));
  paydeskEnv.DATA_DIR = dataDir;
  if (!values['data-dir'])
    process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}

// Paydesk logs at info, as in production, to /dev/null: the cost of writing lines counts.
const paydeskServer = startNode(
  [
    ...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean),
    join(root, 'apps/server/dist/main.js'),
  ],
  paydeskEnv,
);
const helloProcess = startNode(['--input-type=module', '-e', helloServer], {});
const barePgProcess =
  values.db === 'postgres'
    ? startNode(['--input-type=module', '-e', barePgServer], { BENCH_URL: databaseUrl })
    : undefined;
const paydesk = `http://127.0.0.1:${PORTS.paydesk}`;
await waitFor(`${paydesk}/api/health`);
await waitFor(`http://127.0.0.1:${PORTS.hello}/hello`);

const signIn = await fetch(`${paydesk}/api/auth/sign-in`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: values.email, password: values.password }),
});
const { idToken } = await signIn.json();
if (!idToken) throw new Error(`could not sign in as ${values.email} (${signIn.status})`);
const sessionId = JSON.parse(Buffer.from(idToken.split('.')[1], 'base64url').toString()).sid;

const targets = {
  hello: { url: `http://127.0.0.1:${PORTS.hello}/hello`, status: 200, pid: helloProcess.pid },
  ...(barePgProcess
    ? {
        'bare-pg': {
          url: `http://127.0.0.1:${PORTS.barePg}/info/${sessionId}`,
          status: 200,
          pid: barePgProcess.pid,
        },
      }
    : {}),
  info: {
    url: `${paydesk}/api/users/info`,
    headers: { authorization: `Bearer ${idToken}` },
    status: 200,
    pid: paydeskServer.pid,
  },
  unauth: { url: `${paydesk}/api/users/info`, status: 401, pid: paydeskServer.pid },
};
if (values.db === 'postgres') await waitFor(targets['bare-pg'].url);
// A token lives 15 minutes; a long run refreshes it by signing in again per round.
for (const target of Object.values(targets)) {
  const check = await fetch(target.url, { headers: target.headers });
  if (check.status !== target.status) {
    throw new Error(`${target.url} answered ${check.status}, expected ${target.status}`);
  }
}

function load(target) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: target.url,
        headers: target.headers,
        connections,
        duration,
        expectBody: undefined,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

const runs = Object.fromEntries(Object.keys(targets).map((name) => [name, []]));
// --only info,unauth loads just those (e.g. to profile one path); the ratios need hello.
const names = values.only ? values.only.split(',') : Object.keys(targets);
for (let round = 0; round < Number(values.rounds); round += 1) {
  // Alternate the order, so no side always runs on a warmer or a busier machine.
  const order = round % 2 === 0 ? names : [...names].reverse();
  for (const name of order) {
    const cpuBefore = cpuMicros(targets[name].pid);
    const result = await load(targets[name]);
    const serverCpu = cpuMicros(targets[name].pid) - cpuBefore;
    const wrong = name === 'unauth' ? result['2xx'] : result.non2xx;
    if (wrong > 0) throw new Error(`${name}: ${wrong} answers with the wrong status`);
    runs[name].push({
      requestsPerSecond: Math.round(result.requests.average),
      // The server's own CPU per answer (user + system): steadier than throughput on a
      // shared machine, where the load generator competes for the same two cores.
      serverCpuMicrosPerRequest: Number((serverCpu / result.requests.total).toFixed(1)),
      p50: result.latency.p50,
      p90: result.latency.p90,
      p97_5: result.latency.p97_5,
      p99: result.latency.p99,
    });
    console.log(
      `round ${round + 1} ${name}: ${Math.round(result.requests.average)} req/s, server CPU ${(serverCpu / result.requests.total).toFixed(1)} µs/request, p50 ${result.latency.p50} ms, p97.5 ${result.latency.p97_5} ms`,
    );
  }
}

const best = (name) => Math.max(...(runs[name] ?? []).map((r) => r.requestsPerSecond));
const leastCpu = (name) => Math.min(...(runs[name] ?? []).map((r) => r.serverCpuMicrosPerRequest));
const summary = Object.fromEntries(
  names.map((name) => [
    name,
    {
      requestsPerSecond: best(name),
      cpuMicrosPerRequest: leastCpu(name),
      ofHello: Number(((100 * best(name)) / best('hello')).toFixed(1)),
      ...(runs['bare-pg']
        ? { ofBarePg: Number(((100 * best(name)) / best('bare-pg')).toFixed(1)) }
        : {}),
    },
  ]),
);
console.table(summary);
const out = {
  database: values.db,
  durationSeconds: duration,
  connections,
  rounds: Number(values.rounds),
  summary,
  runs,
  machine: `${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}`,
  date: new Date().toISOString(),
};
mkdirSync(join(root, 'bench/overhead/results'), { recursive: true });
writeFileSync(
  join(
    root,
    `bench/overhead/results/${values.db}${values.only ? `-${values.only.replace(/,/g, '-')}` : ''}.json`,
  ),
  `${JSON.stringify(out, null, 2)}\n`,
);
process.exit(0);
