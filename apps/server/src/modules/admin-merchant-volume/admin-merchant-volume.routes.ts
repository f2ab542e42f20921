import * as endpoints from '@paydesk/domain/endpoints/admin-merchant-volume';
import { ADMIN_VOLUME_KINDS } from '@paydesk/domain/routes/admin-merchant-volume';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/access-policy';
import { serveEndpoint } from '../../platform/endpoint-route';
import { attachment } from '../../platform/lists/csv';
import {
  clientPickList,
  merchantMisc,
  regenerateMerchantHash,
  scheduledTransactionsCsv,
  setMerchantClient,
  setSmallDollarTransaction,
  viewMerchantHash,
} from './admin-merchant-misc.service';
import {
  adminCurrentDayVolume,
  adminVolume,
  monthlyVolume,
  volumeRank,
} from './admin-merchant-volume.service';

/** The profile's Misc. and Volume tabs: merchant hash, client, small-dollar setting, scheduled transactions download, volumes, rank and the 16-month chart (part 2 §7). */
export async function adminMerchantVolumeRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;

  serveEndpoint(app, endpoints.viewMerchantHash, {
    handler: async (request) =>
      viewMerchantHash(db, { merchantId: request.params.id, actor: actorOf(request) }),
  });

  serveEndpoint(app, endpoints.regenerateMerchantHash, {
    handler: async (request, _reply, tx) =>
      regenerateMerchantHash(tx, {
        merchantId: request.params.id,
        actor: actorOf(request),
        at: app.clock.now(),
      }),
  });

  serveEndpoint(app, endpoints.getClientPickList, {
    handler: async () => clientPickList(db),
  });

  serveEndpoint(app, endpoints.getMerchantMisc, {
    handler: async (request) => merchantMisc(db, request.params.id),
  });

  serveEndpoint(app, endpoints.setMerchantClient, {
    handler: async (request, _reply, tx) =>
      setMerchantClient(tx, {
        merchantId: request.params.id,
        actor: actorOf(request),
        at: app.clock.now(),
        client: request.body.client,
      }),
  });

  serveEndpoint(app, endpoints.setSmallDollarTransaction, {
    handler: async (request, _reply, tx) =>
      setSmallDollarTransaction(tx, {
        merchantId: request.params.id,
        actor: actorOf(request),
        at: app.clock.now(),
        enabled: request.body.enabled,
      }),
  });

  serveEndpoint(app, endpoints.downloadScheduledTransactions, {
    handler: async (request, reply) => {
      const { file, fileName } = await scheduledTransactionsCsv(
        app.database,
        request.params.id,
        request.query,
      );
      reply.type('text/csv; charset=utf-8').header('content-disposition', attachment(fileName));
      return reply.send(file) as never;
    },
  });

  for (const kind of ADMIN_VOLUME_KINDS) {
    serveEndpoint(app, endpoints.getAdminVolume[kind], {
      handler: async (request) =>
        adminVolume(db, {
          merchantId: request.params.id,
          kind,
          query: request.query,
          now: app.clock.now(),
        }),
    });
  }

  serveEndpoint(app, endpoints.getAdminCurrentDayVolume, {
    handler: async (request) =>
      adminCurrentDayVolume(db, {
        merchantId: request.params.id,
        timezone: request.query.timezone,
        now: app.clock.now(),
      }),
  });

  serveEndpoint(app, endpoints.getVolumeRank, {
    handler: async (request) =>
      volumeRank(db, { merchantId: request.params.id, now: app.clock.now() }),
  });

  serveEndpoint(app, endpoints.getMonthlyVolume, {
    handler: async (request) =>
      monthlyVolume(db, { merchantId: request.params.id, now: app.clock.now() }),
  });
}
