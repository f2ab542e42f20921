import { z } from 'zod';
import {
  ACH_RETURN_CODE_PATTERN,
  ACH_RETURN_COLUMNS,
  ACH_RETURN_DEFAULT_SORT,
  ADMIN_DISPUTE_COLUMNS,
  ADMIN_DISPUTE_DEFAULT_SORT,
  ADMIN_DISPUTE_KINDS,
  INTERCHANGE_COLUMNS,
  INTERCHANGE_DEFAULT_SORT,
  INTERCHANGE_INTERVALS,
  OUTAGE_COLUMNS,
  OUTAGE_DEFAULT_SORT,
  OUTAGE_INTERVALS,
  OUTAGE_RESPONSE_CODE_KEYS,
} from './admin-dispute-report-fields';
import { reportMerchantParam } from './admin-transaction-reports';
import { spansAYearAtMost } from './date-picker-rules';
import { disputeListQuerySchema } from './disputes';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './list-params';
import { commaList, listPageMetaSchema, listQuerySchema } from './list-query';
import { isWallClockTime, listRangeQuerySchema, RANGE_LIMIT_MESSAGE } from './wall-clock';

/**
 * The back office's dispute, ACH return, outage and interchange reports (part 2 §2 "Admin
 * reports", §7 "Reports and overviews"), over every merchant or one (`merchantid`). The
 * zod-free vocabulary is admin-dispute-report-fields.ts; definitions in docs/reports.md.
 */

/**
 * Sums read the rows of their range: a year at most (the screens' header allows no more). An
 * open end is the month to date (server), so the rule applies when both ends are given.
 */
function withinAYear(
  query: { start_date?: string | undefined; end_date?: string | undefined },
  context: z.RefinementCtx,
) {
  // Refinements run after a field failed too: only two valid days are compared.
  if (!isWallClockTime(query.start_date) || !isWallClockTime(query.end_date)) return;
  const range = { from: query.start_date.slice(0, 10), to: query.end_date.slice(0, 10) };
  if (range.from <= range.to && !spansAYearAtMost(range)) {
    context.addIssue({ code: 'custom', path: ['start_date'], message: RANGE_LIMIT_MESSAGE });
  }
}

const flag = (description: string) =>
  z
    .enum(['true', 'false'], { error: 'Use true or false' })
    .optional()
    .transform((value) => value === 'true')
    .meta({ description });

/* Disputes (can-view-chargeback-report). */

const inbox = disputeListQuerySchema.shape;

/**
 * The merchant inbox's filters over every merchant (or one): kind (chargeback, retrieval),
 * status, needs_response, card brand, reason codes, the dispute date range; search by case
 * number, card last four or transaction number; 10 a page, newest first.
 */
export const adminDisputeListQuerySchema = listRangeQuerySchema.safeExtend({
  merchantid: reportMerchantParam(),
  kind: commaList(ADMIN_DISPUTE_KINDS, 'kinds').optional(),
  status: inbox.status,
  needs_response: inbox.needs_response,
  card_brand: inbox.card_brand,
  reason: inbox.reason,
  ...listQuerySchema({
    columns: ADMIN_DISPUTE_COLUMNS,
    defaultSort: ADMIN_DISPUTE_DEFAULT_SORT,
    defaultPerPage: DEFAULT_PAGE_SIZE,
  }).shape,
});
export type AdminDisputeListQuery = z.output<typeof adminDisputeListQuerySchema>;

/* ACH returns (can-view-chargeback-report). */

const returnCodes = z
  .string()
  .max(200)
  .transform((text, context) => {
    const parts = [...new Set(text.split(',').map((part) => part.trim().toUpperCase()))].filter(
      Boolean,
    );
    if (!parts.every((part) => ACH_RETURN_CODE_PATTERN.test(part))) {
      context.addIssue({ code: 'custom', message: 'Use return codes such as R01 or R10' });
    }
    return parts;
  })
  .meta({ description: 'NACHA return codes, comma-separated: R01,R10' });

/** Return date range, return codes, one merchant; search by transaction number; 10 a page. */
export const achReturnListQuerySchema = listRangeQuerySchema.safeExtend({
  merchantid: reportMerchantParam(),
  return_code: returnCodes.optional(),
  fee_charged: z
    .enum(['true', 'false'], { error: 'Use true or false' })
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true'))
    .meta({ description: 'true: only returns charged the rejected-return fee; false: the rest' }),
  ...listQuerySchema({
    columns: ACH_RETURN_COLUMNS,
    defaultSort: ACH_RETURN_DEFAULT_SORT,
    defaultPerPage: DEFAULT_PAGE_SIZE,
  }).shape,
});
export type AchReturnListQuery = z.output<typeof achReturnListQuerySchema>;

/** One ACH return with its payment, merchant and code (money in cents). */
export const adminAchReturnSchema = z
  .object({
    id: z.number().int(),
    merchantId: z.number().int(),
    merchantName: z.string(),
    /** ISO 8601 instant. */
    returnDate: z.string(),
    transactionId: z.number().int(),
    transNumber: z.string(),
    transDate: z.string(),
    /** The returned payment's amount. */
    transAmount: z.number().int(),
    /** What the bank returned. */
    amount: z.number().int(),
    currency: z.string(),
    returnCode: z.string(),
    returnCodeDesc: z.string(),
    /** The rejected-return fee charged to the merchant (0 when none was). */
    fee: z.number().int(),
    accountNumber: z.string().nullable(),
    accountholderName: z.string().nullable(),
    /** The return's own ledger row. */
    returnTransactionId: z.number().int().nullable(),
  })
  .meta({ id: 'AdminAchReturn' });
export type AdminAchReturn = z.infer<typeof adminAchReturnSchema>;

/* Outage transactions (can-view-outage-report). */

const perPageAlias = z
  .string()
  .regex(/^[1-9]\d{0,2}$/, `From 1 to ${MAX_PAGE_SIZE} rows a page`)
  .transform(Number)
  .refine((n) => n <= MAX_PAGE_SIZE, `From 1 to ${MAX_PAGE_SIZE} rows a page`)
  .meta({ description: 'The spec’s name of `perPage` (wins over it).' });

/**
 * Part 2 §7: page, per_page, start_date, end_date (UTC), sort, dir, download, detailed. The
 * toolkit's `perPage` and `sort=-date` work too; `per_page` wins over `perPage`, and `dir`
 * (asc, desc) sets the direction of the first sort term.
 */
export const outageQuerySchema = listRangeQuerySchema
  .safeExtend({
    merchantid: reportMerchantParam(),
    detailed: flag('true: the affected transactions; false (default): sums per merchant and hour'),
    interval: z
      .enum(OUTAGE_INTERVALS)
      .default('hour')
      .meta({ description: 'The summary groups by hour (default) or day (UTC)' }),
    code: commaList(OUTAGE_RESPONSE_CODE_KEYS, 'response codes').optional(),
    processor: z
      .enum(['2', '3'], { error: 'Use processor 2 or 3' })
      .transform(Number)
      .optional()
      .meta({ description: 'Only this processor (2 older, 3 newer)' }),
    per_page: perPageAlias.optional(),
    dir: z.enum(['asc', 'desc']).optional(),
    ...listQuerySchema({
      columns: OUTAGE_COLUMNS,
      defaultSort: OUTAGE_DEFAULT_SORT,
      defaultPerPage: DEFAULT_PAGE_SIZE,
    }).shape,
  })
  .overwrite((query) => {
    if (!Array.isArray(query.sort)) return query;
    const [first, ...rest] = query.sort;
    const sort =
      query.dir && first ? [{ key: first.key, desc: query.dir === 'desc' }, ...rest] : query.sort;
    return { ...query, perPage: query.per_page ?? query.perPage, sort };
  })
  .superRefine(withinAYear);
export type OutageQuery = z.output<typeof outageQuerySchema>;

/** An affected transaction (`detailed=true`). */
export const outageTransactionSchema = z
  .object({
    transactionId: z.number().int(),
    transNumber: z.string(),
    /** ISO 8601 instant. */
    transDate: z.string(),
    merchantId: z.number().int(),
    merchantName: z.string(),
    processorId: z.number().int(),
    cardBrand: z.string().nullable(),
    amount: z.number().int(),
    currency: z.string(),
    responseCode: z.string(),
    responseCodeDesc: z.string(),
    accountholderName: z.string().nullable(),
  })
  .meta({ id: 'OutageTransaction' });
export type OutageTransaction = z.infer<typeof outageTransactionSchema>;

/** The affected transactions of one merchant, processor and currency in one hour or day. */
export const outagePeriodSchema = z
  .object({
    /** ISO 8601 instant: the hour's or the UTC day's start. */
    period: z.string(),
    interval: z.enum(OUTAGE_INTERVALS),
    merchantId: z.number().int(),
    merchantName: z.string(),
    processorId: z.number().int(),
    currency: z.string(),
    count: z.number().int(),
    amount: z.number().int(),
    responseCodes: z.array(z.object({ code: z.string(), count: z.number().int() })),
    firstAt: z.string(),
    lastAt: z.string(),
  })
  .meta({ id: 'OutagePeriod' });
export type OutagePeriod = z.infer<typeof outagePeriodSchema>;

/** One answer, two views: `detailed` says which. */
export const outageAnswerSchema = z.union([
  z.object({
    detailed: z.literal(false),
    meta: listPageMetaSchema,
    data: z.array(outagePeriodSchema),
  }),
  z.object({
    detailed: z.literal(true),
    meta: listPageMetaSchema,
    data: z.array(outageTransactionSchema),
  }),
]);
export type OutageAnswer = z.infer<typeof outageAnswerSchema>;

/* Interchange (every admin). */

/**
 * Approved card and ACH sales of the range (days of `timezone`, UTC unless told), one merchant
 * or all, per card brand and month (or day); sorted and paged like a list (10 a page).
 */
export const interchangeQuerySchema = listRangeQuerySchema
  .safeExtend({
    merchantid: reportMerchantParam(),
    interval: z
      .enum(INTERCHANGE_INTERVALS)
      .default('month')
      .meta({ description: 'Rows per month (default) or per day' }),
    ...listQuerySchema({
      columns: INTERCHANGE_COLUMNS,
      defaultSort: INTERCHANGE_DEFAULT_SORT,
      defaultPerPage: DEFAULT_PAGE_SIZE,
    }).shape,
  })
  .superRefine(withinAYear);
export type InterchangeQuery = z.output<typeof interchangeQuerySchema>;

const interchangeFigures = {
  count: z.number().int(),
  /** Money in cents. */
  volume: z.number().int(),
  /** What the merchants were charged (the sales' fee_cents). */
  fees: z.number().int(),
  /** What the card networks take, at INTERCHANGE_RATES. */
  interchange: z.number().int(),
  /** fees - interchange. */
  margin: z.number().int(),
};

export const interchangeRowSchema = z
  .object({
    /** 'YYYY-MM' or 'YYYY-MM-DD'. */
    period: z.string(),
    cardBrand: z.string(),
    currency: z.string(),
    ...interchangeFigures,
    /** The rate applied: basis points of the volume plus cents per sale. */
    ratePercentBps: z.number().int(),
    rateFixedCents: z.number().int(),
  })
  .meta({ id: 'InterchangeRow' });
export type InterchangeRow = z.infer<typeof interchangeRowSchema>;

export const interchangeAnswerSchema = z
  .object({
    processorId: z.number().int(),
    meta: listPageMetaSchema,
    data: z.array(interchangeRowSchema),
    /** The whole range per currency (every row, not the page). */
    totals: z.array(z.object({ currency: z.string(), ...interchangeFigures })),
  })
  .meta({ id: 'InterchangeReport' });
export type InterchangeAnswer = z.infer<typeof interchangeAnswerSchema>;
