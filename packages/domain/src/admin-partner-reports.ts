import { z } from 'zod';
import {
  ADMIN_SUBSCRIPTION_COLUMNS,
  ADMIN_SUBSCRIPTION_DEFAULT_SORT,
  CHECKOUT_OVERVIEW_COLUMNS,
  CHECKOUT_OVERVIEW_DEFAULT_SORT,
  CLIENT_COLUMNS,
  CLIENT_DEFAULT_SORT,
  DEFAULT_REPORT_CURRENCY,
  PARTNER_REPORT_MESSAGES as M,
  REPORT_CURRENCIES,
  RESIDUAL_COLUMNS,
  RESIDUAL_DEFAULT_SORT,
  VOLUME_OVERVIEW_COLUMNS,
  VOLUME_OVERVIEW_DEFAULT_SORT,
  VOLUME_REPORT_COLUMNS,
  VOLUME_REPORT_DEFAULT_SORT,
  VOLUME_TYPES,
} from './admin-partner-report-fields';
import { spansAYearAtMost } from './date-picker-rules';
import { COUNTRY_CODES } from './field-checks';
import { idParam, MAX_ID, merchantIdParam } from './ids';
import { DEFAULT_PAGE_SIZE } from './list-params';
import { listPageEnvelope, listQuerySchema } from './list-query';
import { subscriptionListQuerySchema, subscriptionRowSchema } from './subscriptions';
import {
  isWallClockTime,
  listRangeQuerySchema,
  RANGE_LIMIT_MESSAGE,
  START_AFTER_END_MESSAGE,
  wallClockTimeSchema,
  withTime,
} from './wall-clock';

/**
 * The partner reports of the back office (part 2 §2 partner-volume, residual-fees,
 * subscriptions, payment-links-overview; §7 "Volume reports", residual fees, subscriptions,
 * merchants/checkout/download): queries and answers. Every figure is defined in
 * docs/reports.md; money in integer cents.
 */

/** A client's or partner's id in a path or query (the provider's objects, not a merchant's). */
const clientId = (description: string) => idParam('client', description);
const partnerId = (description: string) => idParam('partner', description);

const merchantFilter = merchantIdParam().optional().meta({
  description:
    "Only this merchant account (the profile's quick actions preselect it); an unknown id answers 404.",
});

const processorFilter = z
  .enum(['2', '3'], { error: M.processor })
  .transform(Number)
  .optional()
  .meta({
    description: '2 = the older card processor, 3 = the newer one',
    'x-object': 'processor',
  });

const currencyFilter = z
  .enum(REPORT_CURRENCIES, { error: M.currency })
  .default(DEFAULT_REPORT_CURRENCY)
  .meta({ description: 'Merchants paid in this currency (part 2 §9: default USD)' });

/** A business country (USA, CAN, GBR, AUS, NZL): the reports' `country`. */
export const countryFilter = z.enum(COUNTRY_CODES, { error: M.country });

/** Reports read from the daily rollups, whose days are UTC: the range is whole UTC days. */
const utcOnly = z
  .literal('UTC', { error: M.utcOnly })
  .default('UTC')
  .meta({ description: 'Always UTC: these reports read the daily rollups, whose days are UTC.' });

/**
 * A range of whole UTC days read from the rollups: `start_date` and `end_date` ('YYYY-MM-DD',
 * a time of day is ignored) are both optional (default: the month to date), a year at most.
 */
const rollupRangeSchema = z.object({
  start_date: wallClockTimeSchema
    .optional()
    .meta({ description: 'First UTC day (default: the first of this month)' }),
  end_date: wallClockTimeSchema.optional().meta({ description: 'Last UTC day (default: today)' }),
  timezone: utcOnly,
});

function checkYearRange(
  query: { start_date?: string | undefined; end_date?: string | undefined },
  context: z.RefinementCtx,
) {
  if (!isWallClockTime(query.start_date) || !isWallClockTime(query.end_date)) return;
  const start = withTime(query.start_date, '00:00:00');
  const end = withTime(query.end_date, '23:59:59');
  if (start > end) {
    context.addIssue({ code: 'custom', path: ['start_date'], message: START_AFTER_END_MESSAGE });
  } else if (!spansAYearAtMost({ from: start.slice(0, 10), to: end.slice(0, 10) })) {
    context.addIssue({ code: 'custom', path: ['start_date'], message: RANGE_LIMIT_MESSAGE });
  }
}

/** The merchants a volume figure counts: country, client, processor, partner, one merchant. */
const merchantSetFilters = {
  merchantid: merchantFilter,
  currency: currencyFilter,
  country: countryFilter.optional(),
  client_id: clientId('Only merchants of this client').optional(),
  partner_id: partnerId('Only merchants of this partner').optional(),
  processorId: processorFilter,
};

// ---------------------------------------------------------------------------------------------
// Clients.

export const clientListQuerySchema = listQuerySchema({
  columns: CLIENT_COLUMNS,
  defaultSort: CLIENT_DEFAULT_SORT,
  defaultPerPage: DEFAULT_PAGE_SIZE,
});
export type ClientListQuery = z.output<typeof clientListQuerySchema>;

export const clientRowSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    /** Merchant accounts of the client. */
    merchants: z.number().int(),
    /** Of them, those in status Active (1). */
    activeMerchants: z.number().int(),
    /** ISO 8601, UTC. */
    createdAt: z.string(),
  })
  .meta({ id: 'ClientRow' });
export type ClientRow = z.infer<typeof clientRowSchema>;

// ---------------------------------------------------------------------------------------------
// Volume per partner, and per partner and merchant.

export const volumeOverviewQuerySchema = rollupRangeSchema
  .safeExtend({
    ...listQuerySchema({
      columns: VOLUME_OVERVIEW_COLUMNS,
      defaultSort: VOLUME_OVERVIEW_DEFAULT_SORT,
      defaultPerPage: DEFAULT_PAGE_SIZE,
    }).shape,
    ...merchantSetFilters,
  })
  .superRefine(checkYearRange);
export type VolumeOverviewQuery = z.output<typeof volumeOverviewQuerySchema>;

const volumeFigures = {
  /** Approved, unvoided sales in the range. */
  transactions: z.number().int(),
  /** Their gross amount, cents. */
  volume: z.number().int(),
  /** Approved refunds in the range, cents (positive). */
  refunds: z.number().int(),
  /** Every fee the ledger charged in the range, cents. */
  fees: z.number().int(),
};

export const volumeOverviewRowSchema = z
  .object({
    /** null: merchants without a partner. */
    partnerId: z.number().int().nullable(),
    partnerName: z.string(),
    /** The partner's merchant accounts matching the filters. */
    merchants: z.number().int(),
    /** Of them, those with at least one sale in the range. */
    activeMerchants: z.number().int(),
    ...volumeFigures,
    currency: z.string(),
  })
  .meta({ id: 'PartnerVolumeRow' });
export type VolumeOverviewRow = z.infer<typeof volumeOverviewRowSchema>;

/** The range the figures cover, as the server read it (whole UTC days). */
const readRange = {
  start_date: z.string(),
  end_date: z.string(),
  currency: z.string(),
};

export const volumeOverviewSchema = listPageEnvelope(volumeOverviewRowSchema).extend({
  /** Every row of the filter (not only the page's). */
  totals: z.object({
    merchants: z.number().int(),
    activeMerchants: z.number().int(),
    ...volumeFigures,
  }),
  range: z.object(readRange),
});

export const volumeReportQuerySchema = rollupRangeSchema
  .safeExtend({
    ...listQuerySchema({
      columns: VOLUME_REPORT_COLUMNS,
      defaultSort: VOLUME_REPORT_DEFAULT_SORT,
      defaultPerPage: DEFAULT_PAGE_SIZE,
    }).shape,
    ...merchantSetFilters,
  })
  .superRefine(checkYearRange);
export type VolumeReportQuery = z.output<typeof volumeReportQuerySchema>;

export const volumeReportRowSchema = z
  .object({
    merchantId: z.number().int(),
    merchantName: z.string(),
    partnerId: z.number().int().nullable(),
    partnerName: z.string(),
    clientName: z.string().nullable(),
    country: z.string(),
    processorId: z.number().int(),
    ...volumeFigures,
    currency: z.string(),
  })
  .meta({ id: 'PartnerMerchantVolumeRow' });
export type VolumeReportRow = z.infer<typeof volumeReportRowSchema>;

export const volumeReportSchema = listPageEnvelope(volumeReportRowSchema).extend({
  range: z.object(readRange),
});

// ---------------------------------------------------------------------------------------------
// The 16-month volume report and the accounts report.

export const pastMonthsVolumeParams = z.object({
  country: countryFilter,
  type: z.enum(VOLUME_TYPES, { error: M.type }),
});
export const pastMonthsVolumeClientParams = pastMonthsVolumeParams.extend({
  client: clientId('Only merchants of this client'),
});

export const pastMonthsQuerySchema = z.object({
  processorId: processorFilter,
  merchantid: merchantFilter,
  download: z.enum(['csv']).optional(),
});
export type PastMonthsQuery = z.output<typeof pastMonthsQuerySchema>;

export const pastMonthsVolumeSchema = z
  .object({
    country: z.string(),
    type: z.enum(VOLUME_TYPES),
    /** The country's currency: every amount is in it. */
    currency: z.string(),
    clientId: z.number().int().nullable(),
    /** 'YYYY-MM', oldest first: the current UTC month and the 15 before it. */
    months: z.array(z.string()),
    rows: z.array(
      z.object({
        partnerId: z.number().int().nullable(),
        partnerName: z.string(),
        merchants: z.number().int(),
        /** Cents per month, in the order of `months`. */
        volumes: z.array(z.number().int()),
        total: z.number().int(),
      }),
    ),
    totals: z.object({
      merchants: z.number().int(),
      volumes: z.array(z.number().int()),
      total: z.number().int(),
    }),
  })
  .meta({ id: 'PastMonthsVolumeReport' });
export type PastMonthsVolume = z.infer<typeof pastMonthsVolumeSchema>;

export const pastMonthsAccountsParams = z.object({ country: countryFilter });
export const pastMonthsAccountsClientParams = pastMonthsAccountsParams.extend({
  client: clientId('Only merchants of this client'),
});

export const pastMonthsAccountsSchema = z
  .object({
    country: z.string(),
    clientId: z.number().int().nullable(),
    months: z.array(
      z.object({
        /** 'YYYY-MM' (UTC), oldest first. */
        month: z.string(),
        /** Accounts created in the month. */
        created: z.number().int(),
        /** Accounts whose first sale was in the month. */
        activated: z.number().int(),
        /** Accounts closed (status 33 or 133) in the month. */
        closed: z.number().int(),
        /** Accounts created, with a sale and not closed by the month's end. */
        activeAtMonthEnd: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'PastMonthsAccountsReport' });
export type PastMonthsAccounts = z.infer<typeof pastMonthsAccountsSchema>;

// ---------------------------------------------------------------------------------------------
// Residual fees.

const residualFilters = {
  merchantid: merchantFilter,
  currency: currencyFilter,
  partner_id: partnerId('Only this partner').optional(),
};

export const residualQuerySchema = rollupRangeSchema
  .safeExtend({
    ...listQuerySchema({
      columns: RESIDUAL_COLUMNS,
      defaultSort: RESIDUAL_DEFAULT_SORT,
      defaultPerPage: DEFAULT_PAGE_SIZE,
    }).shape,
    ...residualFilters,
  })
  .superRefine(checkYearRange);
export type ResidualQuery = z.output<typeof residualQuerySchema>;

const residualFigures = {
  transactions: z.number().int(),
  volume: z.number().int(),
  /** What the merchants paid: the ledger's fees, cents. */
  fees: z.number().int(),
  /** The processing cost at the merchants' residual rates (their fees when they have none). */
  cost: z.number().int(),
  /** fees - cost: owed to the partner. */
  residual: z.number().int(),
};

export const residualRowSchema = z
  .object({
    /** 'YYYY-MM' (UTC). */
    month: z.string(),
    partnerId: z.number().int().nullable(),
    partnerName: z.string(),
    /** Merchants of the partner with fees or sales in the month. */
    merchants: z.number().int(),
    /** Of them, those whose rate has no residual rate (they owe no residual). */
    unpricedMerchants: z.number().int(),
    ...residualFigures,
    currency: z.string(),
  })
  .meta({ id: 'ResidualFeeRow' });
export type ResidualRow = z.infer<typeof residualRowSchema>;

export const residualListSchema = listPageEnvelope(residualRowSchema).extend({
  totals: z.object(residualFigures),
  range: z.object(readRange),
});

export const residualOverviewQuerySchema = rollupRangeSchema
  .safeExtend(residualFilters)
  .superRefine(checkYearRange);
export type ResidualOverviewQuery = z.output<typeof residualOverviewQuerySchema>;

export const residualOverviewSchema = z
  .object({
    ...readRange,
    months: z.array(
      z.object({
        month: z.string(),
        /** Partners with a row in the month. */
        partners: z.number().int(),
        merchants: z.number().int(),
        ...residualFigures,
      }),
    ),
    totals: z.object(residualFigures),
  })
  .meta({ id: 'ResidualFeesOverview' });
export type ResidualOverview = z.infer<typeof residualOverviewSchema>;

// ---------------------------------------------------------------------------------------------
// Subscriptions of every merchant.

export const adminSubscriptionListQuerySchema = listRangeQuerySchema
  .safeExtend({
    ...subscriptionListQuerySchema.shape,
    ...listQuerySchema({
      columns: ADMIN_SUBSCRIPTION_COLUMNS,
      defaultSort: ADMIN_SUBSCRIPTION_DEFAULT_SORT,
      defaultPerPage: DEFAULT_PAGE_SIZE,
    }).shape,
    merchantid: merchantFilter,
  })
  .superRefine((query, context) => {
    if (query.next_run_from && query.next_run_to && query.next_run_from > query.next_run_to) {
      context.addIssue({
        code: 'custom',
        path: ['next_run_from'],
        message: START_AFTER_END_MESSAGE,
      });
    }
  });
export type AdminSubscriptionListQuery = z.output<typeof adminSubscriptionListQuerySchema>;

export const adminSubscriptionRowSchema = subscriptionRowSchema
  .extend({ merchantName: z.string() })
  .meta({ id: 'AdminSubscriptionRow' });
export type AdminSubscriptionRow = z.infer<typeof adminSubscriptionRowSchema>;

export const adminSubscriptionParams = z.object({
  merchantId: merchantIdParam(),
  subscriptionId: idParam('subscription', 'A subscription of that merchant'),
});

// ---------------------------------------------------------------------------------------------
// Payment links overview.

const merchantIdList = z
  .string()
  .max(2_000)
  .transform((text, context) => {
    const parts = [...new Set(text.split(',').map((part) => part.trim()))].filter(Boolean);
    const ids = parts.map(Number);
    if (
      parts.length === 0 ||
      parts.some((part) => !/^[1-9]\d{0,9}$/.test(part)) ||
      ids.some((id) => id > MAX_ID)
    ) {
      context.addIssue({ code: 'custom', message: 'Use merchant ids separated by commas' });
    }
    return ids;
  })
  .meta({ description: 'Only these merchant accounts: ids separated by commas' });

export const checkoutOverviewQuerySchema = listRangeQuerySchema
  .safeExtend({
    ...listQuerySchema({
      columns: CHECKOUT_OVERVIEW_COLUMNS,
      defaultSort: CHECKOUT_OVERVIEW_DEFAULT_SORT,
      defaultPerPage: DEFAULT_PAGE_SIZE,
    }).shape,
    merchantid: merchantFilter,
    all_merchants: z
      .enum(['true', '1'], { error: M.allMerchants })
      .optional()
      .meta({ description: 'Every merchant with checkout (the default)' }),
    merchant_ids: merchantIdList.optional(),
  })
  .superRefine((query, context) => {
    if (query.all_merchants && query.merchant_ids) {
      context.addIssue({ code: 'custom', path: ['merchant_ids'], message: M.merchantChoice });
    }
    if (
      isWallClockTime(query.start_date) &&
      isWallClockTime(query.end_date) &&
      withTime(query.start_date, '00:00:00') > withTime(query.end_date, '23:59:59')
    ) {
      context.addIssue({ code: 'custom', path: ['start_date'], message: START_AFTER_END_MESSAGE });
    }
  });
export type CheckoutOverviewQuery = z.output<typeof checkoutOverviewQuerySchema>;

export const checkoutOverviewRowSchema = z
  .object({
    merchantId: z.number().int(),
    merchantName: z.string(),
    /** The merchant's allowCheckout now. */
    checkoutEnabled: z.boolean(),
    links: z.number().int(),
    /** States now (the merchant checkout's): active, expired, deactivated, limit reached. */
    activeLinks: z.number().int(),
    expiredLinks: z.number().int(),
    deactivatedLinks: z.number().int(),
    limitReachedLinks: z.number().int(),
    /** Approved sales through the merchant's links in the range. */
    payments: z.number().int(),
    /** Their gross, cents. */
    volume: z.number().int(),
    /** Active links that took a payment in the range. */
    linksPaid: z.number().int(),
    /** linksPaid / activeLinks (0 to 1, four decimals; 0 without active links). */
    conversion: z.number(),
    currency: z.string(),
  })
  .meta({ id: 'PaymentLinksOverviewRow' });
export type CheckoutOverviewRow = z.infer<typeof checkoutOverviewRowSchema>;
