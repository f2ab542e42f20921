import type { MerchantToggle } from '@paydesk/domain/admin-merchant-settings';
import type { EndpointBody, EndpointDefinition, EndpointResult } from '@paydesk/domain/endpoint';
import * as settings from '@paydesk/domain/endpoints/admin-merchant-settings';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { actorOf } from '../../platform/access-policy';
import { serveEndpoint } from '../../platform/endpoint-route';
import type { SettingsDeps, SettingsInput } from './admin-merchant-settings.service';
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

  /** An edit whose body goes to its service function as it is. */
  const serveEdit = <const E extends EndpointDefinition & { params: unknown; body: unknown }>(
    endpoint: E,
    edit: (
      tx: Database,
      deps: SettingsDeps,
      input: SettingsInput<EndpointBody<E>>,
    ) => Promise<EndpointResult<E>>,
  ) =>
    serveEndpoint(app, endpoint, {
      handler: async (request, _reply, tx) =>
        edit(
          tx,
          app,
          input(
            request as FastifyRequest & { params: { id: number } },
            request.body as EndpointBody<E>,
          ),
        ),
    });
  serveEdit(settings.updateMerchantProfile, service.updateProfile);
  serveEdit(settings.updateMerchantAdvanced, service.updateAdvanced);
  serveEdit(settings.updateMerchantTier, service.updateTier);
  serveEdit(settings.updateSoftDescriptor, service.updateSoftDescriptor);
  serveEdit(settings.updatePayoutDescriptor, service.updatePayoutDescriptor);
  serveEdit(settings.updatePosData, service.updatePosData);
  serveEdit(settings.updatePaymentSettings, service.updatePaymentSettings);
  serveEdit(settings.updatePayoutSchedule, service.updatePayoutSchedule);
  serveEdit(settings.updateMerchantLimits, service.updateLimits);

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
