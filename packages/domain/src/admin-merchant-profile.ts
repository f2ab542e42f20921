import { z } from 'zod';
import {
  HISTORY_COLUMNS,
  HISTORY_DEFAULT_SORT,
  HISTORY_GROUPINGS,
  USERS_HISTORY_GROUPING,
} from './admin-merchant-history-fields';
import { merchantIdParam } from './ids';
import { DEFAULT_PAGE_SIZE } from './list-params';
import { listQuerySchema } from './list-query';

/**
 * The admin merchant profile (part 2 §2 "Merchant profile", §3 "Merchant (profile view)",
 * "Limits", "Merchant alert") and its change history. Amounts are dollars (the spec's limits
 * and balance are dollar figures) in the account's `currency`.
 */

export const adminMerchantParams = z.object({ id: merchantIdParam() });

const named = z.object({ id: z.number().int(), name: z.string() });

/** A beneficial owner/officer: the SSN only as its last four and whether one is stored. */
export const adminMerchantOwnerSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  /** YYYY-MM-DD. */
  date_of_birth: z.string().nullable(),
  phone: z.string().nullable(),
  ssn_last_4: z.string().nullable(),
  /** True when an encrypted SSN is on file (never the ciphertext). */
  ssn_encrypted: z.boolean(),
});

export const ALERT_TYPES = ['information', 'notice', 'warning', 'error'] as const;

/** An active alert of the account (part 2 §3 "Merchant alert"). */
export const adminMerchantAlertSchema = z.object({
  id: z.number().int(),
  type: z.enum(ALERT_TYPES),
  title: z.string(),
  message: z.string(),
});

/** The five limits of part 2 §3, in dollars; null = no limit set. */
export const merchantLimitsSchema = z.object({
  cc_per_transaction_limit: z.number().nullable(),
  cc_per_month_limit: z.number().nullable(),
  ach_per_transaction_limit: z.number().nullable(),
  ach_per_month_limit: z.number().nullable(),
  cc_refund_line_of_credit: z.number().nullable(),
});
export type MerchantLimits = z.infer<typeof merchantLimitsSchema>;

export const fundingHoldsSchema = z.object({
  suspiciousActivity: z.boolean(),
  confirmedFraud: z.boolean(),
  limitsIssue: z.boolean(),
  invalidBankAccount: z.boolean(),
});

export const adminMerchantProfileSchema = z
  .object({
    id: z.number().int(),
    /** Part 2 §4 status number. */
    status: z.number().int(),
    /** ISO 8601, UTC. */
    createdAt: z.string(),
    /** YYYY-MM-DD, when the processor account was created. */
    accountCreateDate: z.string().nullable(),
    /** ISO 8601: since when the account has its status. */
    currentStatusDate: z.string(),
    businessCommonName: z.string(),
    businessLegalName: z.string(),
    /** NP Non-Profit, I Sole-Proprietorship, O Company. */
    businessType: z.enum(['NP', 'I', 'O']),
    countryId: z.string(),
    currency: z.string(),
    partner: named.nullable(),
    processorId: z.number().int(),
    processorName: z.string(),
    processorCanRevert: z.boolean(),
    oldProcessorId: z.number().int().nullable(),
    oldProcessorGatewayId: z.string().nullable(),
    oldProcessorGatewayAltId: z.string().nullable(),
    merchantBalance: z.object({ availableBalance: z.number(), sweepEnabled: z.boolean() }),
    hasFundingHold: z.boolean(),
    holdFirstReportedDate: z.string().nullable(),
    fundingHolds: fundingHoldsSchema.nullable(),
    fundingHoldDesc: z.string().nullable(),
    fundingHoldSetBy: z.string().nullable(),
    fundingHoldSetByUser: z
      .object({ id: z.number().int(), email: z.string(), name: z.string() })
      .nullable(),
    /** An assigned call to action neither completed nor dismissed (the oldest). */
    hasCTA: z.boolean(),
    ctaAssignedAt: z.string().nullable(),
    ctaTitle: z.string().nullable(),
    stackOwned: z.boolean(),
    contacts: z.object({ owners: z.array(adminMerchantOwnerSchema) }),
    softDescriptor: z.string().nullable(),
    payoutDescriptor: z.string().nullable(),
    client: named.nullable(),
    posData: z.record(z.string(), z.unknown()).nullable(),
    webRateName: z.string().nullable(),
    mobileRateName: z.string().nullable(),
    cardBrands: z.array(z.string()),
    settings: z.object({ allow_card_payment: z.boolean(), allow_ach_payment: z.boolean() }),
    enablePosDevices: z.boolean(),
    allowSubscriptions: z.boolean(),
    allowCustomers: z.boolean(),
    allowCheckout: z.boolean(),
    payoutFrequency: z.enum(['daily', 'weekly', 'monthly']),
    payoutAnchor: z.string().nullable(),
    limits: merchantLimitsSchema,
    /** Active alerts, newest first. */
    alerts: z.array(adminMerchantAlertSchema),
  })
  .meta({ id: 'AdminMerchantProfile' });
export type AdminMerchantProfile = z.infer<typeof adminMerchantProfileSchema>;

/** The history lists' query: paging, sort (changedAt), a search of the fields and values. */
const historyListQuery = listQuerySchema({
  columns: HISTORY_COLUMNS,
  defaultSort: HISTORY_DEFAULT_SORT,
  defaultPerPage: DEFAULT_PAGE_SIZE,
});

export const merchantHistoryQuerySchema = historyListQuery.safeExtend({
  filter: z
    .enum(HISTORY_GROUPINGS, { error: `Use a grouping from: ${HISTORY_GROUPINGS.join(', ')}` })
    .optional()
    .meta({ description: 'One grouping; none for every change.' }),
});
export type MerchantHistoryQuery = z.output<typeof merchantHistoryQuerySchema>;

export const usersHistoryQuerySchema = historyListQuery;
export type UsersHistoryQuery = z.output<typeof usersHistoryQuerySchema>;

/** One changed field (merchant_change_history). */
export const merchantHistoryEntrySchema = z
  .object({
    id: z.number().int(),
    /** ISO 8601, UTC. */
    changedAt: z.string(),
    /** The e-mail of whoever made the change (an admin or the merchant's user). */
    changedBy: z.string(),
    grouping: z.enum(HISTORY_GROUPINGS),
    field: z.string(),
    oldValue: z.string().nullable(),
    newValue: z.string().nullable(),
  })
  .meta({ id: 'MerchantHistoryEntry' });
export type MerchantHistoryEntry = z.infer<typeof merchantHistoryEntrySchema>;

/**
 * One change to a user of the account, from the audit log: `field` is the action
 * (team-invite, team-update, team-remove), the values summarise access, admin role and
 * permissions before and after.
 */
export const usersHistoryEntrySchema = merchantHistoryEntrySchema
  .extend({
    grouping: z.literal(USERS_HISTORY_GROUPING),
    userId: z.number().int().nullable(),
    userEmail: z.string().nullable(),
  })
  .meta({ id: 'MerchantUsersHistoryEntry' });
export type UsersHistoryEntry = z.infer<typeof usersHistoryEntrySchema>;
