import * as endpoints from '@paydesk/domain/endpoints/merchant-alerts';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/access-policy';
import { serveEndpoint } from '../../platform/endpoint-route';
import { routeMerchant } from '../../platform/route-merchant';
import {
  activeMerchantAlerts,
  createMerchantAlert,
  deleteMerchantAlert,
  merchantAlerts,
  setMerchantAlertActive,
} from './merchant-alerts.service';

/** Merchant alerts: the back office's management (part 2 §4, §7 /alert) and the banners on the merchant's own dashboard. */
export async function merchantAlertRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;

  serveEndpoint(app, endpoints.getMerchantAlerts, {
    handler: async (request) => merchantAlerts(db, request.params.id),
  });

  serveEndpoint(app, endpoints.createMerchantAlert, {
    handler: async (request, _reply, tx) =>
      createMerchantAlert(tx, {
        merchantId: request.params.id,
        actor: actorOf(request),
        at: app.clock.now(),
        body: request.body,
      }),
  });

  for (const [endpoint, active] of [
    [endpoints.activateMerchantAlert, true],
    [endpoints.deactivateMerchantAlert, false],
  ] as const) {
    serveEndpoint(app, endpoint, {
      handler: async (request, _reply, tx) =>
        setMerchantAlertActive(tx, {
          merchantId: request.params.id,
          alertId: request.params.alertId,
          actor: actorOf(request),
          at: app.clock.now(),
          active,
        }),
    });
  }

  serveEndpoint(app, endpoints.deleteMerchantAlert, {
    handler: async (request, _reply, tx) => {
      await deleteMerchantAlert(tx, {
        merchantId: request.params.id,
        alertId: request.params.alertId,
        actor: actorOf(request),
        at: app.clock.now(),
      });
      return undefined;
    },
  });

  serveEndpoint(app, endpoints.getMyMerchantAlerts, {
    handler: async (request) => activeMerchantAlerts(db, routeMerchant(request).id),
  });
}
