import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedIdentity } from '../../support/identity';
import { createTestApp, type TestApp } from '../../support/test-app';
import { seedObjects } from './seed-objects';
import { ServerLog } from './server-log';

/** Sign-in routes allow this many calls a minute per IP in the harness's apps. */
export const AUTH_RATE_LIMIT_FOR_HARNESS = '1000000';

/**
 * The whole app on a fresh database with the demo users and merchants and the objects the
 * requests name (lib/seed-objects.ts), sign-in rate limits out of the way, and the server's
 * error log kept (to name the exception behind a 5xx).
 */
export async function seededTestApp(): Promise<TestApp & { serverLog: ServerLog }> {
  const serverLog = new ServerLog();
  const t = await createTestApp({
    logStream: serverLog.stream,
    env: {
      LOG_LEVEL: 'error',
      AUTH_RATE_LIMIT: AUTH_RATE_LIMIT_FOR_HARNESS,
      // Uploaded files go to a throw-away folder, not the repository's ./data.
      DATA_DIR: mkdtempSync(join(tmpdir(), 'paydesk-harness-')),
    },
  });
  await seedIdentity(t.database);
  await seedObjects(t.app, t.database);
  return { ...t, serverLog };
}
