import * as endpoints from '@paydesk/domain/endpoints/admin-partners';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/access-policy';
import { serveEndpoint } from '../../platform/endpoint-route';
import { sendCsv, serveList } from '../../platform/lists/list-route';
import { PageCache } from '../../platform/lists/page-cache';
import {
  addPartnerNotification,
  clientPicks,
  createPartner,
  partnerDetail,
  partnerMerchants,
  partnerMerchantsCsv,
  partnerNotifications,
  removePartnerNotification,
  setPartnerStatus,
  updatePartner,
} from './admin-partners.service';
import { partnerList } from './partner-list';

/**
 * Partners (part 2 §7 "Partners, rates, clients"): the list and its CSV, one partner, create,
 * edit, status, notification addresses, the partner's merchants; and the clients picker.
 */
export async function adminPartnerRoutes(app: FastifyInstance): Promise<void> {
  const run = app.database.query;
  // A partner's row changes without a new id (status, name): every read counts afresh.
  const noCache = new PageCache(0);

  serveList(app, endpoints.getPartners, { list: partnerList, scope: () => null, cached: false });

  serveEndpoint(app, endpoints.createPartner, {
    handler: async (request, _reply, tx) => createPartner(app, tx, actorOf(request), request.body),
  });

  serveEndpoint(app, endpoints.getPartner, {
    handler: async (request) => partnerDetail(run, request.params.id),
  });

  serveEndpoint(app, endpoints.updatePartner, {
    handler: async (request, _reply, tx) =>
      updatePartner(app, tx, actorOf(request), request.params.id, request.body),
  });

  serveEndpoint(app, endpoints.setPartnerStatus, {
    handler: async (request, _reply, tx) =>
      setPartnerStatus(tx, actorOf(request), request.params.id, request.body),
  });

  serveEndpoint(app, endpoints.getPartnerNotifications, {
    handler: async (request) => partnerNotifications(run, request.params.id),
  });

  serveEndpoint(app, endpoints.addPartnerNotification, {
    handler: async (request, _reply, tx) =>
      addPartnerNotification(tx, actorOf(request), request.params.id, request.body.email),
  });

  serveEndpoint(app, endpoints.removePartnerNotification, {
    handler: async (request, _reply, tx) =>
      removePartnerNotification(tx, actorOf(request), request.params.id, request.query.email),
  });

  serveEndpoint(app, endpoints.getPartnerMerchants, {
    handler: async (request, reply) => {
      if (request.query.download === 'csv') {
        const file = await partnerMerchantsCsv(
          app.database.db,
          request.params.id,
          request.query,
          app.clock.now(),
        );
        return sendCsv(reply, file.fileName, file.body);
      }
      return partnerMerchants(
        app.database.db,
        noCache,
        request.params.id,
        request.query,
        app.clock.now(),
      );
    },
  });

  serveEndpoint(app, endpoints.getClients, {
    handler: async () => clientPicks(app.database.db),
  });
}
