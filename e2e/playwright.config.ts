import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = 3100;
const baseURL = `http://127.0.0.1:${PORT}`;

// One fresh data directory per run. The config is evaluated again in each worker, so the
// first evaluation hands its directory to the others through the environment.
const dataDir = process.env.PAYDESK_E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'paydesk-e2e-'));
process.env.PAYDESK_E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalTeardown: './support/global-teardown.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: 'list',
  // A journey is a whole task (the refund one searches, refunds and checks the list and the
  // dashboard: 30 to 45 s on the 2-core machine, with axe and screenshots along the way).
  timeout: 90_000,
  use: {
    baseURL,
    trace: 'retain-on-failure',
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
  webServer: {
    command: 'node ../scripts/start.mjs',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The single sign-on page sends people back here; the default would be localhost.
      PUBLIC_URL: baseURL,
      // Every journey signs in; the default 30 a minute per IP would refuse some of them.
      AUTH_RATE_LIMIT: '1000',
    },
  },
});
