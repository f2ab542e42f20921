import { z } from 'zod';
import { OVERVIEW_METRICS, VOLUME_KINDS } from './overview-metrics';

export {
  EVIDENCE_COUNT_SINCE,
  LOWER_IS_BETTER,
  MONEY_METRICS,
  OVERVIEW_METRICS,
  type OverviewMetric,
  summedNumber,
  VOLUME_KINDS,
  type VolumeKind,
} from './overview-metrics';

export const overviewMetricSchema = z.enum(OVERVIEW_METRICS);

export const overviewPointSchema = z.object({
  /** YYYY-MM-DD (daily) or YYYY-MM (monthly). */
  date: z.string(),
  value: z.number(),
});

/** A tile's total: `{ amount }` in cents for money tiles, `{ count }` for count tiles (part 1 §3). */
export const summedValueSchema = z.union([
  z.object({ amount: z.number().int() }),
  z.object({ count: z.number().int() }),
]);

/** The shape of part 1 §3 "Overview metrics": amounts in cents, counts as counts. */
export const overviewResponseSchema = z
  .object({
    metric: overviewMetricSchema,
    unit: z.enum(['cents', 'count']),
    granularity: z.enum(['day', 'month']),
    /** data[0] is the range's total, data2[0] the same range a year earlier. */
    summedData: z.object({ data: z.array(summedValueSchema), data2: z.array(summedValueSchema) }),
    segmentedData: z.object({
      data: z.array(overviewPointSchema),
      data2: z.array(overviewPointSchema),
    }),
    bounds: z.object({ min: z.number(), max: z.number() }),
  })
  .meta({ id: 'Overview' });

export type SummedValue = z.infer<typeof summedValueSchema>;

export type OverviewResponse = z.infer<typeof overviewResponseSchema>;
export type OverviewPoint = z.infer<typeof overviewPointSchema>;

export const volumeResponseSchema = z
  .object({
    kind: z.enum([...VOLUME_KINDS, 'current-day']),
    /** In cents. */
    amount: z.number().int(),
    count: z.number().int(),
    currency: z.string(),
    start_date: z.string(),
    end_date: z.string(),
    timezone: z.string(),
  })
  .meta({ id: 'Volume' });

export type VolumeResponse = z.infer<typeof volumeResponseSchema>;
