// Web benchmark (issue #10): what a browser loads and when it paints, for /login and a
// merchant dashboard, measured with Playwright driving Chromium (headless).
//   node bench/web/run.mjs [--runs 5] [--label latest] [--data-dir DIR] [--url http://127.0.0.1:3000]
// Per route: the JS it loads (requests, bytes on the wire, decoded, gzip -9 of each body),
// FCP, LCP and, on the dashboard, the time until the seven tiles show their figures (and
// until their seven charts are drawn), each relative to navigation start. Four conditions:
// empty and warm HTTP cache (a second tab of the same context), each without and with 4x CPU
// throttling; the median, min and max of --runs runs per cell, each run in a fresh context.
// Without --url it starts the built server (apps/server/dist/main.js) on port 3978 with a
// fresh DATA_DIR (demo data seeded at first start, ~15-30 s); --data-dir reuses a seeded one.
// The dashboard is signed in as owner@paydesk.test (--email/--password) through the /login
// form once; every measured context starts from that browser storage with an empty cache.
import { execFileSync, spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const root = new URL('../..', import.meta.url).pathname;
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    label: { type: 'string', default: 'latest' },
    url: { type: 'string' },
    'data-dir': { type: 'string' },
    port: { type: 'string', default: '3978' },
    merchant: { type: 'string', default: '100001' },
    email: { type: 'string', default: 'owner@paydesk.test' },
    password: { type: 'string', default: 'Owner!Paydesk2026' },
    throttle: { type: 'string', default: '4' },
    chromium: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  },
});
const runs = Number(values.runs);
const throttle = Number(values.throttle);
const base = (values.url ?? `http://127.0.0.1:${values.port}`).replace(/\/+$/, '');
const dashboardPath = `/dashboard/${values.merchant}`;
const TILE_VALUES = '[data-metric] [data-testid="tile-value"]';
const TILE_CHARTS = '[data-metric] svg g[data-series="current"]';
const TILES = 7;
/** The ID token lives 15 minutes: sign in again well before, so no run has to refresh it. */
const SIGN_IN_EVERY_MS = 5 * 60_000;
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function fail(message) {
  console.error(`bench/web: ${message}`);
  process.exit(1);
}

// --- preconditions: a build, a browser, Playwright ---------------------------------------
const serverMain = join(root, 'apps/server/dist/main.js');
const webIndex = join(root, 'apps/web/dist/index.html');
if (!values.url && !(existsSync(serverMain) && existsSync(webIndex))) {
  fail(
    `no build (${existsSync(serverMain) ? '' : 'apps/server/dist/main.js '}${existsSync(webIndex) ? '' : 'apps/web/dist/index.html'} missing): run npm run build first`,
  );
}
if (!existsSync(values.chromium)) {
  fail(
    `no Chromium at ${values.chromium}: install it (apt-get install -y chromium) or pass --chromium PATH`,
  );
}
// The build measured (read now: another build may replace apps/web/dist later).
const webBuild = values.url
  ? { webEntry: null, webBuiltAt: null }
  : {
      webEntry: [
        ...readFileSync(webIndex, 'utf8').matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g),
      ].map((m) => m[1]),
      webBuiltAt: statSync(webIndex).mtime.toISOString(),
    };
const git = (...args) => {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trimEnd();
  } catch {
    return '';
  }
};
const source = {
  commit: git('rev-parse', 'HEAD'),
  uncommitted: git('status', '--porcelain', '--', 'apps', 'packages').split('\n').filter(Boolean),
};
let chromium;
try {
  ({ chromium } = await import('@playwright/test'));
} catch {
  fail('cannot load @playwright/test (the e2e workspace dependency): run npm install first');
}

// --- the server --------------------------------------------------------------------------
async function healthy() {
  try {
    return (await fetch(`${base}/api/health`)).ok;
  } catch {
    return false;
  }
}

let server;
let dataDir;
const cleanups = [];
process.on('exit', () => {
  for (const cleanup of cleanups.reverse()) cleanup();
});
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));

if (values.url) {
  if (!(await healthy())) fail(`${base}/api/health does not answer: is the server running?`);
} else {
  if (await healthy()) {
    fail(`something already answers on ${base}: stop it, or pass --url ${base} or --port N`);
  }
  dataDir = values['data-dir'];
  if (!dataDir) {
    dataDir = mkdtempSync(join(tmpdir(), 'paydesk-bench-web-'));
    const made = dataDir;
    cleanups.push(() => rmSync(made, { recursive: true, force: true }));
  }
  let stderr = '';
  server = spawn(process.execPath, [serverMain], {
    env: {
      ...process.env,
      PORT: values.port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '100000',
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  server.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  let exited = null;
  server.on('exit', (code) => {
    exited = code;
  });
  cleanups.push(() => server.kill('SIGTERM'));
  console.log(
    `Starting the server on ${base} (DATA_DIR ${dataDir}; an empty one is seeded first, ~15-30 s)`,
  );
  const started = Date.now();
  while (!(await healthy())) {
    if (exited !== null) fail(`the server exited (${exited}) before answering:\n${stderr}`);
    if (Date.now() - started > 300_000) fail(`the server did not answer in 300 s:\n${stderr}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  console.log(`Server up in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

// --- the browser -------------------------------------------------------------------------
const browser = await chromium
  .launch({ executablePath: values.chromium, headless: true, args: CHROMIUM_ARGS })
  .catch((error) =>
    fail(`Chromium (${values.chromium}) did not start: ${error.message.split('\n')[0]}`),
  );

let session;
/** Signs in through the /login form; answers the browser storage of the signed-in tab. */
async function signIn() {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto(`${base}/login`);
    await page.getByRole('textbox', { name: 'E-mail' }).fill(values.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(values.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    try {
      await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
    } catch {
      const said = (
        await page
          .getByRole('alert')
          .allInnerTexts()
          .catch(() => [])
      )
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim();
      throw new Error(
        `could not sign in as ${values.email} through ${base}/login (${said || 'still on the sign-in form after 30 s'}). Check --email/--password; a --data-dir or --url server must hold the demo users (DEMO_DATA=true).`,
      );
    }
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
    const state = await context.storageState();
    const local = state.origins.flatMap((o) => o.localStorage);
    if (!local.some((item) => item.name === 'paydesk.auth' && item.value.includes('"idToken"'))) {
      throw new Error(
        `signed in as ${values.email}, but no session in localStorage (paydesk.auth): has the web app moved its session elsewhere? Update bench/web/run.mjs.`,
      );
    }
    return { state, at: Date.now() };
  } finally {
    await context.close();
  }
}

/** The signed-in storage, re-signed every few minutes, with the idle clock set to now. */
async function signedInState() {
  if (!session || Date.now() - session.at > SIGN_IN_EVERY_MS) session = await signIn();
  const now = String(Date.now());
  return {
    cookies: session.state.cookies,
    origins: session.state.origins.map((origin) => ({
      ...origin,
      localStorage: origin.localStorage.map((item) =>
        item.name === 'paydesk.lastActivity' ? { ...item, value: now } : item,
      ),
    })),
  };
}

/** Records, frame by frame, when the seven tiles show figures and when their charts are drawn. */
function watchTiles([values, charts, count]) {
  const marks = {};
  window.__benchTiles = marks;
  const tick = () => {
    if (marks.values === undefined && document.querySelectorAll(values).length >= count) {
      marks.values = performance.now();
    }
    if (marks.charts === undefined && document.querySelectorAll(charts).length >= count) {
      marks.charts = performance.now();
    }
    if (marks.values === undefined || marks.charts === undefined) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

/** FCP, and the last LCP candidate with what it is. */
function readPaints() {
  return new Promise((resolve) => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
    const answer = (entry) => {
      const el = entry?.element;
      const text = el?.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40);
      const described = el
        ? `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[data-testid=${el.getAttribute('data-testid')}]` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).slice(0, 2).join('.')}` : ''}${text ? ` "${text}"` : ''}`
        : entry?.url || null;
      resolve({
        fcp,
        lcp: entry ? entry.startTime : null,
        lcpElement: described,
        lcpSize: entry ? entry.size : null,
      });
    };
    let last = null;
    new PerformanceObserver((list) => {
      const entries = list.getEntries();
      last = entries[entries.length - 1] ?? last;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    // Buffered entries are delivered in a task after observe(): let them arrive.
    setTimeout(() => answer(last), 100);
  });
}

const bodies = new Map();
/** The decoded body of a script (fetched once from the server) and its gzip -9 size. */
async function scriptSizes(url) {
  if (!bodies.has(url)) {
    bodies.set(
      url,
      (async () => {
        const body = Buffer.from(await (await fetch(url)).arrayBuffer());
        return { decoded: body.length, gzip: gzipSync(body, { level: 9 }).length };
      })(),
    );
  }
  return bodies.get(url);
}

const isScript = (r) =>
  r.type === 'Script' ||
  /javascript|ecmascript/.test(r.mimeType ?? '') ||
  /\.m?js$/.test(new URL(r.url).pathname);

/** One page load in a new tab of `context`; answers its figures. */
async function load(context, path, { rate, dashboard }) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const requests = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (!/^https?:/.test(response.url)) return;
    requests.set(requestId, {
      url: response.url,
      type,
      mimeType: response.mimeType,
      status: response.status,
      fromCache: Boolean(response.fromDiskCache || response.fromPrefetchCache),
      wire: 0,
      done: false,
    });
  });
  cdp.on('Network.requestServedFromCache', ({ requestId }) => {
    const r = requests.get(requestId);
    if (r) r.fromCache = true;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const r = requests.get(requestId);
    if (r) Object.assign(r, { wire: encodedDataLength, done: true });
  });
  await cdp.send('Network.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  if (dashboard) await page.addInitScript(watchTiles, [TILE_VALUES, TILE_CHARTS, TILES]);

  await page.goto(`${base}${path}`, { waitUntil: 'load', timeout: 120_000 });
  let tiles = null;
  if (dashboard) {
    try {
      await page.waitForFunction(
        () =>
          window.__benchTiles?.values !== undefined && window.__benchTiles?.charts !== undefined,
        null,
        { polling: 100, timeout: 120_000 },
      );
    } catch {
      throw new Error(
        `the dashboard never showed ${TILES} tile figures and charts (page at ${page.url()}; selectors ${TILE_VALUES} and ${TILE_CHARTS}): is the session valid, or did the tile markup change?`,
      );
    }
    tiles = await page.evaluate(() => window.__benchTiles);
  }
  // Settle: no request for 500 ms (bounded, in case something polls), then a moment more.
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
  await page.waitForTimeout(500);
  const paints = await page.evaluate(readPaints);
  const landedOn = new URL(page.url()).pathname;
  await cdp.detach().catch(() => {});
  await page.close();
  if (landedOn !== path) {
    throw new Error(
      `${path} ended on ${landedOn}${dashboard ? ': the session was not accepted' : ''}`,
    );
  }

  const all = [...requests.values()];
  const scripts = all.filter(isScript);
  const missing = all.filter(
    (r) => r.status >= 400 && !new URL(r.url).pathname.startsWith('/api/'),
  );
  if (missing.length > 0) {
    throw new Error(
      `${path}: ${missing.map((r) => `${new URL(r.url).pathname} ${r.status}`).join(', ')} (was apps/web/dist rebuilt during the run? run again)`,
    );
  }
  const sizes = await Promise.all(scripts.map((r) => scriptSizes(r.url)));
  return {
    jsRequests: scripts.length,
    jsFromCache: scripts.filter((r) => r.fromCache).length,
    jsWireBytes: scripts.reduce((sum, r) => sum + r.wire, 0),
    jsDecodedBytes: sizes.reduce((sum, s) => sum + s.decoded, 0),
    jsGzipBytes: sizes.reduce((sum, s) => sum + s.gzip, 0),
    requests: all.length,
    wireBytes: all.reduce((sum, r) => sum + r.wire, 0),
    fcpMs: paints.fcp,
    lcpMs: paints.lcp,
    lcpElement: paints.lcpElement,
    lcpSize: paints.lcpSize,
    tilesMs: tiles?.values ?? null,
    chartsMs: tiles?.charts ?? null,
    scripts: scripts.map((r) => ({
      path: new URL(r.url).pathname,
      wire: r.wire,
      fromCache: r.fromCache,
    })),
  };
}

/** One run: a fresh context (empty cache), the page, then the page again in a second tab. */
async function run(path, rate) {
  const dashboard = path !== '/login';
  const context = await browser.newContext(
    dashboard ? { storageState: await signedInState() } : {},
  );
  try {
    const empty = await load(context, path, { rate, dashboard });
    const warm = await load(context, path, { rate, dashboard });
    return { empty, warm };
  } finally {
    await context.close();
  }
}

// --- the runs ----------------------------------------------------------------------------
const routes = ['/login', dashboardPath];
const rates = [1, throttle];
const samples = {};
try {
  // One unrecorded run per route: the browser, the server and its query plans warm up.
  for (const path of routes) await run(path, 1);
  for (const path of routes) {
    for (const rate of rates) {
      for (let i = 0; i < runs; i += 1) {
        const { empty, warm } = await run(path, rate);
        for (const [cache, sample] of [
          ['empty', empty],
          ['warm', warm],
        ]) {
          const key = `${path} ${cache} ${rate}x`;
          samples[key] ??= { route: path, cache, cpuThrottling: rate, samples: [] };
          samples[key].samples.push(sample);
        }
        process.stdout.write(`\r${path} ${rate}x CPU: run ${i + 1}/${runs}   `);
      }
      process.stdout.write('\n');
    }
  }
} catch (error) {
  fail(error.message);
}
const chromiumVersion = browser.version();
await browser.close();

// --- figures -----------------------------------------------------------------------------
const NUMERIC = [
  'jsRequests',
  'jsFromCache',
  'jsWireBytes',
  'jsDecodedBytes',
  'jsGzipBytes',
  'requests',
  'wireBytes',
  'fcpMs',
  'lcpMs',
  'tilesMs',
  'chartsMs',
];
function stats(list) {
  const sorted = list.filter((v) => v !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  const round = (v) => Math.round(v * 10) / 10;
  return { median: round(median), min: round(sorted[0]), max: round(sorted.at(-1)) };
}
const cells = Object.values(samples).map((cell) => {
  const figures = Object.fromEntries(
    NUMERIC.map((name) => [name, stats(cell.samples.map((s) => s[name]))]),
  );
  const lcpElements = [...new Set(cell.samples.map((s) => s.lcpElement))];
  return {
    route: cell.route,
    cache: cell.cache,
    cpuThrottling: cell.cpuThrottling,
    ...figures,
    lcpElements,
    scripts: cell.samples[0].scripts,
    samples: cell.samples.map(({ scripts: _scripts, ...rest }) => rest),
  };
});

const kb = (bytes) => (bytes === null ? '-' : (bytes / 1024).toFixed(1));
const ms = (s) => (s ? `${Math.round(s.median)} (${Math.round(s.min)}-${Math.round(s.max)})` : '-');
const header = [
  'route',
  'cache',
  'CPU',
  'JS req',
  'JS wire KB',
  'JS decoded KB',
  'JS gzip KB',
  'FCP ms',
  'LCP ms',
  'tiles ms',
  'charts ms',
];
const rows = cells.map((c) => [
  c.route,
  c.cache,
  `${c.cpuThrottling}x`,
  String(c.jsRequests.median),
  kb(c.jsWireBytes.median),
  kb(c.jsDecodedBytes.median),
  kb(c.jsGzipBytes.median),
  ms(c.fcpMs),
  ms(c.lcpMs),
  ms(c.tilesMs),
  ms(c.chartsMs),
]);
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (r) =>
  r.map((v, i) => (i < 3 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join('  ');
console.log(
  `\nMedian of ${runs} runs (min-max); times from navigation start; wire = bytes received incl. headers.`,
);
console.log(line(header));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const r of rows) console.log(line(r));
console.log('\nLCP element:');
for (const c of cells)
  console.log(`  ${c.route} ${c.cache} ${c.cpuThrottling}x: ${c.lcpElements.join(' | ')}`);

// --- what was measured, and where ------------------------------------------------------
const out = {
  label: values.label,
  date: new Date().toISOString(),
  server: values.url ? base : 'apps/server/dist/main.js (PGlite, demo data)',
  ...source,
  ...webBuild,
  runs,
  merchant: Number(values.merchant),
  machine: {
    cores: cpus().length,
    cpu: cpus()[0]?.model,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.versions.node,
    chromium: chromiumVersion,
    chromiumArgs: CHROMIUM_ARGS,
  },
  cells,
};
const resultsDir = join(root, 'bench/web/results');
mkdirSync(resultsDir, { recursive: true });
const file = join(resultsDir, `${values.label}.json`);
writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`);
console.log(
  `\n${out.machine.cores} cores (${out.machine.cpu}), Node ${out.machine.node}, Chromium ${chromiumVersion}; commit ${out.commit.slice(0, 7)}${out.uncommitted.length ? ` + ${out.uncommitted.length} uncommitted files in apps/packages` : ''}`,
);
console.log(`Results: ${file}`);
process.exit(0);
