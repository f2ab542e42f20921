import { errorResponseSchema } from '@paydesk/domain/errors';
import { healthResponseSchema } from '@paydesk/domain/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../db/client';
import { policies } from '../../platform/access-policy';
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

export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (
  app,
  { database },
) => {
  app.get(
    '/api/health',
    {
      config: { policy: policies.public },
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: healthResponseSchema, 503: errorResponseSchema },
      },
    },
    async (request) => {
      try {
        await withTimeout(database.ping(), PING_TIMEOUT_MS);
      } catch (error) {
        request.log.warn({ err: error }, 'health check: database did not answer');
        throw new ServiceUnavailable('The database is not answering.');
      }
      return { status: 'ok' as const, database: database.kind, version: serverVersion };
    },
  );
};
