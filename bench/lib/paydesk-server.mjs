// The built Paydesk server for a benchmark: started on a port of its own with the bench's
// settings, waited for, signed in. One place for what every bench/ script needs of it.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import autocannon from 'autocannon';

const root = new URL('../..', import.meta.url).pathname;

/**
 * Starts apps/server/dist/main.js (build it first: npm run build -w apps/server) with
 * `env` over the bench defaults (no demo data, no sign-in rate limit, warnings only),
 * waits for /api/health and signs in. BENCH_SERVER_NODE_ARGS passes Node flags to the
 * server, e.g. '--cpu-prof --cpu-prof-dir=DIR'. The server stops when this process exits.
 *   const server = await startPaydesk({ port: 3979, env: { DATABASE_URL }, email, password });
 *   fetch(`${server.base}/api/...`, { headers: server.headers }); await server.stop();
 */
export async function startPaydesk({ port, env, email, password }) {
  const base = `http://127.0.0.1:${port}`;
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, join(root, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '100000',
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      DEMO_DATA: 'false',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const kill = () => child.kill('SIGTERM');
  process.on('exit', kill);
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  for (let i = 0; i < 300 && !exited; i += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (exited) throw new Error('the server stopped while starting: see its output above');
  const signIn = await fetch(`${base}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const { idToken } = await signIn.json();
  if (!idToken) {
    kill();
    throw new Error(`could not sign in as ${email}: seed the database first (see bench/README.md)`);
  }
  const stop = async () => {
    process.off('exit', kill);
    if (exited) return;
    const gone = new Promise((resolve) => child.on('exit', resolve));
    kill();
    await gone;
  };
  return { base, child, headers: { authorization: `Bearer ${idToken}` }, stop };
}

/** p50, p95 and p99 of latencies in milliseconds (one decimal), and how many there were. */
export function percentiles(latencies) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (p) =>
    Number(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]?.toFixed(1) ?? 0);
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), requests: sorted.length };
}

/**
 * GETs of `paths` (taken in turn) through autocannon against `base` for `seconds`, with
 * `connections` at once: the latencies' percentiles, requests a second and errors. Throws when
 * a request answers other than 2xx, naming the first path.
 *   const figures = await loadGets({ base: server.base, headers: server.headers, paths, seconds: 10 });
 */
export async function loadGets({ base, headers, paths, seconds, connections = 10 }) {
  const latencies = [];
  const requests = paths.map((path) => ({ method: 'GET', path, headers }));
  const result = await new Promise((resolve, reject) => {
    const instance = autocannon(
      { url: base, connections, duration: seconds, requests },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, time) => latencies.push(time));
  });
  if (result.non2xx > 0) throw new Error(`${result.non2xx} requests failed: ${paths[0]}`);
  return {
    ...percentiles(latencies),
    rps: Math.round(result.requests.average),
    errors: result.errors,
  };
}
