import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { afterAll } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { DatabaseHandle } from '../../src/db/client';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
}

/** The whole server on a fresh database, closed after the file's tests. */
export async function createTestApp(
  options: { logStream?: DestinationStream; webDist?: string } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: options.logStream ? 'info' : 'silent' });
  const app = await buildApp({ config, database, ...options });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  return { app, database };
}
