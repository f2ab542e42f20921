import * as cta from '@paydesk/domain/endpoints/cta';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf, identityOf } from '../../platform/access-policy';
import { serveEndpoint } from '../../platform/endpoint-route';
import { routeMerchant } from '../../platform/route-merchant';
import { type CtaCaller, currentCta, dismissCta, submitCta } from './cta.service';

const callerOf = (request: FastifyRequest): CtaCaller => {
  const identity = identityOf(request);
  return { userId: identity.userId, email: identity.email, isStaff: identity.isAdmin };
};

/** The call-to-action form of an account (part 1 §4 "CTA form"; part 2 §7). */
export async function ctaRoutes(app: FastifyInstance): Promise<void> {
  serveEndpoint(app, cta.getCta, {
    handler: async (request) =>
      currentCta(app.database.db, routeMerchant(request), callerOf(request)),
  });

  serveEndpoint(app, cta.submitCta, {
    handler: async (request, _reply, tx) =>
      submitCta(
        tx,
        { cipher: app.cipher, processors: app.processors },
        routeMerchant(request),
        callerOf(request),
        actorOf(request),
        request.body,
        app.clock.now(),
      ),
  });

  serveEndpoint(app, cta.dismissCta, {
    handler: async (request, _reply, tx) =>
      dismissCta(tx, routeMerchant(request), callerOf(request), actorOf(request), app.clock.now()),
  });
}
