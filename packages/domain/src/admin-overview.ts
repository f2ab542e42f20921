import { z } from 'zod';
import {
  ADMIN_OVERVIEW_METRICS,
  ADMIN_OVERVIEW_MESSAGES as M,
  TOP_DEFAULT_LIMIT,
  TOP_MAX_LIMIT,
} from './admin-overview-metrics';
import {
  DEFAULT_REPORT_CURRENCY,
  PARTNER_REPORT_MESSAGES,
  REPORT_CURRENCIES,
} from './admin-partner-report-fields';
import { spansAYearAtMost } from './date-picker-rules';
import { DATE_PRESETS, type DatePreset } from './date-presets';
import { COUNTRY_CODES } from './field-checks';
import { idParam } from './ids';
import { overviewPointSchema } from './overview';
import {
  isWallClockTime,
  RANGE_LIMIT_MESSAGE,
  START_AFTER_END_MESSAGE,
  timeZoneSchema,
  wallClockTimeSchema,
  withTime,
} from './wall-clock';

/**
 * The admin dashboard and the platform overviews (part 2 §7 "Reports and overviews"): one
 * query for every call, one answer for the figures over a range (AdminOverview) and one for
 * the rankings (AdminTopList). Vocabularies: admin-overview-metrics.ts.
 */

/**
 * The merchants a platform figure counts (part 2 §7 `filters`): those paid in `currency`
 * (amounts of different currencies are never added), optionally of one card processor,
 * partner, client or country.
 */
export const merchantFiltersSchema = z.object({
  currency: z
    .enum(REPORT_CURRENCIES, { error: PARTNER_REPORT_MESSAGES.currency })
    .default(DEFAULT_REPORT_CURRENCY)
    .meta({ description: 'Merchants paid in this currency (part 2 §9: default USD)' }),
  processor: z
    .enum(['2', '3'], { error: PARTNER_REPORT_MESSAGES.processor })
    .transform(Number)
    .optional()
    .meta({ description: 'Merchants of one card processor: 2 the older, 3 the newer' }),
  partner_id: idParam('partner', 'Merchants of this partner').optional(),
  client_id: idParam('client', 'Merchants of this client').optional(),
  country: z
    .enum(COUNTRY_CODES, { error: PARTNER_REPORT_MESSAGES.country })
    .optional()
    .meta({ description: 'Merchants of this country (USA, CAN, GBR, AUS, NZL)' }),
});
export type MerchantFilters = z.output<typeof merchantFiltersSchema>;

/** The presets that name a range (all but Custom). */
const RANGE_PRESETS = DATE_PRESETS.filter((preset) => preset !== 'custom') as [
  Exclude<DatePreset, 'custom'>,
  ...Exclude<DatePreset, 'custom'>[],
];

/**
 * Every call's query: the range (`start_date`, `end_date` as wall-clock times of `timezone`,
 * both or neither: without them `preset` decides, month-to-date by default), what it is
 * compared with (`usePriorPeriod`: the period of equal length just before; else the same
 * range a year earlier), and the merchant filters. A range spans a year at most.
 */
export const adminOverviewQuerySchema = merchantFiltersSchema
  .extend({
    start_date: wallClockTimeSchema.optional(),
    end_date: wallClockTimeSchema.optional(),
    timezone: timeZoneSchema.default('UTC'),
    preset: z
      .enum(RANGE_PRESETS, { error: M.preset })
      .optional()
      .meta({ description: 'The range when no dates are given (default month-to-date)' }),
    usePriorPeriod: z
      .enum(['true', 'false'], { error: M.usePriorPeriod })
      .transform((value) => value === 'true')
      .default(false)
      .meta({
        description:
          'true: compare with the period of equal length just before; false: the same range a year earlier',
      }),
  })
  .superRefine((query, context) => {
    if ((query.start_date === undefined) !== (query.end_date === undefined)) {
      context.addIssue({ code: 'custom', path: ['start_date'], message: M.bothDates });
      return;
    }
    if (!isWallClockTime(query.start_date) || !isWallClockTime(query.end_date)) return;
    const start = withTime(query.start_date, '00:00:00');
    const end = withTime(query.end_date, '23:59:59');
    if (start > end) {
      context.addIssue({ code: 'custom', path: ['start_date'], message: START_AFTER_END_MESSAGE });
    } else if (!spansAYearAtMost({ from: start.slice(0, 10), to: end.slice(0, 10) })) {
      context.addIssue({ code: 'custom', path: ['start_date'], message: RANGE_LIMIT_MESSAGE });
    }
  });
export type AdminOverviewQuery = z.output<typeof adminOverviewQuerySchema>;

/** The rankings' query: the same, and how many rows. */
export const adminTopQuerySchema = adminOverviewQuerySchema.safeExtend({
  limit: z
    .string()
    .regex(/^[1-9]\d{0,2}$/, M.limit)
    .transform(Number)
    .refine((n) => n <= TOP_MAX_LIMIT, M.limit)
    .default(TOP_DEFAULT_LIMIT)
    .meta({ description: `Rows (default ${TOP_DEFAULT_LIMIT}, at most ${TOP_MAX_LIMIT})` }),
});
export type AdminTopQuery = z.output<typeof adminTopQuerySchema>;

/** `{ id }`: a client's per-client overviews (/admin/clients/{id}/...). */
export const clientOverviewParams = z.object({
  id: idParam('client', 'A client id (GET /admin/clients/list)'),
});

const periodSchema = z.object({
  /** Wall-clock times of `timezone`, 'YYYY-MM-DD HH:mm:ss', both included. */
  start_date: z.string(),
  end_date: z.string(),
});

/** What was read and what it is compared with. */
const scopeSchema = {
  range: periodSchema,
  comparison: periodSchema.extend({ basis: z.enum(['prior-period', 'prior-year']) }),
  timezone: z.string(),
  /** Every amount is in this currency, in cents. */
  currency: z.string(),
};

export const adminMetricSchema = z
  .object({
    metric: z.enum(ADMIN_OVERVIEW_METRICS),
    unit: z.enum(['cents', 'count']),
    /** Over the range, and over the comparison period. */
    total: z.number(),
    comparisonTotal: z.number(),
    /** Percent, one decimal (part 1 §9: from zero +100, to zero -100). */
    change: z.number(),
    /** A point a day (ranges up to 92 days) or a month, empty points 0. */
    series: z.array(overviewPointSchema),
    comparisonSeries: z.array(overviewPointSchema),
  })
  .meta({ id: 'AdminMetric' });
export type AdminMetric = z.infer<typeof adminMetricSchema>;

export const adminOverviewSchema = z
  .object({
    ...scopeSchema,
    granularity: z.enum(['day', 'month']),
    metrics: z.array(adminMetricSchema),
  })
  .meta({ id: 'AdminOverview' });
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

/** A ranked merchant or client: its figures over the range and its volume over the comparison. */
const rankedFigures = {
  /** Approved sales: count and volume (cents). */
  count: z.number().int(),
  volume: z.number().int(),
  refundCount: z.number().int(),
  refundVolume: z.number().int(),
  disputeCount: z.number().int(),
  disputeVolume: z.number().int(),
  comparisonVolume: z.number().int(),
  /** Of volume against comparisonVolume, percent. */
  change: z.number(),
};

export const topMerchantSchema = z
  .object({ merchantId: z.number().int(), businessCommonName: z.string(), ...rankedFigures })
  .meta({ id: 'AdminTopMerchant' });
export const topClientSchema = z
  .object({
    /** null: merchants without a client. */
    clientId: z.number().int().nullable(),
    clientName: z.string().nullable(),
    /** Merchants of the client with sales in the range. */
    merchants: z.number().int(),
    ...rankedFigures,
  })
  .meta({ id: 'AdminTopClient' });
export type TopMerchant = z.infer<typeof topMerchantSchema>;
export type TopClient = z.infer<typeof topClientSchema>;

/** A ranking by volume (highest first, then id), with the platform's volume for shares. */
const topListOf = <Row extends z.ZodType>(row: Row, id: string) =>
  z
    .object({
      ...scopeSchema,
      /** The volume of every merchant the filters admit, over the range. */
      totalVolume: z.number().int(),
      data: z.array(row),
    })
    .meta({ id });

export const topMerchantListSchema = topListOf(topMerchantSchema, 'AdminTopMerchantList');
export const topClientListSchema = topListOf(topClientSchema, 'AdminTopClientList');
export type TopMerchantList = z.infer<typeof topMerchantListSchema>;
export type TopClientList = z.infer<typeof topClientListSchema>;

/** Sales of one card brand ('ACH': payments without a card) over the range and the comparison. */
const brandFigures = {
  /** Approved, unvoided sales: count and volume (cents). */
  count: z.number().int(),
  volume: z.number().int(),
  comparisonCount: z.number().int(),
  comparisonVolume: z.number().int(),
  /** Of volume against comparisonVolume, percent. */
  change: z.number(),
};

export const cardVolumeSchema = z
  .object({
    cardBrand: z.string(),
    ...brandFigures,
    /** Of the range's volume of every brand, percent, one decimal. */
    share: z.number(),
  })
  .meta({ id: 'AdminCardVolume' });
export type CardVolume = z.infer<typeof cardVolumeSchema>;

/** card-volumes: a row per card brand (highest volume first), and every brand together. */
export const cardVolumesSchema = z
  .object({
    ...scopeSchema,
    data: z.array(cardVolumeSchema),
    total: z.object(brandFigures),
  })
  .meta({ id: 'AdminCardVolumes' });
export type CardVolumes = z.infer<typeof cardVolumesSchema>;
