import { getHealth } from '@paydesk/domain/endpoints/platform';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../platform/endpoint-route';
import { health } from './health.service';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  serveEndpoint(app, getHealth, {
    handler: async (request) =>
      health(app.database, (error) =>
        request.log.warn({ err: error }, 'health check: database did not answer'),
      ),
  });
}
