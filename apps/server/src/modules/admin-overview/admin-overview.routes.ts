import {
  ADMIN_OVERVIEW_CALLS,
  type AdminOverviewCall,
  CLIENT_OVERVIEW_CALLS,
} from '@paydesk/domain/admin-overview-metrics';
import * as endpoints from '@paydesk/domain/endpoints/admin-overview';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../platform/endpoint-route';
import { adminOverview, topClients, topMerchants } from './admin-overview.service';
import { cardVolumes } from './card-volumes';

/**
 * The admin dashboard's calls and the platform overviews (part 2 §7 "Reports and overviews"),
 * with the per-client variants under /admin/clients/{id}/...: every admin (part 2 §6).
 */
export async function adminOverviewRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;

  for (const call of Object.keys(ADMIN_OVERVIEW_CALLS) as AdminOverviewCall[]) {
    serveEndpoint(app, endpoints.getAdminOverview[call], {
      handler: async (request) =>
        adminOverview(db, { call, query: request.query, now: app.clock.now() }),
    });
  }

  for (const call of CLIENT_OVERVIEW_CALLS) {
    serveEndpoint(app, endpoints.getClientOverview[call], {
      handler: async (request) =>
        adminOverview(db, {
          call,
          query: request.query,
          clientId: request.params.id,
          now: app.clock.now(),
        }),
    });
  }

  serveEndpoint(app, endpoints.getCardVolumes, {
    handler: async (request) => cardVolumes(db, { query: request.query, now: app.clock.now() }),
  });
  serveEndpoint(app, endpoints.getClientCardVolumes, {
    handler: async (request) =>
      cardVolumes(db, { query: request.query, clientId: request.params.id, now: app.clock.now() }),
  });

  serveEndpoint(app, endpoints.getTopMerchants, {
    handler: async (request) =>
      topMerchants(db, { checkout: false, query: request.query, now: app.clock.now() }),
  });
  serveEndpoint(app, endpoints.getTopCheckoutMerchants, {
    handler: async (request) =>
      topMerchants(db, { checkout: true, query: request.query, now: app.clock.now() }),
  });
  serveEndpoint(app, endpoints.getTopClients, {
    handler: async (request) => topClients(db, { query: request.query, now: app.clock.now() }),
  });
}
