// Data-scale benchmark: generates a profile into a fresh database and records the rate,
// the elapsed time and the table sizes. Figures go to docs/performance.md.
//   node bench/data-scale/run.mjs --profile demo|large --db pglite|postgres [--pg postgres://postgres@127.0.0.1:5432/test]
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';

const root = new URL('../..', import.meta.url).pathname;
const { values } = parseArgs({
  options: {
    profile: { type: 'string', default: 'demo' },
    db: { type: 'string', default: 'pglite' },
    pg: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/test' },
    end: { type: 'string', default: '2026-11-22' },
  },
});

const env = { ...process.env, LOG_LEVEL: 'warn' };
let cleanup = () => {};
let databaseUrl;
if (values.db === 'postgres') {
  const name = `paydesk_bench_${values.profile}`;
  const admin = new pg.Client({ connectionString: values.pg });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(values.pg);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  env.DATABASE_URL = databaseUrl;
} else {
  const dataDir = mkdtempSync(join(tmpdir(), 'paydesk-bench-'));
  env.DATA_DIR = dataDir;
  delete env.DATABASE_URL;
  cleanup = () => rmSync(dataDir, { recursive: true, force: true });
}

const started = Date.now();
const child = spawn(
  'npx',
  ['tsx', 'src/demo/seed.ts', '--profile', values.profile, '--end', values.end],
  {
    cwd: join(root, 'apps/server'),
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
let output = '';
child.stdout.on('data', (chunk) => {
  output += chunk;
  process.stdout.write(chunk);
});
const code = await new Promise((resolve) => child.on('exit', resolve));
if (code !== 0) throw new Error(`seed exited with ${code}`);
const elapsedS = (Date.now() - started) / 1000;
const rows = Object.fromEntries(
  [...output.matchAll(/^\s{2}(\w+)\s+([\d,]+)/gm)].map(([, table, n]) => [
    table,
    Number(n.replaceAll(',', '')),
  ]),
);

let sizes = {};
if (databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows: r } = await client.query(
    `select relname as table, pg_total_relation_size(c.oid) as bytes from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'r' order by bytes desc limit 12`,
  );
  sizes = Object.fromEntries(r.map((x) => [x.table, Number(x.bytes)]));
  await client.end();
} else {
  sizes = { data_dir: Number(execFileSync('du', ['-sb', env.DATA_DIR]).toString().split('\t')[0]) };
}
cleanup();

const result = {
  profile: values.profile,
  database: values.db,
  elapsedSeconds: Number(elapsedS.toFixed(1)),
  totalRows: rows.total,
  rowsPerSecond: Math.round(rows.total / elapsedS),
  rows,
  sizes,
  machine: `${cpus().length} cores (${cpus()[0]?.model ?? 'cpu'}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}`,
  date: new Date().toISOString(),
};
mkdirSync(join(root, 'bench/data-scale/results'), { recursive: true });
writeFileSync(
  join(root, `bench/data-scale/results/${values.profile}-${values.db}.json`),
  `${JSON.stringify(result, null, 2)}\n`,
);
console.log(
  `\n${values.profile} on ${values.db}: ${result.totalRows.toLocaleString('en-US')} rows in ${result.elapsedSeconds} s (${result.rowsPerSecond.toLocaleString('en-US')} rows/s, seed process included)`,
);
