import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { e2eWorkers, serverDataDir, serverPort, serverURL } from './support/servers';

// One fresh data directory per run, with one folder per server in it. The config is
// evaluated again in each worker, so the first evaluation hands its directory to the others
// through the environment.
const dataDir = process.env.PAYDESK_E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'paydesk-e2e-'));
process.env.PAYDESK_E2E_DATA_DIR = dataDir;
const workers = e2eWorkers();

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalTeardown: './support/global-teardown.ts',
  // A file's journeys run in order on one worker; files spread over the workers, each worker
  // with a server of its own (support/servers.ts, support/test.ts).
  fullyParallel: false,
  workers,
  retries: 0,
  reporter: 'list',
  // A journey is a whole task (the refund one searches, refunds and checks the list and the
  // dashboard: 30 to 45 s on the 2-core machine, with axe and screenshots along the way).
  timeout: 150_000,
  // A step waits up to 15 s (Playwright's default is 5): with two browsers, two servers and
  // axe on the 2-core machine, a page under load took 5-8 s to paint what a journey waits for
  // (the CI run of issue 14 failed five journeys whose screens had painted by the time the
  // failure was recorded). A journey still fails on what never shows.
  expect: { timeout: 15_000 },
  use: {
    // As a person who turned animations off: no transitions (the theme respects it), so no
    // click lands on an element that is still moving (the Tools submenu sliding open moved
    // its last link from under the pointer: a click on nothing).
    reducedMotion: 'reduce',
    // A failed journey keeps its trace with the DOM before and after each step, but no
    // screencast: encoding a frame of every paint cost a third of the journeys' CPU (the
    // dashboard journeys: 131 → 100 CPU-seconds on the 2-core machine).
    trace:
      process.env.E2E_TRACE === 'off' ? 'off' : { mode: 'retain-on-failure', screenshots: false },
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: Array.from({ length: workers }, (_, index) => ({
    command: 'node ../scripts/start.mjs',
    url: `${serverURL(index)}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      PORT: String(serverPort(index)),
      DATA_DIR: serverDataDir(dataDir, index),
      LOG_LEVEL: 'warn',
      // The single sign-on page sends people back here; the default would be localhost.
      PUBLIC_URL: serverURL(index),
      // Every journey signs in; the default 30 a minute per IP would refuse some of them.
      AUTH_RATE_LIMIT: '1000',
    },
  })),
});
