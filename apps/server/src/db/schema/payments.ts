import { OUTAGE_RESPONSE_CODE_KEYS } from '@paydesk/domain/admin-dispute-report-fields';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgSequence,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { merchants } from './merchants';

const cents = (name: string) => bigint(name, { mode: 'number' });

/**
 * The outage report's rows (modules/admin-dispute-reports/outage-transactions.ts): card
 * declines with a processor-side response code, as literals so the partial index below
 * serves every read of the report (`prefix` names the table's alias in a query).
 */
export function outageDeclinePredicate(prefix = ''): string {
  const codes = OUTAGE_RESPONSE_CODE_KEYS.map((code) => `'${code}'`).join(', ');
  return `${prefix}type_code = '+CC Decline' and ${prefix}response_code in (${codes})`;
}

/**
 * The disputes inbox (modules/disputes) lists chargebacks, retrievals and ACH returns as one
 * list: each row takes an `inbox_id` from this one sequence, so the three kinds share one
 * order of arrival (the list's snapshot bound and tie-breaker) while keeping their own ids.
 */
export const disputeInboxSequence = pgSequence('dispute_inbox_seq');
const inboxId = () =>
  bigint('inbox_id', { mode: 'number' }).notNull().default(sql`nextval('dispute_inbox_seq')`);

/** Seconds since 1970 as an immutable (indexable) expression: `extract(epoch from timestamptz)` is only stable. */
const epochOf = (column: string) => `extract(epoch from (${column} - to_timestamp(0)))::int8`;
const URGENCY_OFFSET = '10000000000';

/**
 * The inbox's urgency, one sortable number per row: what needs a response comes first,
 * nearest deadline first (the deadline's seconds less 10^10: negative), then the rest, newest
 * first (10^10 less the opened date's seconds). Written once here for the indexes and the list
 * (columns unqualified: the list selects them inside each kind's own branch).
 */
export const disputeUrgencySql = {
  chargeback: `case when dispute_status = 'evidence-needed' then ${epochOf('respond_by')} - ${URGENCY_OFFSET} else ${URGENCY_OFFSET} - ${epochOf('cb_date')} end`,
  retrieval: `case when status = 'Unanswered' then ${epochOf('requested_date')} + days_to_respond * 86400 - ${URGENCY_OFFSET} else ${URGENCY_OFFSET} - ${epochOf('requested_date')} end`,
  achReturn: `${URGENCY_OFFSET} - ${epochOf('return_date')}`,
} as const;

/**
 * Card and ACH transactions (part 1 §3, part 2 §3 "Transaction record"). Written only by the
 * simulated processors through the ledger. Money in cents: gross - fee = net. No card
 * number is stored: brand and last four only.
 */
export const transactions = pgTable(
  'transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    processorId: smallint('processor_id').notNull(),
    transNumber: text('trans_number').notNull(),
    transDate: timestamp('trans_date', { withTimezone: true }).notNull(),
    kind: text('kind', { enum: ['sale', 'refund', 'void', 'ach_return', 'fee'] }).notNull(),
    method: text('method', { enum: ['card', 'ach'] }).notNull(),
    /** The type codes of part 2 §3: +CC, -CC Refund, +CC Void, +CC Decline, +CK, -CK, +ACH Payment, ACH Payment Return, SP - Pending. */
    typeCode: text('type_code').notNull(),
    typeDescription: text('type_description').notNull(),
    status: text('status', { enum: ['approved', 'declined', 'pending', 'voided'] }).notNull(),
    cardBrand: text('card_brand'),
    accountNumberMasked: text('account_number_masked'),
    accountType: text('account_type'),
    accountholderName: text('accountholder_name'),
    accountholderEmail: text('accountholder_email'),
    currency: text('currency').notNull().default('USD'),
    grossAmountCents: cents('gross_amount_cents').notNull(),
    feeCents: cents('fee_cents').notNull().default(0),
    netAmountCents: cents('net_amount_cents').notNull(),
    /** On a sale: how much of it has been refunded so far. */
    refundedAmountCents: cents('refunded_amount_cents').notNull().default(0),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    originalTransactionId: bigint('original_transaction_id', { mode: 'number' }),
    batchId: bigint('batch_id', { mode: 'number' }),
    settledDate: date('settled_date', { mode: 'string' }),
    fundDate: date('fund_date', { mode: 'string' }),
    responseCode: text('response_code').notNull().default('00'),
    responseCodeDesc: text('response_code_desc').notNull().default('Approved'),
    authCode: text('auth_code'),
    avsCode: text('avs_code'),
    customerId: integer('customer_id'),
    subscriptionId: integer('subscription_id'),
    paymentLinkId: integer('payment_link_id'),
    /**
     * A payment typed in the virtual terminal by bank account: the account and routing
     * numbers AES-256-GCM encrypted (platform/encryption.ts); the account's last four is in
     * `accountNumberMasked`, the routing number's here.
     */
    achAccountNumberEncrypted: text('ach_account_number_encrypted'),
    achRoutingNumberEncrypted: text('ach_routing_number_encrypted'),
    achRoutingNumberLastFour: text('ach_routing_number_last_four'),
    /**
     * What the search box matches, kept by PostgreSQL (stored generated columns): the last
     * four digits, and the lower-cased e-mail, name and last name. Plain columns, so their
     * indexes answer a search's count from the index alone (an expression index cannot).
     */
    lastFour: text('last_four').generatedAlwaysAs(sql`right(account_number_masked, 4)`),
    emailSearch: text('email_search').generatedAlwaysAs(sql`lower(accountholder_email)`),
    nameSearch: text('name_search').generatedAlwaysAs(sql`lower(accountholder_name)`),
    lastNameSearch: text('last_name_search').generatedAlwaysAs(
      sql`lower(regexp_replace(accountholder_name, '^.*[[:space:]]', ''))`,
    ),
  },
  (t) => [
    uniqueIndex('transactions_trans_number_idx').on(t.transNumber),
    // The lists sort and seek on these (the id breaks ties), always within one merchant.
    // Every sort column is DESC NULLS LAST: the lists order by `desc nulls last` (a forward
    // scan) or `asc nulls first` (a backward scan), so one index serves both directions.
    index('transactions_merchant_date_id_idx').on(t.merchantId, t.transDate.desc(), t.id.desc()),
    // The back office's transaction-details report reads every merchant's rows by date.
    index('transactions_date_id_idx').on(t.transDate.desc(), t.id.desc()),
    index('transactions_merchant_settled_idx').on(
      t.merchantId,
      sql`coalesce(${t.settledDate}, 'infinity'::date) desc nulls last`,
      t.id.desc(),
    ),
    index('transactions_merchant_fund_idx').on(
      t.merchantId,
      sql`coalesce(${t.fundDate}, 'infinity'::date) desc nulls last`,
      t.id.desc(),
    ),
    index('transactions_merchant_amount_idx').on(
      t.merchantId,
      t.grossAmountCents.desc(),
      t.id.desc(),
    ),
    index('transactions_merchant_type_date_idx').on(
      t.merchantId,
      t.typeCode,
      t.transDate.desc(),
      t.id.desc(),
    ),
    // The search box: last four, e-mail and name prefixes, auth code. The date and id ride
    // along so a search's count and date filter are read from the index alone, and an exact
    // match (last four, auth code) comes out in the list's order.
    index('transactions_merchant_last4_idx').on(
      t.merchantId,
      t.lastFour,
      t.transDate.desc(),
      t.id.desc(),
    ),
    index('transactions_merchant_email_idx').on(
      t.merchantId,
      t.emailSearch.op('text_pattern_ops'),
      t.transDate.desc(),
      t.id.desc(),
    ),
    index('transactions_merchant_name_idx').on(
      t.merchantId,
      t.nameSearch.op('text_pattern_ops'),
      t.transDate.desc(),
      t.id.desc(),
    ),
    index('transactions_merchant_last_name_idx').on(
      t.merchantId,
      t.lastNameSearch.op('text_pattern_ops'),
      t.transDate.desc(),
      t.id.desc(),
    ),
    index('transactions_merchant_auth_idx').on(
      t.merchantId,
      t.authCode,
      t.transDate.desc(),
      t.id.desc(),
    ),
    index('transactions_batch_idx').on(t.batchId),
    index('transactions_original_idx').on(t.originalTransactionId),
    index('transactions_merchant_customer_idx').on(t.merchantId, t.customerId),
    // The transactions list filtered by one payment link (payment_link_id), and a
    // subscription's charges: partial, as most sales have neither.
    index('transactions_merchant_payment_link_idx')
      .on(t.merchantId, t.paymentLinkId, t.transDate.desc(), t.id.desc())
      .where(sql`payment_link_id is not null`),
    index('transactions_subscription_idx')
      .on(t.subscriptionId, t.transDate.desc())
      .where(sql`subscription_id is not null`),
    // The outage report over every merchant: a few declines in a thousand sales.
    index('transactions_outage_date_idx')
      .on(t.transDate.desc(), t.id.desc())
      .where(sql.raw(outageDeclinePredicate())),
  ],
);

/** Daily settlement batches (part 1 §3 "Deposit batch"): total = sum of the transactions' net. */
export const batches = pgTable(
  'batches',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    processorId: smallint('processor_id').notNull(),
    batchNumber: text('batch_number').notNull(),
    batchDate: date('batch_date', { mode: 'string' }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }).notNull(),
    numberOfTransactions: integer('number_of_transactions').notNull(),
    totalGrossCents: cents('total_gross_cents').notNull(),
    totalFeeCents: cents('total_fee_cents').notNull(),
    totalNetCents: cents('total_net_cents').notNull(),
  },
  (t) => [
    uniqueIndex('batches_merchant_date_idx').on(t.merchantId, t.batchDate),
    uniqueIndex('batches_number_idx').on(t.batchNumber),
  ],
);

/** Payouts: one deposit per batch, equal to the batch's net total, funded on the fund date. */
export const deposits = pgTable(
  'deposits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    batchId: bigint('batch_id', { mode: 'number' })
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    depositDate: date('deposit_date', { mode: 'string' }).notNull(),
    depositedAt: timestamp('deposited_at', { withTimezone: true }).notNull(),
    amountCents: cents('amount_cents').notNull(),
    status: text('status', { enum: ['paid', 'pending', 'failed'] }).notNull(),
    traceNumber: text('trace_number').notNull(),
  },
  (t) => [
    uniqueIndex('deposits_batch_idx').on(t.batchId),
    index('deposits_merchant_date_idx').on(t.merchantId, t.depositedAt.desc()),
    index('deposits_merchant_deposit_date_idx').on(t.merchantId, t.depositDate.desc(), t.id.desc()),
    // The back office's payouts report: every merchant's deposits by deposit date.
    index('deposits_deposit_date_idx').on(t.depositDate.desc(), t.id.desc()),
  ],
);

/** Chargebacks (part 1 §3): never more than the disputed transaction. */
export const chargebacks = pgTable(
  'chargebacks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => transactions.id, { onDelete: 'cascade' }),
    caseNumber: text('case_number').notNull(),
    cbDate: timestamp('cb_date', { withTimezone: true }).notNull(),
    cbAmountCents: cents('cb_amount_cents').notNull(),
    reasonCode: text('reason_code').notNull(),
    reasonDesc: text('reason_desc').notNull(),
    disputeStatus: text('dispute_status', {
      enum: ['evidence-needed', 'under-review', 'won', 'lost', 'accepted'],
    }).notNull(),
    respondBy: timestamp('respond_by', { withTimezone: true }).notNull(),
    result: text('result'),
    responseCode: text('response_code'),
    disputedAt: timestamp('disputed_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    inboxId: inboxId(),
    /** When the merchant's users were e-mailed about it, and reminded of its deadline. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (t) => [
    index('chargebacks_merchant_date_idx').on(t.merchantId, t.cbDate.desc()),
    // The back office's disputes report: every merchant's chargebacks by date.
    index('chargebacks_date_id_idx').on(t.cbDate.desc(), t.id.desc()),
    // The disputes inbox: its snapshot, and each sort within one merchant.
    uniqueIndex('chargebacks_inbox_idx').on(t.inboxId),
    index('chargebacks_inbox_urgency_idx').on(
      t.merchantId,
      sql.raw(`(${disputeUrgencySql.chargeback}) desc nulls last`),
      t.inboxId.desc(),
    ),
    index('chargebacks_inbox_date_idx').on(t.merchantId, t.cbDate.desc(), t.inboxId.desc()),
    index('chargebacks_inbox_amount_idx').on(
      t.merchantId,
      t.cbAmountCents.desc(),
      t.inboxId.desc(),
    ),
    index('chargebacks_transaction_idx').on(t.transactionId),
    index('chargebacks_status_idx').on(t.merchantId, t.disputeStatus),
    // The notifications job: disputes not yet announced, and open ones not yet reminded of.
    index('chargebacks_unnotified_idx').on(t.cbDate).where(sql`notified_at is null`),
    index('chargebacks_unreminded_idx')
      .on(t.respondBy)
      .where(sql`reminded_at is null and dispute_status = 'evidence-needed'`),
  ],
);

/**
 * The money of chargebacks (docs/disputes.md "Money"): a chargeback debits its amount from the
 * merchant's account when it opens (outside payouts) and, once won, a reversal returns it.
 * One debit per chargeback and at most one reversal, each written in the transaction that
 * opens or decides it; `db:check` holds every chargeback to its entries.
 */
export const chargebackEntries = pgTable(
  'chargeback_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    chargebackId: bigint('chargeback_id', { mode: 'number' })
      .notNull()
      .references(() => chargebacks.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['debit', 'reversal'] }).notNull(),
    /** Signed: a debit is negative, a reversal positive. */
    amountCents: cents('amount_cents').notNull(),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('chargeback_entries_chargeback_kind_idx').on(t.chargebackId, t.kind),
    index('chargeback_entries_merchant_idx').on(t.merchantId, t.enteredAt.desc()),
    check(
      'chargeback_entries_sign_check',
      sql`(${t.kind} = 'debit' and ${t.amountCents} < 0) or (${t.kind} = 'reversal' and ${t.amountCents} > 0)`,
    ),
  ],
);

/** First-level chargeback inquiries (part 1 §3 "Retrieval request"). */
export const retrievals = pgTable(
  'retrievals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => transactions.id, { onDelete: 'cascade' }),
    requestedDate: timestamp('requested_date', { withTimezone: true }).notNull(),
    reasonDesc: text('reason_desc').notNull(),
    daysToRespond: integer('days_to_respond').notNull(),
    status: text('status', { enum: ['Unanswered', 'Answered', 'Closed'] }).notNull(),
    responseDate: timestamp('response_date', { withTimezone: true }),
    inboxId: inboxId(),
    /** When the merchant's users were e-mailed about it, and reminded of its deadline. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (t) => [
    index('retrievals_merchant_date_idx').on(t.merchantId, t.requestedDate.desc()),
    // The back office's disputes report: every merchant's retrievals by date.
    index('retrievals_date_id_idx').on(t.requestedDate.desc(), t.id.desc()),
    uniqueIndex('retrievals_inbox_idx').on(t.inboxId),
    index('retrievals_inbox_urgency_idx').on(
      t.merchantId,
      sql.raw(`(${disputeUrgencySql.retrieval}) desc nulls last`),
      t.inboxId.desc(),
    ),
    index('retrievals_inbox_date_idx').on(t.merchantId, t.requestedDate.desc(), t.inboxId.desc()),
    index('retrievals_transaction_idx').on(t.transactionId),
    index('retrievals_unnotified_idx').on(t.requestedDate).where(sql`notified_at is null`),
    index('retrievals_unreminded_idx')
      .on(t.requestedDate)
      .where(sql`reminded_at is null and status = 'Unanswered'`),
  ],
);

/** NACHA return codes with their descriptions; 00 means 'Approved and completed'. */
export const achReturnCodes = pgTable('ach_return_codes', {
  code: text('code').primaryKey(),
  description: text('description').notNull(),
});

/** ACH returns (part 1 §3): the returned payment, the return's own ledger row, and the code. */
export const achReturns = pgTable(
  'ach_returns',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => transactions.id, { onDelete: 'cascade' }),
    returnTransactionId: bigint('return_transaction_id', { mode: 'number' }).references(
      () => transactions.id,
      { onDelete: 'cascade' },
    ),
    returnDate: timestamp('return_date', { withTimezone: true }).notNull(),
    returnAmountCents: cents('return_amount_cents').notNull(),
    returnCode: text('return_code')
      .notNull()
      .references(() => achReturnCodes.code),
    feeCents: cents('fee_cents').notNull().default(0),
    inboxId: inboxId(),
  },
  (t) => [
    index('ach_returns_merchant_date_idx').on(t.merchantId, t.returnDate.desc()),
    // The back office's ACH returns report: every merchant's returns by date.
    index('ach_returns_date_id_idx').on(t.returnDate.desc(), t.id.desc()),
    uniqueIndex('ach_returns_inbox_idx').on(t.inboxId),
    index('ach_returns_inbox_urgency_idx').on(
      t.merchantId,
      sql.raw(`(${disputeUrgencySql.achReturn}) desc nulls last`),
      t.inboxId.desc(),
    ),
    index('ach_returns_inbox_date_idx').on(t.merchantId, t.returnDate.desc(), t.inboxId.desc()),
    index('ach_returns_inbox_amount_idx').on(
      t.merchantId,
      t.returnAmountCents.desc(),
      t.inboxId.desc(),
    ),
    index('ach_returns_transaction_idx').on(t.transactionId),
  ],
);

/**
 * What a merchant sends to answer a dispute: the evidence files of a chargeback's counter, the
 * documents of a retrieval's answer (the bytes in the files table), and the counter's note (a
 * row without a file). Each row belongs to one chargeback or one retrieval.
 */
export const disputeEvidence = pgTable(
  'dispute_evidence',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    chargebackId: bigint('chargeback_id', { mode: 'number' }).references(() => chargebacks.id, {
      onDelete: 'cascade',
    }),
    retrievalId: bigint('retrieval_id', { mode: 'number' }).references(() => retrievals.id, {
      onDelete: 'cascade',
    }),
    category: text('category').notNull(),
    fileId: text('file_id'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('dispute_evidence_chargeback_idx').on(t.chargebackId),
    index('dispute_evidence_retrieval_idx').on(t.retrievalId),
    check(
      'dispute_evidence_one_dispute_check',
      sql`(${t.chargebackId} is null) <> (${t.retrievalId} is null)`,
    ),
  ],
);
