import * as details from '@paydesk/domain/endpoints/merchant-details';
import * as merchants from '@paydesk/domain/endpoints/merchants';
import type { FastifyInstance } from 'fastify';
import { actorOf, identityOf } from '../../platform/access-policy';
import { serveEndpoint } from '../../platform/endpoint-route';
import { routeMerchant } from '../../platform/route-merchant';
import { merchantDetails, updateMerchantDetails } from './merchant-details.service';
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

  serveEndpoint(app, details.getMerchantDetails, {
    handler: async (request, _reply, db) =>
      merchantDetails(db, routeMerchant(request), identityOf(request)),
  });

  // My Account's edits, one endpoint per part (business, contact, phone, banking, owner).
  const who = (request: Parameters<typeof routeMerchant>[0]) => ({
    merchant: routeMerchant(request),
    identity: identityOf(request),
    actor: actorOf(request),
  });
  serveEndpoint(app, details.updateBusinessDetails, {
    handler: async (request, _reply, tx) =>
      updateMerchantDetails(tx, app, { ...who(request), type: 'business', body: request.body }),
  });
  serveEndpoint(app, details.updateContactDetails, {
    handler: async (request, _reply, tx) =>
      updateMerchantDetails(tx, app, { ...who(request), type: 'contact', body: request.body }),
  });
  serveEndpoint(app, details.updateBusinessPhone, {
    handler: async (request, _reply, tx) =>
      updateMerchantDetails(tx, app, { ...who(request), type: 'phone', body: request.body }),
  });
  serveEndpoint(app, details.updateBankingDetails, {
    handler: async (request, _reply, tx) =>
      updateMerchantDetails(tx, app, { ...who(request), type: 'banking', body: request.body }),
  });
  serveEndpoint(app, details.updateOwnerDetails, {
    handler: async (request, _reply, tx) =>
      updateMerchantDetails(tx, app, { ...who(request), type: 'owner', body: request.body }),
  });
}
