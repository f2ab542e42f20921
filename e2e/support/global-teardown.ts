// Playwright's globalTeardown: removes the data folder that playwright.config.ts made for this
// run (mkdtemp in the system temp folder, handed on as PAYDESK_E2E_DATA_DIR; one folder per
// server in it, about 160 MB each).
//
// Playwright stops the webServers only after this hook has run, so while a server still runs
// the removal waits for the runner's exit, when the webServers have been killed. A server that
// is still shutting down then gets a few seconds; after that the folder goes regardless, with
// retries for files the servers write meanwhile.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';

/** The server writes its pid here while it holds the folder (apps/server/src/db/data-dir-lock.ts). */
const LOCK_FILE = 'paydesk.pid';
const SERVER_EXIT_WAIT_MS = 10_000;

/** Only a folder as the config makes it: `<tmpdir>/paydesk-e2e-XXXXXX`, never one passed in. */
function isRunDataDir(dir: string): boolean {
  return (
    resolve(dirname(dir)) === resolve(tmpdir()) &&
    /^paydesk-e2e-[A-Za-z0-9]{6}$/.test(basename(dir))
  );
}

function serverPid(serverDir: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(join(serverDir, LOCK_FILE), 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** The pids of the servers that still hold one of the run's server folders. */
function runningServers(dir: string): number[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries
    .map((entry) => serverPid(join(dir, entry)))
    .filter((pid): pid is number => pid !== undefined && isRunning(pid));
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    // A killed server whose parent died too may linger as a zombie until it is reaped.
    const state = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0];
    return state !== 'Z' && state !== 'X';
  } catch {
    return true;
  }
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Synchronous, so that it can run in the runner's 'exit' handler. */
function removeDataDir(dir: string, waitMs: number): void {
  const deadline = Date.now() + waitMs;
  while (runningServers(dir).length > 0 && Date.now() < deadline) sleep(100);
  for (let attempt = 1; attempt <= 5; attempt++) {
    try {
      rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
    } catch (error) {
      if (attempt === 5) {
        console.warn(`Could not remove the e2e data folder ${dir}: ${(error as Error).message}`);
        return;
      }
    }
    if (!existsSync(dir)) return;
    sleep(200);
  }
  console.warn(`Could not remove the e2e data folder ${dir}: it keeps being written to.`);
}

export default function globalTeardown(): void {
  const dir = process.env.PAYDESK_E2E_DATA_DIR;
  if (!dir || !isRunDataDir(dir) || !existsSync(dir)) return;
  if (runningServers(dir).length === 0) {
    removeDataDir(dir, 0);
    return;
  }
  process.once('exit', () => removeDataDir(dir, SERVER_EXIT_WAIT_MS));
}
