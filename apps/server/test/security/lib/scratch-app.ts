import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/app';
import { loadConfig } from '../../../src/config';
import { closeAtFileEnd } from '../../support/file-teardown';
import { seedIdentity } from '../../support/identity';
import { TEST_AUTH_SECRET, TEST_ENCRYPTION_KEY, type TestApp } from '../../support/test-app';
import { createTestDatabase } from '../../support/test-database';
import { ServerLog } from './server-log';
import { AUTH_RATE_LIMIT_FOR_HARNESS } from './setup';

/**
 * The whole app as createTestApp builds it, with extra routes registered before it is ready:
 * the harness's self-check adds deliberately broken routes to prove each part fails on them.
 */
export async function scratchApp(
  extra: (app: FastifyInstance) => void,
): Promise<TestApp & { serverLog: ServerLog }> {
  const database = await createTestDatabase();
  const serverLog = new ServerLog();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    AUTH_SECRET: TEST_AUTH_SECRET,
    ENCRYPTION_KEY: TEST_ENCRYPTION_KEY,
    AUTH_RATE_LIMIT: AUTH_RATE_LIMIT_FOR_HARNESS,
  });
  const app = await buildApp({ config, database, logStream: serverLog.stream });
  extra(app);
  await app.ready();
  closeAtFileEnd(async () => {
    await app.close();
    await database.close();
  });
  await seedIdentity(database);
  return { app, database, serverLog };
}
