import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { afterAll } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { DatabaseHandle } from '../../src/db/client';
import { connectRedis } from '../../src/platform/redis';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
}

/** The whole server on a fresh database, closed after the file's tests. */
export const TEST_AUTH_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

export async function createTestApp(
  options: {
    logStream?: DestinationStream;
    webDist?: string;
    now?: () => Date;
    env?: Record<string, string>;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: options.logStream ? 'info' : 'silent',
    AUTH_SECRET: TEST_AUTH_SECRET,
    ...options.env,
  });
  const { env: _env, ...appOptions } = options;
  const redis = config.redisUrl ? await connectRedis(config.redisUrl) : undefined;
  const app = await buildApp({ config, database, redis, ...appOptions });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  return { app, database };
}
