import * as disputes from '@paydesk/domain/endpoints/disputes';
import type { FastifyInstance } from 'fastify';
import { serveList } from '../../platform/lists/list-route';
import { routeMerchant } from '../../platform/route-merchant';
import { disputeList } from './dispute-list';
import { disputeScope } from './disputes.service';

/** Disputes (part 1 §7): the inbox of chargebacks, retrievals and ACH returns. */
export async function disputeRoutes(app: FastifyInstance): Promise<void> {
  serveList(app, disputes.getDisputes, {
    list: disputeList,
    scope: (request) => disputeScope(routeMerchant(request), app.clock),
  });
}
