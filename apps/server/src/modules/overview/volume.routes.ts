import { errorResponseSchema } from '@paydesk/domain/errors';
import { overviewQuerySchema, VOLUME_KINDS, volumeResponseSchema } from '@paydesk/domain/overview';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client';
import { policies } from '../../platform/access-policy';
import { merchantOr404 } from '../merchants/merchants.service';
import { volume } from './volume.service';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/** The volume calls of part 2 §7: gross, refund, chargeback-and-return and current-day volume. */
export const volumeRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (
  app,
  { database },
) => {
  const config = { policy: policies.merchant({ param: 'id' }) };
  const security = [{ bearer: [] }];

  for (const kind of VOLUME_KINDS) {
    app.get(
      `/api/merchants/:id/${kind}`,
      {
        config,
        schema: {
          tags: ['dashboard'],
          security,
          summary: `${kind} over a range, in cents, with its count`,
          params: z.object({ id: z.coerce.number().int().positive() }),
          querystring: overviewQuerySchema,
          response: { 200: volumeResponseSchema, ...errors },
        },
      },
      async (request) => {
        const merchant = await merchantOr404(database, request.params.id);
        return volume(database.query, {
          merchantId: merchant.id,
          kind,
          startDate: request.query.start_date,
          endDate: request.query.end_date,
          timezone: request.query.timezone,
          currency: merchant.currency,
        });
      },
    );
  }

  app.get(
    '/api/merchants/:id/volume/current-day',
    {
      config,
      schema: {
        tags: ['dashboard'],
        security,
        summary: "Today's gross volume in the merchant's time zone (or `timezone`)",
        params: z.object({ id: z.coerce.number().int().positive() }),
        querystring: z.object({ timezone: z.string().min(1).max(64).optional() }),
        response: { 200: volumeResponseSchema, ...errors },
      },
    },
    async (request) => {
      const merchant = await merchantOr404(database, request.params.id);
      return volume(database.query, {
        merchantId: merchant.id,
        kind: 'current-day',
        timezone: request.query.timezone ?? merchant.timezone,
        currency: merchant.currency,
      });
    },
  );
};
