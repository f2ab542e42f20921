import * as savedViews from '@paydesk/domain/endpoints/saved-views';
import type { FastifyInstance } from 'fastify';
import { identityOf } from '../../platform/access-policy';
import { serveEndpoint } from '../../platform/endpoint-route';
import { routeMerchant } from '../../platform/route-merchant';
import { changeView, createView, listViews, removeView } from './saved-views.service';

/** Saved views of the lists (beyond the spec). */
export async function savedViewRoutes(app: FastifyInstance): Promise<void> {
  serveEndpoint(app, savedViews.getSavedViews, {
    handler: async (request, _reply, db) =>
      listViews(db, routeMerchant(request).id, request.query.screen, identityOf(request)),
  });

  serveEndpoint(app, savedViews.createSavedView, {
    handler: async (request, _reply, tx) =>
      createView(tx, routeMerchant(request).id, identityOf(request), request.body),
  });

  serveEndpoint(app, savedViews.updateSavedView, {
    handler: async (request, _reply, tx) =>
      changeView(
        tx,
        routeMerchant(request).id,
        request.params.viewId,
        identityOf(request),
        request.body,
        app.clock.now(),
      ),
  });

  serveEndpoint(app, savedViews.deleteSavedView, {
    handler: async (request, _reply, tx) => {
      await removeView(tx, routeMerchant(request).id, request.params.viewId, identityOf(request));
      return undefined;
    },
  });
}
