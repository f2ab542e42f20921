import { clientErrorReceiptSchema, clientErrorReportSchema } from '@paydesk/domain/client-errors';
import { errorResponseSchema } from '@paydesk/domain/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../db/client';
import { policies } from '../../platform/access-policy';
import { insertClientError } from './client-errors.repository';

/** Error log of part 2 §8: the central handler posts each failure with its reference code. */
export const clientErrorRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (
  app,
  { database },
) => {
  app.post(
    '/api/errors',
    {
      // Public: failures happen on the sign-in page too. The identity issue adds rate limits.
      config: { policy: policies.public },
      bodyLimit: 16 * 1024,
      schema: {
        tags: ['errors'],
        summary: 'Record an error the web app met, with its reference code',
        body: clientErrorReportSchema,
        response: { 201: clientErrorReceiptSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { reference, key, error } = request.body;
      const id = await insertClientError(database.db, {
        reference,
        key: key ?? null,
        error,
        userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
        requestId: request.id,
      });
      request.log.warn({ reference, key }, 'client error reported');
      return reply.code(201).send({ id, reference });
    },
  );
};
