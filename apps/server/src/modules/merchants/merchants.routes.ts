import * as merchants from '@paydesk/domain/endpoints/merchants';
import type { FastifyInstance } from 'fastify';
import { identityOf } from '../../platform/access-policy';
import { serveEndpoint } from '../../platform/endpoint-route';
import { routeMerchant } from '../../platform/route-merchant';
import {
  contactType,
  merchantAccount,
  merchantRates,
  requestLimitIncrease,
} from './merchants.service';

/** A merchant account as its own users see it (part 1 §3 "Merchant account"). */
export async function merchantRoutes(app: FastifyInstance): Promise<void> {
  serveEndpoint(app, merchants.getMerchantAccount, {
    handler: async (request, _reply, db) =>
      merchantAccount(db, routeMerchant(request), identityOf(request), app.clock.now()),
  });

  serveEndpoint(app, merchants.getMerchantRates, {
    handler: async (request, _reply, db) => merchantRates(db, routeMerchant(request)),
  });

  serveEndpoint(app, merchants.getContactType, {
    handler: async (request, _reply, db) =>
      contactType(db, routeMerchant(request), identityOf(request)),
  });

  serveEndpoint(app, merchants.requestLimitIncrease, {
    rateLimit: { max: 10, timeWindow: 60_000 },
    handler: async (request, _reply, tx) =>
      requestLimitIncrease(tx, app.mailer, {
        merchant: routeMerchant(request),
        identity: identityOf(request),
        request: request.body,
      }),
  });
}
