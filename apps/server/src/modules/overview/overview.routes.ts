import * as overviewEndpoints from '@paydesk/domain/endpoints/overview';
import { VOLUME_KINDS } from '@paydesk/domain/overview';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../platform/endpoint-route';
import { routeMerchant } from '../../platform/route-merchant';
import { overview } from './overview.service';
import { volume } from './volume.service';

/** The dashboard tiles (part 1 §3 "Overview metrics") and the volume calls of part 2 §7. */
export async function overviewRoutes(app: FastifyInstance): Promise<void> {
  serveEndpoint(app, overviewEndpoints.getOverview, {
    handler: async (request, _reply, db) =>
      overview(db, {
        merchantId: routeMerchant(request).id,
        metric: request.params.metric,
        range: request.query,
      }),
  });

  for (const kind of VOLUME_KINDS) {
    serveEndpoint(app, overviewEndpoints.getVolume[kind], {
      handler: async (request, _reply, db) => {
        const merchant = routeMerchant(request);
        return volume(db, {
          merchantId: merchant.id,
          kind,
          startDate: request.query.start_date,
          endDate: request.query.end_date,
          timezone: request.query.timezone,
          currency: merchant.currency,
          now: app.clock.now(),
        });
      },
    });
  }

  serveEndpoint(app, overviewEndpoints.getCurrentDayVolume, {
    handler: async (request, _reply, db) => {
      const merchant = routeMerchant(request);
      return volume(db, {
        merchantId: merchant.id,
        kind: 'current-day',
        timezone: request.query.timezone ?? merchant.timezone,
        currency: merchant.currency,
        now: app.clock.now(),
      });
    },
  });
}
