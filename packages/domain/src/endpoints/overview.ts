import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { merchantIdParam, merchantIdParams } from '../ids';
import {
  overviewMetricSchema,
  overviewResponseSchema,
  VOLUME_KINDS,
  type VolumeKind,
  volumeResponseSchema,
} from '../overview';
import * as route from '../routes/overview';
import { rangeQuerySchema, timeZoneSchema } from '../wall-clock';

/** The dashboard tiles and the volume calls (part 1 §3 "Overview metrics", part 2 §7). */
const tags = ['dashboard'];

export const getOverview = defineEndpoint({
  ...route.getOverview,
  tags,
  summary: 'One dashboard tile with its series and the same range a year earlier',
  description:
    "start_date and end_date are wall-clock times in `timezone` (default UTC); day boundaries are that zone's; " +
    'the figures are kept per hour, so a time inside the range counts to the hour. ' +
    'Money metrics answer cents (`summedData.data[0].amount`), the others counts (`.count`). ' +
    'The series is daily, monthly for ranges over three months. A range spans a year at most. ' +
    'evidence-chargeback-count totals every evidence-needed chargeback since 2017-01-01.',
  params: z.object({ id: merchantIdParam(), metric: overviewMetricSchema }),
  query: rangeQuerySchema,
  response: { status: 200, schema: overviewResponseSchema },
});

const volumeEndpoint = <K extends VolumeKind>(kind: K) =>
  defineEndpoint({
    ...route.volumeRoute(kind),
    tags,
    summary: `${kind} over a range (a year at most), in cents, with its count`,
    params: merchantIdParams,
    query: rangeQuerySchema,
    response: { status: 200, schema: volumeResponseSchema },
  });

export const getVolume = Object.fromEntries(
  VOLUME_KINDS.map((kind) => [kind, volumeEndpoint(kind)]),
) as {
  [K in VolumeKind]: ReturnType<typeof volumeEndpoint<K>>;
};

export const getCurrentDayVolume = defineEndpoint({
  ...route.getCurrentDayVolume,
  tags,
  summary: "Today's gross volume in the merchant's time zone (or `timezone`)",
  params: merchantIdParams,
  query: z.object({ timezone: timeZoneSchema.optional() }),
  response: { status: 200, schema: volumeResponseSchema },
});
