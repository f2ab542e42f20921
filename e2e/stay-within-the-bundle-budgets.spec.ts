import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { DEMO } from './support/demo-users';
import { activeDemoLink } from './support/payment-links';
import { serverURL } from './support/servers';
import { signIn } from './support/sign-in';
import { expect, test } from './support/test';

/**
 * The JavaScript each route makes a browser load on an empty cache, lazy chunks included,
 * against apps/web/bundle-budgets.json (route -> KiB of gzip). Each body is gzipped here at
 * level 9, whatever encoding the server used, so the figure does not depend on it: the
 * bytes are the build's, and this is not a timed test.
 */
const budgets = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', 'apps', 'web', 'bundle-budgets.json'), 'utf8'),
) as Record<string, number>;

interface Chunk {
  path: string;
  raw: number;
  gzip: number;
}

interface RouteVisit {
  /** The URL to open (or how to find it, e.g. a payment link's token through the API). */
  url: string | ((request: APIRequestContext) => Promise<string>);
  /** A fresh context: an empty cache, with the session of `signedIn` when there is one. */
  newContext: (browser: Browser) => Promise<BrowserContext>;
  /** What shows once the route has painted what it is for. */
  shown: (page: Page) => Promise<void>;
}

/** The session of a user, taken from a context that signed in through the form. */
async function sessionOf(browser: Browser, user: (typeof DEMO)[keyof typeof DEMO]) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signIn(page, user);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

const VISITS: Record<string, RouteVisit> = {
  '/login': {
    url: '/login',
    newContext: (browser) => browser.newContext(),
    shown: (page) => expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible(),
  },
  '/dashboard/:id': {
    url: '/dashboard/100001',
    newContext: async (browser) =>
      browser.newContext({ storageState: await sessionOf(browser, DEMO.owner) }),
    shown: async (page) => {
      await expect(page.getByTestId('tile-value')).toHaveCount(7, { timeout: 30_000 });
    },
  },
  // The hosted pay page, signed out: its own entry (apps/web/pay.html), no UI kit.
  '/pay/:token': {
    url: async (request) => `/pay/${(await activeDemoLink(request)).token}`,
    newContext: (browser) => browser.newContext(),
    shown: (page) => expect(page.getByRole('button', { name: /^Pay / })).toBeVisible(),
  },
};

/** Every script the page loads until it has shown what it is for and the network is idle. */
async function scriptsOf(
  context: BrowserContext,
  visit: RouteVisit,
  request: APIRequestContext,
): Promise<Chunk[]> {
  const baseURL = serverURL(test.info().parallelIndex);
  const page = await context.newPage();
  const bodies = new Map<string, Promise<Chunk>>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    const type = response.headers()['content-type'] ?? '';
    const script = /\.m?js$/.test(url.pathname) || type.includes('javascript');
    if (!script || !response.ok() || bodies.has(url.pathname)) return;
    bodies.set(
      url.pathname,
      response.body().then((body) => ({
        path: url.pathname,
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
      })),
    );
  });
  const url = typeof visit.url === 'string' ? visit.url : await visit.url(request);
  await page.goto(new URL(url, baseURL).href);
  await visit.shown(page);
  await page.waitForLoadState('networkidle');
  const chunks = await Promise.all(bodies.values());
  await page.close();
  return chunks.sort((a, b) => b.gzip - a.gzip);
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

function table(route: string, chunks: Chunk[], budget: number): string {
  const total = chunks.reduce((sum, chunk) => sum + chunk.gzip, 0);
  const rows = chunks.map(
    (chunk) =>
      `  ${kib(chunk.gzip).padStart(7)} KiB gz  ${kib(chunk.raw).padStart(7)} KiB  ${chunk.path}`,
  );
  return [
    `${route}: ${kib(total)} KiB of gzipped JavaScript in ${chunks.length} files (budget ${budget} KiB)`,
    ...rows,
  ].join('\n');
}

for (const [route, budget] of Object.entries(budgets)) {
  test(`${route} loads at most ${budget} KiB of gzipped JavaScript`, async ({
    browser,
    request,
  }) => {
    const visit = VISITS[route];
    expect(visit, `the spec knows how to open ${route}`).toBeDefined();
    if (!visit) return;
    const context = await visit.newContext(browser);
    try {
      const chunks = await scriptsOf(context, visit, request);
      const report = table(route, chunks, budget);
      await test
        .info()
        .attach(`JavaScript of ${route}`, { body: report, contentType: 'text/plain' });
      const total = chunks.reduce((sum, chunk) => sum + chunk.gzip, 0);
      expect(chunks.length, 'the route loads its scripts').toBeGreaterThan(0);
      expect(total / 1024, report).toBeLessThanOrEqual(budget);
    } finally {
      await context.close();
    }
  });
}
