import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase, openPostgres } from '../../src/db/client';
import { withDatabaseName } from './database-template';
import { exited, spawnTs } from './spawn-ts';
import { TEST_AUTH_SECRET, TEST_ENCRYPTION_KEY } from './test-app';

/**
 * The real server (src/main.ts) in a child process, on a database of the test's own that
 * outlives it: a PGlite DATA_DIR on disk, or a PostgreSQL database cloned from the run's
 * template when TEST_DATABASE_URL is set. For tests that kill the server and start it again.
 */
export interface ServerDatabase {
  kind: 'pglite' | 'postgres';
  /** DATA_DIR or DATABASE_URL for the child. */
  env: Record<string, string>;
  /** Opens it in this process (not while a server owns a PGlite folder). */
  open(): Promise<DatabaseHandle>;
  /** Deletes it. */
  remove(): Promise<void>;
}

/** A migrated database for a server process: the run's migrated template, copied. */
export async function serverDatabase(): Promise<ServerDatabase> {
  const template = inject('databaseTemplate');
  if (template.kind === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'paydesk-server-'));
    const client = await PGlite.create(join(dataDir, 'pgdata'), {
      loadDataDir: new Blob([readFileSync(template.dumpFile)]),
    });
    await client.close();
    return {
      kind: 'pglite',
      env: { DATA_DIR: dataDir },
      open: () => openDatabase({ dataDir }),
      remove: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `paydesk_t_${template.runId}_srv_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: template.adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template.templateName}`);
  } finally {
    await admin.end();
  }
  const url = withDatabaseName(template.adminUrl, name);
  return {
    kind: 'postgres',
    env: { DATABASE_URL: url },
    open: () => openPostgres(url),
    remove: async () => {
      const dropper = new pg.Client({ connectionString: template.adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** A TCP port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcessWithoutNullStreams;
  /** http://127.0.0.1:PORT */
  url: string;
  /** What the process wrote (stdout and stderr), for failure messages. */
  output(): string;
  /** SIGKILL: no shutdown, no CHECKPOINT, connections cut. */
  kill(): Promise<void>;
  /** SIGTERM: the graceful shutdown. */
  stop(): Promise<void>;
}

const READY_LINE = 'Paydesk is running at';

/**
 * Starts src/main.ts (through tsx) and resolves once it says it is listening (its start-up
 * line, after migrating and opening the database): no polling, no sleeps.
 */
export async function startServer(
  database: ServerDatabase,
  options: { port: number; env?: Record<string, string>; timeoutMs?: number },
): Promise<ServerProcess> {
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(options.port),
    PUBLIC_URL: `http://127.0.0.1:${options.port}`,
    AUTH_SECRET: TEST_AUTH_SECRET,
    ENCRYPTION_KEY: TEST_ENCRYPTION_KEY,
    DEMO_DATA: 'false',
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT: '100000',
    ...database.env,
    ...options.env,
  };
  const server = spawnClean(env);
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the server did not start:\n${output}`)),
      options.timeoutMs ?? 60_000,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(READY_LINE)) {
        clearTimeout(timer);
        resolve();
      }
    };
    server.stdout.on('data', onData);
    server.stderr.on('data', onData);
    server.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code ?? signal}) before it was ready:\n${output}`));
    });
  });
  await ready;
  return {
    child: server,
    url: `http://127.0.0.1:${options.port}`,
    output: () => output,
    kill: async () => {
      const done = exited(server);
      server.kill('SIGKILL');
      await done;
    },
    stop: async () => {
      const done = exited(server);
      server.kill('SIGTERM');
      await done;
    },
  };
}

/**
 * spawnTs passes this process's environment on: a DATABASE_URL or DATA_DIR of its own must not
 * reach the child beside the test database's.
 */
function spawnClean(env: Record<string, string>): ChildProcessWithoutNullStreams {
  const saved = { DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: process.env.DATA_DIR };
  delete process.env.DATABASE_URL;
  delete process.env.DATA_DIR;
  try {
    return spawnTs('src/main.ts', [], env);
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value !== undefined) process.env[key] = value;
    }
  }
}
