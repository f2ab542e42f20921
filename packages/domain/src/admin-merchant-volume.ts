import { z } from 'zod';
import { merchantIdParam } from './ids';
import { volumeResponseSchema } from './overview';
import {
  isWallClockTime,
  RANGE_LIMIT_MESSAGE,
  START_AFTER_END_MESSAGE,
  timeZoneSchema,
  wallClockTimeSchema,
  withTime,
} from './wall-clock';

/**
 * The admin profile's Volume tab (part 2 §2 "Volume", §7 the volume calls, §9 "16-month
 * volume report"): gross, refund and chargeback-and-return volume, today's volume, the
 * merchant's rank by volume and the monthly gross volume of the last 16 months, all read
 * from the ledger's rollups.
 */

export const adminMerchantVolumeParams = z.object({ id: merchantIdParam() });

/** The rank's period: the last 30 days (UTC), today included. */
export const VOLUME_RANK_DAYS = 30;
/** The chart: the current month and the 15 before it. */
export const VOLUME_CHART_MONTHS = 16;

const MAX_RANGE_DAYS = 366;

/**
 * A volume call's range: both ends or neither (neither: the month to date, part 2 §9's default
 * range), days of `timezone` (default the merchant's own), a year at most.
 */
export const adminVolumeQuerySchema = z
  .object({
    start_date: wallClockTimeSchema.optional(),
    end_date: wallClockTimeSchema.optional(),
    timezone: timeZoneSchema
      .optional()
      .meta({ description: "IANA zone of the days (default: the merchant's)" }),
  })
  .superRefine((query, context) => {
    const { start_date: start, end_date: end } = query;
    if (start === undefined && end === undefined) return;
    if (start === undefined || end === undefined) {
      context.addIssue({
        code: 'custom',
        path: [start === undefined ? 'start_date' : 'end_date'],
        message: 'Send both start_date and end_date, or neither.',
      });
      return;
    }
    if (!isWallClockTime(start) || !isWallClockTime(end)) return;
    const from = withTime(start, '00:00:00');
    const to = withTime(end, '23:59:59');
    if (from > to) {
      context.addIssue({ code: 'custom', path: ['start_date'], message: START_AFTER_END_MESSAGE });
    } else if (
      (Date.parse(`${to.slice(0, 10)}T00:00:00Z`) - Date.parse(`${from.slice(0, 10)}T00:00:00Z`)) /
        86_400_000 >=
      MAX_RANGE_DAYS
    ) {
      context.addIssue({ code: 'custom', path: ['start_date'], message: RANGE_LIMIT_MESSAGE });
    }
  });
export type AdminVolumeQuery = z.output<typeof adminVolumeQuerySchema>;

export const adminVolumeSchema = volumeResponseSchema;

/** GET /admin/merchants/{id}/volume/rank. */
export const volumeRankSchema = z
  .object({
    /** 1 = the largest gross volume; merchants with equal volume share a rank. */
    rank: z.number().int(),
    /** Every merchant account, with or without volume. */
    of: z.number().int(),
    /** The merchant's gross volume over the period, in cents. */
    amount: z.number().int(),
    currency: z.string(),
    days: z.number().int(),
    /** The period, UTC days (YYYY-MM-DD), both included. */
    start_date: z.string(),
    end_date: z.string(),
  })
  .meta({ id: 'VolumeRank' });
export type VolumeRank = z.infer<typeof volumeRankSchema>;

/** One month of the 16-month chart. */
export const monthlyVolumeSchema = z.object({
  /** YYYY-MM, in the merchant's time zone. */
  month: z.string(),
  /** Gross volume in cents. */
  amount: z.number().int(),
  count: z.number().int(),
});
export type MonthlyVolume = z.infer<typeof monthlyVolumeSchema>;

/** GET /admin/merchants/{id}/volume/past-16-months: oldest month first, empty months 0. */
export const monthlyVolumeReportSchema = z
  .object({
    months: z.array(monthlyVolumeSchema),
    currency: z.string(),
    timezone: z.string(),
  })
  .meta({ id: 'MonthlyVolumeReport' });
export type MonthlyVolumeReport = z.infer<typeof monthlyVolumeReportSchema>;
