import { getDevOutbox } from '@paydesk/domain/endpoints/platform';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../platform/endpoint-route';
import { assertMayReadOutbox, outboxMessages } from './dev-outbox.service';

/**
 * Development only (app.ts never registers it in production): the latest e-mails, so a person
 * can finish the forgot-password flow on the demo without a mail server.
 */
export async function devOutboxRoutes(app: FastifyInstance): Promise<void> {
  serveEndpoint(app, getDevOutbox, {
    handler: async (request, _reply, db) => {
      assertMayReadOutbox(request.ip, await app.identify(request));
      return outboxMessages(db);
    },
  });
}
