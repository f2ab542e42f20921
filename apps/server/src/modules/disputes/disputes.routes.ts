import * as disputes from '@paydesk/domain/endpoints/disputes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf } from '../../platform/access-policy';
import { serveEndpoint } from '../../platform/endpoint-route';
import { serveList } from '../../platform/lists/list-route';
import { merchantForStaff, routeMerchant } from '../../platform/route-merchant';
import { disputeList } from './dispute-list';
import {
  acceptDispute,
  counterDispute,
  disputeAccount,
  disputeDetail,
  disputeScope,
  evidenceCategories,
  type PreparedCounter,
  prepareCounter,
  updateDisputeStatus,
} from './disputes.service';

/**
 * Disputes (part 1 §7): the inbox of chargebacks, retrievals and ACH returns, one dispute,
 * the evidence categories, and the answers (counter, accept), whose merchant comes from the
 * query or body and is checked by the guard; staff record the processor's decision (status).
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

  serveEndpoint(app, disputes.getDisputeAccount, {
    handler: async (request, _reply, db) =>
      disputeAccount(db, request.params.type, request.params.disputeId, (merchantId) =>
        app.mayAccessMerchant(request, merchantId),
      ),
  });

  // A chargeback's evidence package is built before the counter's transaction opens.
  const preparedCounters = new WeakMap<FastifyRequest, PreparedCounter>();
  serveEndpoint(app, disputes.counterDispute, {
    beforeTransaction: async (request) => {
      const { type, disputeId } = request.params;
      const merchant = routeMerchant(request);
      const db = app.database.db;
      preparedCounters.set(
        request,
        await prepareCounter(app, db, merchant, type, disputeId, request.body),
      );
      return undefined;
    },
    handler: async (request, _reply, tx) =>
      counterDispute(
        app,
        tx,
        routeMerchant(request),
        actorOf(request),
        request.params.type,
        request.params.disputeId,
        request.body,
        preparedCounters.get(request),
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

  serveEndpoint(app, disputes.updateDisputeStatus, {
    handler: async (request, _reply, tx) =>
      updateDisputeStatus(
        app,
        tx,
        await merchantForStaff(tx, request.body.merchantId),
        actorOf(request),
        request.params.type,
        request.params.disputeId,
        request.body,
      ),
  });
}
