import * as settings from '@paydesk/domain/endpoints/settings';
import type { FastifyInstance } from 'fastify';
import { identityOf } from '../../platform/access-policy';
import { serveEndpoint } from '../../platform/endpoint-route';
import { routeMerchant } from '../../platform/route-merchant';
import { accessRules, siteSettings } from './settings.service';

/** Site settings and per-account access rules. */
export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  serveEndpoint(app, settings.getSiteSettings, {
    handler: async (_request, _reply, db) => siteSettings(db),
  });

  serveEndpoint(app, settings.getAccessRules, {
    handler: async (request, _reply, db) =>
      accessRules(db, identityOf(request).userId, routeMerchant(request).id),
  });
}
