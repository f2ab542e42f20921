import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { connectRedis } from '../../src/platform/redis';
import { createTestApp } from '../support/test-app';

/** Set by .ci/run when a Redis answers at 127.0.0.1:6379. */
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('rate limits with REDIS_URL', () => {
  it('counts every replica together: the fourth attempt is refused by the other server', async () => {
    const url = redisUrl ?? '';
    const admin = new Redis(url);
    const ip = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
    const keys = await admin.keys(`paydesk:rate-limit:*${ip}*`);
    if (keys.length) await admin.del(...keys);
    const env = { AUTH_RATE_LIMIT: '3', REDIS_URL: url };
    const [first, second] = await Promise.all([createTestApp({ env }), createTestApp({ env })]);
    const attempt = (replica: typeof first) =>
      replica.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: 'nobody@paydesk.test', password: 'Whatever!2026x' },
        remoteAddress: ip,
      });
    expect((await attempt(first)).statusCode).toBe(401);
    expect((await attempt(second)).statusCode).toBe(401);
    expect((await attempt(first)).statusCode).toBe(401);
    const blocked = await attempt(second);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(await admin.keys(`paydesk:rate-limit:*${ip}*`)).not.toEqual([]);
    await admin.quit();
  });
});

describe('REDIS_URL', () => {
  it('stops the start with what to do when no Redis answers', async () => {
    await expect(connectRedis('redis://:secret@127.0.0.1:1/0')).rejects.toThrow(
      /REDIS_URL: no Redis answered at redis:\/\/\*\*\*@127\.0\.0\.1:1\/0 .*Start Redis, or unset REDIS_URL/,
    );
  });
});
