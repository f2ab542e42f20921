import { z } from 'zod';

/** The seven dashboard tiles of part 1 §2 (part 2 §7 "Merchant dashboard tiles"). */
export const OVERVIEW_METRICS = [
  'chargeback-count',
  'evidence-chargeback-count',
  'chargeback-volume',
  'gross-volume',
  'successful-transactions',
  'average-transaction',
  'payout-volume',
] as const;
export type OverviewMetric = (typeof OVERVIEW_METRICS)[number];

/** Money metrics answer cents; the others counts. */
export const MONEY_METRICS: readonly OverviewMetric[] = [
  'chargeback-volume',
  'gross-volume',
  'average-transaction',
  'payout-volume',
];

/** Dispute metrics are better when lower (part 1 §2). */
export const LOWER_IS_BETTER: readonly OverviewMetric[] = [
  'chargeback-count',
  'evidence-chargeback-count',
  'chargeback-volume',
];

/** Evidence-needed chargebacks are counted from this day, whatever the range (part 1 §9). */
export const EVIDENCE_COUNT_SINCE = '2017-01-01';

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

/** The number inside a total, whichever unit it has. */
export const summedNumber = (value: SummedValue | undefined): number =>
  value === undefined ? 0 : 'amount' in value ? value.amount : value.count;
export type OverviewResponse = z.infer<typeof overviewResponseSchema>;
export type OverviewPoint = z.infer<typeof overviewPointSchema>;

/** The volume calls of part 2 §7 (gross, refund, chargeback-and-return, current day). */
export const VOLUME_KINDS = ['gross-volume', 'refund-volume', 'chargeback-return-volume'] as const;
export type VolumeKind = (typeof VOLUME_KINDS)[number];

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
