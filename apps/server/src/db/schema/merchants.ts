import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** Funding hold reasons of part 2 §5, as the flags of part 2 §3 fundingHolds. */
export type FundingHolds = {
  suspiciousActivity: boolean;
  confirmedFraud: boolean;
  limitsIssue: boolean;
  invalidBankAccount: boolean;
};

/** Merchant accounts: every profile field of part 1 §3 "Merchant account" and part 2 §3. */
export const merchants = pgTable(
  'merchants',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100001 }),
    status: smallint('status').notNull().default(1),
    statusSince: timestamp('status_since', { withTimezone: true }).notNull().defaultNow(),
    businessCommonName: text('business_common_name').notNull(),
    businessLegalName: text('business_legal_name').notNull(),
    businessAddress1: text('business_address1').notNull().default(''),
    businessAddress2: text('business_address2').notNull().default(''),
    businessCity: text('business_city').notNull().default(''),
    businessState: text('business_state').notNull().default(''),
    businessZip: text('business_zip').notNull().default(''),
    businessCountry: text('business_country').notNull().default('USA'),
    /** 2 = the older card processor, 3 = the newer one (part 2 §9). */
    processorId: smallint('processor_id').notNull().default(3),
    enablePosDevices: boolean('enable_pos_devices').notNull().default(false),
    allowSubscriptions: boolean('allow_subscriptions').notNull().default(false),
    allowCustomers: boolean('allow_customers').notNull().default(false),
    allowCheckout: boolean('allow_checkout').notNull().default(false),
    ownedByProvider: boolean('owned_by_provider').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** NP Non-Profit, I Sole-Proprietorship, O Company (part 2 §3). */
    businessType: text('business_type', { enum: ['NP', 'I', 'O'] })
      .notNull()
      .default('O'),
    businessEin: text('business_ein').notNull().default(''),
    businessPhone: text('business_phone'),
    timezone: text('timezone').notNull().default('America/New_York'),
    currency: text('currency').notNull().default('USD'),
    partnerId: integer('partner_id'),
    /**
     * Sort keys of the back office's merchants list, kept by triggers (migration 0020): the
     * partner's name, and the last name of the first beneficial owner (else the primary
     * contact); '' when there is none. They let the list seek a page by an index.
     */
    partnerSortName: text('partner_sort_name').notNull().default(''),
    ownerSortName: text('owner_sort_name').notNull().default(''),
    clientId: integer('client_id'),
    /** The processor before a migration (2 older, 3 newer) and its gateway ids. */
    oldProcessorId: smallint('old_processor_id'),
    oldProcessorGatewayId: text('old_processor_gateway_id'),
    oldProcessorGatewayAltId: text('old_processor_gateway_alt_id'),
    processorCanRevert: smallint('processor_can_revert').notNull().default(0),
    processorGatewayId: text('processor_gateway_id'),
    availableBalanceCents: bigint('available_balance_cents', { mode: 'number' })
      .notNull()
      .default(0),
    sweepEnabled: boolean('sweep_enabled').notNull().default(true),
    hasFundingHold: boolean('has_funding_hold').notNull().default(false),
    holdFirstReportedDate: timestamp('hold_first_reported_date', { withTimezone: true }),
    fundingHolds: jsonb('funding_holds').$type<FundingHolds>(),
    fundingHoldDesc: text('funding_hold_desc'),
    fundingHoldSetBy: text('funding_hold_set_by'),
    fundingHoldSetByUserId: integer('funding_hold_set_by_user_id'),
    payoutFrequency: text('payout_frequency', { enum: ['daily', 'weekly', 'monthly'] })
      .notNull()
      .default('daily'),
    payoutAnchor: text('payout_anchor'),
    softDescriptor: text('soft_descriptor'),
    payoutDescriptor: text('payout_descriptor'),
    webRateName: text('web_rate_name'),
    mobileRateName: text('mobile_rate_name'),
    rateId: integer('rate_id'),
    stackOwned: boolean('stack_owned').notNull().default(false),
    allowCardPayment: boolean('allow_card_payment').notNull().default(true),
    allowAchPayment: boolean('allow_ach_payment').notNull().default(true),
    useDestinationPayments: boolean('use_destination_payments').notNull().default(false),
    dualProcessorRefunds: boolean('dual_processor_refunds').notNull().default(false),
    refundsAndVoids: boolean('refunds_and_voids').notNull().default(true),
    disputeHandling: boolean('dispute_handling').notNull().default(true),
    smallDollarTransaction: boolean('small_dollar_transaction').notNull().default(false),
    notificationSettings: jsonb('notification_settings').$type<Record<string, boolean>>(),
    posData: jsonb('pos_data').$type<Record<string, unknown>>(),
    cardBrands: text('card_brands').array(),
    /** Limits of part 2 §3, in cents. */
    ccPerTransactionLimitCents: bigint('cc_per_transaction_limit_cents', { mode: 'number' }),
    ccPerMonthLimitCents: bigint('cc_per_month_limit_cents', { mode: 'number' }),
    achPerTransactionLimitCents: bigint('ach_per_transaction_limit_cents', { mode: 'number' }),
    achPerMonthLimitCents: bigint('ach_per_month_limit_cents', { mode: 'number' }),
    ccRefundLineOfCreditCents: bigint('cc_refund_line_of_credit_cents', { mode: 'number' }),
    /** Banking: the full account and routing numbers are encrypted (AES-256-GCM). */
    bankName: text('bank_name'),
    bankAccountType: text('bank_account_type', { enum: ['checking', 'savings'] }),
    bankAccountOwnershipType: text('bank_account_ownership_type', {
      enum: ['personal', 'business'],
    }),
    bankAccountNumberEncrypted: text('bank_account_number_encrypted'),
    bankAccountNumberLastFour: text('bank_account_number_last_four'),
    bankRoutingNumberEncrypted: text('bank_routing_number_encrypted'),
    bankRoutingNumberLastFour: text('bank_routing_number_last_four'),
    /** Keyed hashes (HMAC) of the routing and account numbers: the bank watch list matches on them. */
    bankRoutingNumberHash: text('bank_routing_number_hash'),
    bankAccountNumberHash: text('bank_account_number_hash'),
    requestHashKey: text('request_hash_key'),
    /** When the processor accepted the beneficial-owner data (part 2 §4: sent once). */
    beneficialDataSentAt: timestamp('beneficial_data_sent_at', { withTimezone: true }),
    /** When an admin accepted the newer processor's terms of service for the merchant. */
    tosAcceptedAt: timestamp('tos_accepted_at', { withTimezone: true }),
    accountCreateDate: date('account_create_date', { mode: 'string' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('merchants_business_common_name_idx').on(t.businessCommonName, t.id),
    index('merchants_business_legal_name_idx').on(t.businessLegalName, t.id),
    index('merchants_status_idx').on(t.status, t.id),
    index('merchants_processor_idx').on(t.processorId, t.status),
    index('merchants_partner_idx').on(t.partnerId),
    index('merchants_partner_sort_idx').on(t.partnerSortName, t.id),
    index('merchants_owner_sort_idx').on(t.ownerSortName, t.id),
    index('merchants_created_idx').on(t.createdAt),
    index('merchants_funding_hold_idx').on(t.hasFundingHold),
    index('merchants_bank_routing_hash_idx').on(
      t.bankRoutingNumberHash,
      t.bankAccountNumberLastFour,
    ),
  ],
);
