import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { exited, spawnTs } from './support/spawn-ts';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForHealth(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer in time`);
}

describe('the server process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'paydesk-main-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses to start with a message naming a bad variable', async () => {
    const child = spawnTs('src/main.ts', [], { PORT: 'eighty', DATA_DIR: dataDir });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    expect(await exited(child)).toBe(1);
    expect(stderr).toContain('PORT: must be a number (got "eighty")');
  });

  it('migrates, serves, and on SIGTERM finishes, checkpoints, closes and releases its lock', async () => {
    const port = await freePort();
    const child = spawnTs('src/main.ts', [], {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      DEMO_DATA: 'false',
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    await waitForHealth(`http://127.0.0.1:${port}/api/health`, Date.now() + 60_000);
    expect(output).toContain(`Paydesk is running at http://localhost:${port}`);
    expect(existsSync(join(dataDir, 'paydesk.pid'))).toBe(true);

    child.kill('SIGTERM');
    expect(await exited(child)).toBe(0);
    expect(output).toContain('stopped cleanly');
    expect(existsSync(join(dataDir, 'paydesk.pid'))).toBe(false);
    // Starting tsx, migrating a new embedded database and shutting down take 10 to 20 s on a
    // busy 2-core machine: the same allowance as the wait for health above, and some.
  }, 90_000);
});
