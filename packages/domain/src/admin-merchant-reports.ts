import { z } from 'zod';
import { FUNDING_HOLD_REASONS } from './admin-merchant-actions';
import {
  EMAIL_EVENTS,
  EMAIL_HISTORY_COLUMNS,
  EMAIL_HISTORY_DEFAULT_SORT,
  FUNDING_HOLD_COLUMNS,
  FUNDING_HOLD_DEFAULT_SORT,
  INVALID_1099K_COLUMNS,
  INVALID_1099K_DEFAULT_SORT,
  LIMIT_COLUMNS,
  LIMIT_DEFAULT_SORT,
  ADMIN_MERCHANT_REPORT_MESSAGES as MESSAGES,
  PENDING_ACCOUNT_COLUMNS,
  PENDING_ACCOUNT_DEFAULT_SORT,
  PENDING_KINDS,
  PENDING_MIGRATION_COLUMNS,
  PENDING_MIGRATION_DEFAULT_SORT,
  TAX_DATA_CHECKS,
} from './admin-merchant-report-fields';
import { merchantStatusParam, perPageAlias, spellingsOfTheSpec } from './admin-merchants';
import { countryFilter } from './admin-partner-reports';
import { reportMerchantParam } from './admin-transaction-reports';
import { APPLICATION_STATUSES } from './applications';
import { isValidEmail } from './email';
import { idParam } from './ids';
import { DEFAULT_PAGE_SIZE } from './list-params';
import { listQuerySchema } from './list-query';
import { listRangeQuerySchema, timeZoneSchema } from './wall-clock';

/**
 * The back office's merchant reports (part 2 §2, §7): funding hold, invalid 1099k, pending
 * accounts, limits, the e-mail history and pending migrations, each over every merchant or one
 * (`merchantid`; an unknown id answers 404). Money is in cents with the merchant's currency.
 * Columns and definitions: docs/reports.md.
 */

const paging = <K extends string>(
  columns: readonly { key: K; label: string; sortable?: boolean }[],
  defaultSort: string,
) => listQuerySchema({ columns, defaultSort, defaultPerPage: DEFAULT_PAGE_SIZE }).shape;

const nullableCents = z.number().int().nullable();

/* Funding hold ------------------------------------------------------------------------------ */

/** The range (`start_date`, `end_date`, `timezone`) is the day the hold was first reported. */
export const fundingHoldQuerySchema = listRangeQuerySchema.safeExtend({
  ...paging(FUNDING_HOLD_COLUMNS, FUNDING_HOLD_DEFAULT_SORT),
  merchantid: reportMerchantParam(),
  reason: z
    .enum(FUNDING_HOLD_REASONS, {
      error: `Use a funding hold reason: ${FUNDING_HOLD_REASONS.join(', ')}`,
    })
    .optional()
    .meta({ description: 'Only holds with this reason (other: a hold with a written reason).' }),
});
export type FundingHoldQuery = z.output<typeof fundingHoldQuerySchema>;

export const fundingHoldRowSchema = z
  .object({
    id: z.number().int(),
    businessCommonName: z.string(),
    businessLegalName: z.string(),
    status: z.number().int(),
    processorId: z.number().int(),
    processorName: z.string(),
    /** The reason flags of part 2 §3 fundingHolds that are set. */
    reasons: z.array(z.enum(FUNDING_HOLD_REASONS)),
    /** The written reason ('other'), if any. */
    otherReason: z.string().nullable(),
    /** Who placed the hold (the admin's e-mail), and their name when the user still exists. */
    setBy: z.string().nullable(),
    setByName: z.string().nullable(),
    /** ISO 8601 instant. */
    holdFirstReportedDate: z.string().nullable(),
    /** Whole days from the first report to now. */
    daysOnHold: z.number().int().nullable(),
    /** The profile's 'Held Balance' (cents). */
    heldBalance: z.number().int(),
    /** What the ledger has not settled yet (cents): approved sales less refunds, returns and fees, less batches. */
    unsettledNet: z.number().int(),
    currency: z.string(),
  })
  .meta({ id: 'FundingHoldRow' });
export type FundingHoldRow = z.infer<typeof fundingHoldRowSchema>;

/* Invalid 1099k ----------------------------------------------------------------------------- */

/** The range is the volume's (a merchant without volume in it is left out). */
export const invalid1099kQuerySchema = listRangeQuerySchema.safeExtend({
  ...paging(INVALID_1099K_COLUMNS, INVALID_1099K_DEFAULT_SORT),
  merchantid: reportMerchantParam(),
  check: z
    .enum(TAX_DATA_CHECKS, { error: MESSAGES.check })
    .optional()
    .meta({ description: 'Only merchants failing this check.' }),
});
export type Invalid1099kQuery = z.output<typeof invalid1099kQuerySchema>;

export const invalid1099kRowSchema = z
  .object({
    id: z.number().int(),
    businessCommonName: z.string(),
    businessLegalName: z.string(),
    /** NP, I (sole proprietor) or O. */
    businessType: z.string(),
    status: z.number().int(),
    processorId: z.number().int(),
    /** The EIN's last four digits, when it has 4 or more. */
    einLastFour: z.string().nullable(),
    failedChecks: z.array(z.enum(TAX_DATA_CHECKS)),
    /** Approved sale volume in the range (cents) and its count. */
    volume: z.number().int(),
    count: z.number().int(),
    currency: z.string(),
  })
  .meta({ id: 'Invalid1099kRow' });
export type Invalid1099kRow = z.infer<typeof invalid1099kRowSchema>;

/* Pending accounts -------------------------------------------------------------------------- */

/** No date range: every application and merchant still waiting, whenever it started. */
export const pendingAccountsQuerySchema = z.object({
  ...paging(PENDING_ACCOUNT_COLUMNS, PENDING_ACCOUNT_DEFAULT_SORT),
  merchantid: reportMerchantParam(),
  kind: z
    .enum(PENDING_KINDS, { error: MESSAGES.kind })
    .optional()
    .meta({ description: 'Only applications, or only merchants.' }),
  timezone: timeZoneSchema.default('UTC'),
});
export type PendingAccountsQuery = z.output<typeof pendingAccountsQuerySchema>;

export const pendingAccountRowSchema = z
  .object({
    kind: z.enum(PENDING_KINDS),
    /** The application's or the merchant's id. */
    id: z.number().int(),
    name: z.string(),
    legalName: z.string(),
    /** The status as shown: the merchant status label, or the application's. */
    status: z.string(),
    /** The merchant's status number (null for an application). */
    merchantStatus: z.number().int().nullable(),
    /** The application's status (null for a merchant). */
    applicationStatus: z.enum(APPLICATION_STATUSES).nullable(),
    processorId: z.number().int().nullable(),
    /** ISO 8601: an application's submission (its start while a draft), a merchant's creation. */
    submittedAt: z.string(),
    /** ISO 8601: since when it waits (an application's submission, a merchant's current status). */
    waitingSince: z.string(),
    daysWaiting: z.number().int(),
    partner: z.string().nullable(),
    ownerEmail: z.string().nullable(),
  })
  .meta({ id: 'PendingAccountRow' });
export type PendingAccountRow = z.infer<typeof pendingAccountRowSchema>;

/* Limits ------------------------------------------------------------------------------------ */

const usedOverParam = z
  .string()
  .regex(/^(0|[1-9]\d{0,2}|1000)$/, MESSAGES.usedOver)
  .transform(Number)
  .refine((n) => n <= 1000, MESSAGES.usedOver)
  .meta({ description: 'Only merchants that used more than this percent of a monthly limit.' });

/** No date range: the current calendar month of each merchant's own time zone. */
export const limitsQuerySchema = z.object({
  ...paging(LIMIT_COLUMNS, LIMIT_DEFAULT_SORT),
  merchantid: reportMerchantParam(),
  used_over: usedOverParam.optional(),
  timezone: timeZoneSchema.default('UTC'),
});
export type LimitsQuery = z.output<typeof limitsQuerySchema>;

export const limitRowSchema = z
  .object({
    id: z.number().int(),
    businessCommonName: z.string(),
    status: z.number().int(),
    processorId: z.number().int(),
    currency: z.string(),
    /** The merchant's zone, whose calendar month the usage counts. */
    timezone: z.string(),
    /** The first day of that month, YYYY-MM-DD. */
    monthStart: z.string(),
    ccPerTransactionLimit: nullableCents,
    ccPerMonthLimit: nullableCents,
    achPerTransactionLimit: nullableCents,
    achPerMonthLimit: nullableCents,
    ccRefundLineOfCredit: nullableCents,
    /** Approved card and ACH sale volume this month (cents). */
    cardVolume: z.number().int(),
    achVolume: z.number().int(),
    /** Percent of the monthly limit used (2 decimals); null without a limit. */
    cardPercentUsed: z.number().nullable(),
    achPercentUsed: z.number().nullable(),
    /** The larger of the two. */
    percentUsed: z.number().nullable(),
  })
  .meta({ id: 'LimitRow' });
export type LimitRow = z.infer<typeof limitRowSchema>;

/* Pending migrations ------------------------------------------------------------------------ */

/**
 * No date range: the merchants still on the older processor now. `per_page` (part 2 §7's
 * name) wins over `perPage`; `timezone` is the CSV's Created date's.
 */
export const pendingMigrationsQuerySchema = z
  .object({
    ...paging(PENDING_MIGRATION_COLUMNS, PENDING_MIGRATION_DEFAULT_SORT),
    merchantid: reportMerchantParam(),
    status: merchantStatusParam.optional(),
    partner_id: idParam('partner', 'Only merchants of this partner').optional(),
    country: countryFilter
      .optional()
      .meta({ description: 'Only merchants whose business country is this one.' }),
    per_page: perPageAlias.optional(),
    timezone: timeZoneSchema.default('UTC'),
  })
  .overwrite(spellingsOfTheSpec);
export type PendingMigrationsQuery = z.output<typeof pendingMigrationsQuerySchema>;

export const pendingMigrationRowSchema = z
  .object({
    id: z.number().int(),
    businessCommonName: z.string(),
    businessLegalName: z.string(),
    status: z.number().int(),
    /** Always 2 (the older processor) today; the pill and the name read it. */
    processorId: z.number().int(),
    processorName: z.string(),
    partnerId: z.number().int().nullable(),
    /** The partner's name; null without one. */
    partner: z.string().nullable(),
    /** The business country's code (USA, CAN, ...). */
    country: z.string(),
    currency: z.string(),
    /** ISO 8601 instant. */
    createdAt: z.string(),
    /** Approved, unvoided sale volume (cents) and its count, of the previous UTC calendar month. */
    lastMonthVolume: z.number().int(),
    lastMonthSales: z.number().int(),
    /** The same of the current UTC month to date. */
    thisMonthVolume: z.number().int(),
    thisMonthSales: z.number().int(),
    hasFundingHold: z.boolean(),
    /** `processor_can_revert`: the merchant can go back to its old processor. */
    processorCanRevert: z.boolean(),
  })
  .meta({ id: 'PendingMigrationRow' });
export type PendingMigrationRow = z.infer<typeof pendingMigrationRowSchema>;

/* Email history ----------------------------------------------------------------------------- */

const emailParam = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .refine(
    (value) =>
      value.endsWith('*')
        ? value.length > 1 && !value.slice(0, -1).includes('*')
        : isValidEmail(value),
    MESSAGES.email,
  )
  .meta({ description: 'The recipient: a whole address, or its start followed by * (jo*).' });

/** The range is the event's day. `search` finds the recipient by the start of the address. */
export const emailHistoryQuerySchema = listRangeQuerySchema.safeExtend({
  ...paging(EMAIL_HISTORY_COLUMNS, EMAIL_HISTORY_DEFAULT_SORT),
  merchantid: reportMerchantParam(),
  email: emailParam.optional(),
  event: z.enum(EMAIL_EVENTS, { error: MESSAGES.event }).optional(),
});
export type EmailHistoryQuery = z.output<typeof emailHistoryQuerySchema>;

export const emailHistoryRowSchema = z
  .object({
    id: z.number().int(),
    /** ISO 8601 instant of the event. */
    at: z.string(),
    email: z.string(),
    event: z.string(),
    subject: z.string(),
    merchantId: z.number().int().nullable(),
    merchantName: z.string().nullable(),
  })
  .meta({ id: 'EmailHistoryRow' });
export type EmailHistoryRow = z.infer<typeof emailHistoryRowSchema>;
