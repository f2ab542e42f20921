import { errorResponseSchema } from '@paydesk/domain/errors';
import {
  OVERVIEW_METRICS,
  overviewQuerySchema,
  overviewResponseSchema,
} from '@paydesk/domain/overview';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client';
import { policies } from '../../platform/access-policy';
import { overview } from './overview.service';

/** The dashboard tiles (part 1 §3 "Overview metrics"), read from the hourly rollups. */
export const overviewRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (
  app,
  { database },
) => {
  app.get(
    '/api/merchants/:id/overview/:metric',
    {
      config: { policy: policies.merchant({ param: 'id' }) },
      schema: {
        tags: ['dashboard'],
        summary: 'One dashboard tile with its series and the same range a year earlier',
        description:
          "start_date and end_date are wall-clock times in `timezone` (default UTC); day boundaries are that zone's; " +
          'the figures are kept per hour, so a time inside the range counts to the hour. ' +
          'Money metrics answer cents. The series is daily, monthly for ranges over three months. ' +
          'evidence-chargeback-count totals every evidence-needed chargeback since 2017-01-01.',
        security: [{ bearer: [] }],
        params: z.object({
          id: z.coerce.number().int().positive(),
          metric: z.enum(OVERVIEW_METRICS),
        }),
        querystring: overviewQuerySchema,
        response: {
          200: overviewResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request) =>
      overview(database.query, {
        merchantId: request.params.id,
        metric: request.params.metric,
        startDate: request.query.start_date,
        endDate: request.query.end_date,
        timezone: request.query.timezone,
      }),
  );
};
