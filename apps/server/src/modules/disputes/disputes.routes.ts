import * as disputes from '@paydesk/domain/endpoints/disputes';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/access-policy';
import { serveEndpoint } from '../../platform/endpoint-route';
import { serveList } from '../../platform/lists/list-route';
import { routeMerchant } from '../../platform/route-merchant';
import { disputeList } from './dispute-list';
import {
  acceptDispute,
  counterDispute,
  disputeDetail,
  disputeScope,
  evidenceCategories,
} from './disputes.service';

/**
 * Disputes (part 1 §7): the inbox of chargebacks, retrievals and ACH returns, one dispute,
 * the evidence categories, and the answers (counter, accept), whose merchant comes from the
 * query or body and is checked by the guard.
 */
export async function disputeRoutes(app: FastifyInstance): Promise<void> {
  serveList(app, disputes.getDisputes, {
    list: disputeList,
    scope: (request) => disputeScope(routeMerchant(request), app.clock),
  });

  serveEndpoint(app, disputes.getDisputeEvidenceCategories, {
    handler: async () => evidenceCategories(),
  });

  serveEndpoint(app, disputes.getDispute, {
    handler: async (request, _reply, db) =>
      disputeDetail(app, db, routeMerchant(request), request.params.type, request.params.disputeId),
  });

  serveEndpoint(app, disputes.counterDispute, {
    handler: async (request, _reply, tx) =>
      counterDispute(
        app,
        tx,
        routeMerchant(request),
        actorOf(request),
        request.params.type,
        request.params.disputeId,
        request.body,
      ),
  });

  serveEndpoint(app, disputes.acceptDispute, {
    handler: async (request, _reply, tx) =>
      acceptDispute(
        app,
        tx,
        routeMerchant(request),
        actorOf(request),
        request.params.type,
        request.params.disputeId,
      ),
  });
}
