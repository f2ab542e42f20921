// The journeys run on several Playwright workers at once, each against a Paydesk server of its
// own (its own port and data folder), so that one journey's refunds, disputes or products never
// change what another one counts. playwright.config.ts starts the servers; the `test` of
// support/test.ts points each worker's pages and requests at its own.
import { availableParallelism } from 'node:os';
import { join } from 'node:path';

/** First server's port; worker i uses FIRST_PORT + i. */
const FIRST_PORT = 3100;

/**
 * One worker for every two cores, at least one and at most four: a worker keeps a browser and
 * a server of its own busy. On the 2-core CI machine one worker ran the 67 journeys in about
 * half the time two did (6.5 against 13.3 minutes: two browsers and two servers on two cores
 * slowed every journey threefold). `E2E_WORKERS` overrides it.
 */
export function e2eWorkers(): number {
  const configured = process.env.E2E_WORKERS;
  if (configured !== undefined) {
    const workers = Number.parseInt(configured, 10);
    if (!Number.isInteger(workers) || workers < 1 || workers > 8) {
      throw new Error(`E2E_WORKERS must be a whole number from 1 to 8, not "${configured}".`);
    }
    return workers;
  }
  return Math.min(4, Math.max(1, Math.floor(availableParallelism() / 2)));
}

/** The base URL of worker `parallelIndex`'s server. */
export function serverURL(parallelIndex: number): string {
  return `http://127.0.0.1:${FIRST_PORT + parallelIndex}`;
}

export function serverPort(parallelIndex: number): number {
  return FIRST_PORT + parallelIndex;
}

/** Worker `parallelIndex`'s data folder, inside the run's one temporary folder. */
export function serverDataDir(runDataDir: string, parallelIndex: number): string {
  return join(runDataDir, `server-${parallelIndex}`);
}
