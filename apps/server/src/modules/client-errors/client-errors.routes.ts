import { reportClientError } from '@paydesk/domain/endpoints/platform';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../platform/endpoint-route';
import { recordClientError } from './client-errors.service';

/** Largest error report accepted. */
const CLIENT_ERROR_BODY_LIMIT = 16 * 1024;
/** Reports a minute per IP: a page stuck in a loop cannot fill the table. */
const CLIENT_ERROR_RATE_LIMIT = 30;

/**
 * Error log of part 2 §8: the central handler posts each failure with its reference code.
 * Public (failures happen on the sign-in page too), so it is small and rate limited.
 */
export async function clientErrorRoutes(app: FastifyInstance): Promise<void> {
  serveEndpoint(app, reportClientError, {
    bodyLimit: CLIENT_ERROR_BODY_LIMIT,
    rateLimit: { max: CLIENT_ERROR_RATE_LIMIT, timeWindow: 60_000 },
    handler: async (request, _reply, db) => {
      const receipt = await recordClientError(db, request.body, {
        userAgent: request.headers['user-agent'],
        requestId: request.id,
      });
      request.log.warn(
        { reference: receipt.reference, key: request.body.key },
        'client error reported',
      );
      return receipt;
    },
  });
}
