import * as actions from '@paydesk/domain/endpoints/admin-merchant-actions';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/access-policy';
import { serveEndpoint } from '../../platform/endpoint-route';
import { changeFundingHold, changeMerchantStatus } from './admin-merchant-actions.service';
import {
  acceptTermsOfService,
  oldProcessorAccount,
  revertProcessor,
  revertRates,
  sendBeneficialData,
} from './processor-actions.service';

/** The back office's account actions on a merchant (part 2 §4, §5, §7): status, hold, processor. */
export async function adminMerchantActionRoutes(app: FastifyInstance): Promise<void> {
  serveEndpoint(app, actions.changeMerchantStatus, {
    handler: async (request, _reply, tx) =>
      changeMerchantStatus(tx, app, {
        merchantId: request.params.id,
        actor: actorOf(request),
        body: request.body,
      }),
  });

  serveEndpoint(app, actions.changeFundingHold, {
    handler: async (request, _reply, tx) =>
      changeFundingHold(tx, app, {
        merchantId: request.params.id,
        actor: actorOf(request),
        body: request.body,
      }),
  });

  serveEndpoint(app, actions.getOldProcessorAccount, {
    handler: async (request, _reply, db) => oldProcessorAccount(db, app, request.params.id),
  });

  serveEndpoint(app, actions.getRevertRates, {
    handler: async (request, _reply, db) => revertRates(db, request.params.id),
  });

  serveEndpoint(app, actions.revertProcessor, {
    handler: async (request, _reply, tx) =>
      revertProcessor(tx, app, {
        merchantId: request.params.id,
        actor: actorOf(request),
        body: request.body,
      }),
  });

  serveEndpoint(app, actions.acceptTermsOfService, {
    handler: async (request, _reply, tx) =>
      acceptTermsOfService(tx, app, { merchantId: request.params.id, actor: actorOf(request) }),
  });

  serveEndpoint(app, actions.sendBeneficialData, {
    handler: async (request, _reply, tx) =>
      sendBeneficialData(tx, app, {
        merchantId: request.params.id,
        actor: actorOf(request),
        body: request.body,
      }),
  });
}
