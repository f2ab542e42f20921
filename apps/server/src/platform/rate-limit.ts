import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from './errors';

/**
 * Per-IP rate limits, declared per route (`config.rateLimit`). The counters live in Redis when
 * one is configured (every replica counts together), else in this process. 429 answers carry
 * Retry-After and the one error shape. Should Redis stop answering, requests go through
 * (the account lockout still holds) and the failure is logged.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  options: { redis?: Redis } = {},
): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(options.redis
      ? { redis: options.redis, nameSpace: 'paydesk:rate-limit:', skipOnError: true }
      : {}),
    errorResponseBuilder: (_request, context) =>
      new AppError(
        429,
        `Too many requests. Please wait ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds and try again.`,
      ),
  });
}
