import type { DatabaseHandle } from '../../db/client';
import { ServiceUnavailable } from '../../platform/errors';
import { serverVersion } from '../../server-root';

const PING_TIMEOUT_MS = 2_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Liveness after a real query; 503 when the database does not answer within 2 s. */
export async function health(database: DatabaseHandle, onFailure: (error: unknown) => void) {
  try {
    await withTimeout(database.ping(), PING_TIMEOUT_MS);
  } catch (error) {
    onFailure(error);
    throw new ServiceUnavailable('The database is not answering.');
  }
  return { status: 'ok' as const, database: database.kind, version: serverVersion };
}
