import type { MerchantToggle } from '@paydesk/domain/admin-merchant-settings';
import * as settings from '@paydesk/domain/endpoints/admin-merchant-settings';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf } from '../../platform/access-policy';
import { serveEndpoint } from '../../platform/endpoint-route';
import * as service from './admin-merchant-settings.service';

/** The profile's General and Services edits: profile, rates, descriptors, card brands, limits and the per-merchant toggles (part 2 §4, §7). */
export async function adminMerchantSettingRoutes(app: FastifyInstance): Promise<void> {
  const input = <B>(request: FastifyRequest & { params: { id: number } }, body: B) => ({
    merchantId: request.params.id,
    actor: actorOf(request),
    body,
  });

  serveEndpoint(app, settings.getMerchantSettings, {
    handler: async (request) => service.merchantSettings(app.database.db, request.params.id),
  });

  serveEndpoint(app, settings.updateMerchantProfile, {
    handler: async (request, _reply, tx) =>
      service.updateProfile(tx, app, input(request, request.body)),
  });
  serveEndpoint(app, settings.updateMerchantAdvanced, {
    handler: async (request, _reply, tx) =>
      service.updateAdvanced(tx, app, input(request, request.body)),
  });
  serveEndpoint(app, settings.updateMerchantTier, {
    handler: async (request, _reply, tx) =>
      service.updateTier(tx, app, input(request, request.body)),
  });
  serveEndpoint(app, settings.updateSoftDescriptor, {
    handler: async (request, _reply, tx) =>
      service.updateSoftDescriptor(tx, app, input(request, request.body)),
  });
  serveEndpoint(app, settings.updatePayoutDescriptor, {
    handler: async (request, _reply, tx) =>
      service.updatePayoutDescriptor(tx, app, input(request, request.body)),
  });
  serveEndpoint(app, settings.updatePosData, {
    handler: async (request, _reply, tx) =>
      service.updatePosData(tx, app, input(request, request.body)),
  });
  serveEndpoint(app, settings.updatePaymentSettings, {
    handler: async (request, _reply, tx) =>
      service.updatePaymentSettings(tx, app, input(request, request.body)),
  });
  serveEndpoint(app, settings.updatePayoutSchedule, {
    handler: async (request, _reply, tx) =>
      service.updatePayoutSchedule(tx, app, input(request, request.body)),
  });
  serveEndpoint(app, settings.updateMerchantLimits, {
    handler: async (request, _reply, tx) =>
      service.updateLimits(tx, app, input(request, request.body)),
  });

  serveEndpoint(app, settings.getCardBrand, {
    handler: async (request) =>
      service.cardBrand(app.database.db, request.params.id, request.params.brand),
  });
  serveEndpoint(app, settings.addCardBrand, {
    handler: async (request, _reply, tx) =>
      service.setCardBrand(tx, app, input(request, { brand: request.params.brand, enabled: true })),
  });
  serveEndpoint(app, settings.removeCardBrand, {
    handler: async (request, _reply, tx) =>
      service.setCardBrand(
        tx,
        app,
        input(request, { brand: request.params.brand, enabled: false }),
      ),
  });

  for (const [toggle, endpoint] of Object.entries(settings.TOGGLE_ENDPOINTS) as [
    Exclude<MerchantToggle, 'checkout'>,
    (typeof settings.TOGGLE_ENDPOINTS)[Exclude<MerchantToggle, 'checkout'>],
  ][]) {
    serveEndpoint(app, endpoint, {
      handler: async (request, _reply, tx) =>
        service.setToggle(tx, app, input(request, request.body), toggle),
    });
  }
  serveEndpoint(app, settings.enableCheckout, {
    handler: async (request, _reply, tx) =>
      service.setToggle(tx, app, input(request, { enabled: true }), 'checkout'),
  });
  serveEndpoint(app, settings.disableCheckout, {
    handler: async (request, _reply, tx) =>
      service.setToggle(tx, app, input(request, { enabled: false }), 'checkout'),
  });
}
