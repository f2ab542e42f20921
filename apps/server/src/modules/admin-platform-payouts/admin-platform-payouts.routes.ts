import * as endpoints from '@paydesk/domain/endpoints/admin-platform-payouts';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/access-policy';
import { serveEndpoint } from '../../platform/endpoint-route';
import { serveList } from '../../platform/lists/list-route';
import * as service from './admin-platform-payouts.service';
import { payoutList } from './payout-list';

/**
 * The platform payout tool (part 2 §7 "Tools" platform balance): the balance of a country up
 * to a day, the last payout day, the history, and the payout. Staff holding can-perform-payout
 * (the guard's policy).
 */
export async function adminPlatformPayoutRoutes(app: FastifyInstance): Promise<void> {
  const run = app.database.query;

  serveEndpoint(app, endpoints.getPlatformBalance, {
    handler: async (request) => service.platformBalance(run, app.clock.now(), request.query),
  });
  serveEndpoint(app, endpoints.getLastPlatformPayoutDate, {
    handler: async (request) => service.lastPayoutDate(run, request.query.countryCode),
  });
  serveList(app, endpoints.getPlatformPayoutHistory, { list: payoutList, scope: () => null });
  serveEndpoint(app, endpoints.createPlatformPayout, {
    handler: async (request, _reply, tx) =>
      service.payOut(tx, actorOf(request), app.clock.now(), request.body),
  });
}
