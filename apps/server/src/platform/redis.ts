import { Redis } from 'ioredis';
import { ConfigError } from '../config';

/** Passwords in a redis:// URL never reach a message. */
const redact = (url: string) => url.replace(/\/\/[^@/]*@/, '//***@');

/**
 * A connection to the Redis at `url`, checked with a PING before the server starts: a
 * configured Redis that does not answer stops the start with a message saying what to do.
 * Afterwards the client reconnects on its own; a command fails fast instead of queueing.
 */
export async function connectRedis(url: string): Promise<Redis> {
  const client = new Redis(url, {
    connectTimeout: 2_000,
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  let lastError: unknown;
  client.on('error', (error) => {
    lastError = error;
  });
  try {
    await client.ping();
    return client;
  } catch (error) {
    client.disconnect();
    const reason = lastError instanceof Error ? lastError.message : String(error);
    throw new ConfigError(
      `Invalid configuration:\n  REDIS_URL: no Redis answered at ${redact(url)} (${reason}). Start Redis, or unset REDIS_URL to keep the rate-limit counters in this process.`,
    );
  }
}
