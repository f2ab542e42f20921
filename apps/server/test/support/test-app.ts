import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { DatabaseHandle } from '../../src/db/client';
import { connectRedis } from '../../src/platform/redis';
import type { Processors } from '../../src/processors/processor-registry';
import { closeAtFileEnd } from './file-teardown';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
}

/** The whole server on a fresh database, closed after the file's tests. */
export const TEST_AUTH_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';
/** The field-encryption key of test apps (none is generated into a data folder). */
export const TEST_ENCRYPTION_KEY =
  '0f1e2d3c4b5a69788796a5b4c3d2e1f00112233445566778899aabbccddeeff0';

export async function createTestApp(
  options: {
    logStream?: DestinationStream;
    webDist?: string;
    now?: () => Date;
    env?: Record<string, string>;
    /** The processors live actions go through (a test may hold or seed them). */
    processors?: Processors;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: options.logStream ? 'info' : 'silent',
    AUTH_SECRET: TEST_AUTH_SECRET,
    ENCRYPTION_KEY: TEST_ENCRYPTION_KEY,
    ...options.env,
  });
  const { env: _env, ...appOptions } = options;
  const redis = config.redisUrl ? await connectRedis(config.redisUrl) : undefined;
  const app = await buildApp({ config, database, redis, ...appOptions });
  await app.ready();
  closeAtFileEnd(async () => {
    await app.close();
    await database.close();
  });
  return { app, database };
}
