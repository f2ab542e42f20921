import * as actions from '@paydesk/domain/endpoints/admin-merchant-actions';
import type { FastifyInstance } from 'fastify';
import { actorOf, identityOf } from '../../platform/access-policy';
import { serveEndpoint } from '../../platform/endpoint-route';
import { changeFundingHold, changeMerchantStatus } from './admin-merchant-actions.service';

/** The back office's account actions on a merchant (part 2 §4, §5, §7). */
export async function adminMerchantActionRoutes(app: FastifyInstance): Promise<void> {
  serveEndpoint(app, actions.changeMerchantStatus, {
    handler: async (request, _reply, tx) =>
      changeMerchantStatus(tx, app, {
        merchantId: request.params.id,
        identity: identityOf(request),
        actor: actorOf(request),
        body: request.body,
      }),
  });

  serveEndpoint(app, actions.changeFundingHold, {
    handler: async (request, _reply, tx) =>
      changeFundingHold(tx, app, {
        merchantId: request.params.id,
        identity: identityOf(request),
        actor: actorOf(request),
        body: request.body,
      }),
  });
}
