import { z } from 'zod';
import { perPageAlias } from './admin-merchants';
import {
  PAYOUT_COUNTRY_CODES,
  PLATFORM_PAYOUT_COLUMNS,
  PLATFORM_PAYOUT_DEFAULT_SORT,
  PLATFORM_PAYOUT_MESSAGES,
  PLATFORM_PAYOUT_STATUSES,
} from './admin-platform-payout-fields';
import { MAX_YEAR, MIN_YEAR } from './date-picker-rules';
import { isIsoDate } from './date-presets';
import { DEFAULT_PAGE_SIZE } from './list-params';
import { listQuerySchema } from './list-query';

/**
 * The platform payout tool (part 2 §7 "Tools": GET /admin/stripe-platform-balance (countryCode,
 * date), GET /last-payout-date, GET /history (page), POST with countryCode and toDate). Days are
 * UTC calendar days 'YYYY-MM-DD'; money in cents of the country's currency.
 */

const countryCode = () =>
  z.enum(PAYOUT_COUNTRY_CODES, { error: PLATFORM_PAYOUT_MESSAGES.country }).meta({
    description: 'US, CA, GB, AU or NZ (the merchants settled in USD, CAD, GBP, AUD, NZD)',
  });

const isoDay = (description: string) =>
  z
    .string({ error: PLATFORM_PAYOUT_MESSAGES.date })
    .max(10, PLATFORM_PAYOUT_MESSAGES.date)
    .refine((value) => {
      const year = Number(value.slice(0, 4));
      return isIsoDate(value) && year >= MIN_YEAR && year <= MAX_YEAR;
    }, PLATFORM_PAYOUT_MESSAGES.date)
    .meta({ description });

const day = z.string().meta({ description: "A UTC day 'YYYY-MM-DD'" });

/** GET /admin/stripe-platform-balance. */
export const platformBalanceQuerySchema = z.object({
  countryCode: countryCode(),
  date: isoDay('The last day counted (UTC), inclusive; today at the latest'),
});
export type PlatformBalanceQuery = z.output<typeof platformBalanceQuerySchema>;

export const platformBalanceSchema = z
  .object({
    countryCode: z.enum(PAYOUT_COUNTRY_CODES),
    currency: z.string(),
    fromDate: day
      .nullable()
      .meta({ description: 'The day after the last payout, or null: from the first fee' }),
    toDate: day,
    availableCents: z
      .number()
      .int()
      .meta({ description: 'The fees of fromDate through toDate, not yet paid out' }),
    transactionCount: z
      .number()
      .int()
      .meta({ description: 'Ledger rows of the period (every kind and status)' }),
    lastPayoutDate: day.nullable(),
    payableThrough: day.meta({
      description: 'The latest day a payout may cover: yesterday (UTC), the last day that is over',
    }),
  })
  .meta({ id: 'PlatformBalance' });
export type PlatformBalance = z.infer<typeof platformBalanceSchema>;

/** GET /admin/stripe-platform-balance/last-payout-date. */
export const lastPayoutDateQuerySchema = z.object({ countryCode: countryCode() });

export const lastPayoutDateSchema = z
  .object({ countryCode: z.enum(PAYOUT_COUNTRY_CODES), lastPayoutDate: day.nullable() })
  .meta({ id: 'LastPlatformPayoutDate' });
export type LastPayoutDate = z.infer<typeof lastPayoutDateSchema>;

/** POST /admin/stripe-platform-balance. */
export const createPlatformPayoutSchema = z
  .object({
    countryCode: countryCode(),
    toDate: isoDay(
      'The last day paid out (UTC), inclusive: after the last payout, yesterday at the latest',
    ),
  })
  .meta({ id: 'CreatePlatformPayout' });
export type CreatePlatformPayout = z.infer<typeof createPlatformPayoutSchema>;

export const platformPayoutSchema = z
  .object({
    id: z.number().int(),
    countryCode: z.enum(PAYOUT_COUNTRY_CODES),
    fromDate: day.nullable().meta({ description: 'Null: from the first fee' }),
    toDate: day,
    amountCents: z.number().int(),
    currency: z.string(),
    status: z.enum(PLATFORM_PAYOUT_STATUSES),
    transactionCount: z.number().int(),
    /** ISO 8601, UTC. */
    createdAt: z.string(),
    createdBy: z.string().nullable().meta({ description: "The paying admin's e-mail" }),
  })
  .meta({ id: 'PlatformPayout' });
export type PlatformPayout = z.infer<typeof platformPayoutSchema>;

/** GET /admin/stripe-platform-balance/history: newest first, 10 a page. */
export const platformPayoutListQuerySchema = listQuerySchema({
  columns: PLATFORM_PAYOUT_COLUMNS,
  defaultSort: PLATFORM_PAYOUT_DEFAULT_SORT,
  defaultPerPage: DEFAULT_PAGE_SIZE,
})
  .extend({
    countryCode: countryCode().optional(),
    per_page: perPageAlias.optional(),
  })
  .overwrite((query) => ({ ...query, perPage: query.per_page ?? query.perPage }));
export type PlatformPayoutListQuery = z.output<typeof platformPayoutListQuerySchema>;
