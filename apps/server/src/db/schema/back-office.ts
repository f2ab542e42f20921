import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { merchants } from './merchants';
import { users } from './users';

/** Bank accounts to watch for (part 2 §3 "Bank watch entry"; §7 /admin/reports/bank-watch). */
export const bankWatchList = pgTable(
  'bank_watch_list',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    routingNumber: text('routing_number').notNull(),
    accountNumberLast4: text('account_number_last4').notNull(),
    bankName: text('bank_name').notNull().default(''),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdByUserId: integer('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    /** The full account number when known: sealed with the field cipher, and its keyed hash to match on. */
    accountNumberEncrypted: text('account_number_encrypted'),
    accountNumberHash: text('account_number_hash'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedByUserId: integer('updated_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    index('bank_watch_list_created_idx').on(t.createdAt.desc()),
    index('bank_watch_list_account_idx').on(t.routingNumber, t.accountNumberLast4),
    check('bank_watch_list_last4_check', sql`${t.accountNumberLast4} ~ '^[0-9]{4}$'`),
  ],
);

/** The merchants whose bank account matches a bank watch entry (part 2 §2 risk watch list). */
export const bankWatchMatches = pgTable(
  'bank_watch_matches',
  {
    entryId: integer('entry_id')
      .notNull()
      .references(() => bankWatchList.id, { onDelete: 'cascade' }),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    matchedAt: timestamp('matched_at', { withTimezone: true }).notNull().defaultNow(),
    /** The alert raised on the merchant's profile. */
    alertId: integer('alert_id'),
  },
  (t) => [
    primaryKey({ columns: [t.entryId, t.merchantId] }),
    index('bank_watch_matches_merchant_idx').on(t.merchantId),
  ],
);

/**
 * Payouts of the platform balance, per country (part 2 §7 platform balance: history,
 * last-payout-date, POST with countryCode and toDate).
 */
export const platformPayouts = pgTable(
  'platform_payouts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    countryCode: text('country_code').notNull(),
    /** The period paid: the day after the previous payout's to_date (null: from the start) to to_date. */
    fromDate: date('from_date', { mode: 'string' }),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    transactionCount: integer('transaction_count').notNull().default(0),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('USD'),
    status: text('status', { enum: ['pending', 'in_transit', 'paid', 'failed', 'canceled'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdByUserId: integer('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    index('platform_payouts_created_idx').on(t.createdAt.desc()),
    uniqueIndex('platform_payouts_country_to_date_idx').on(t.countryCode, t.toDate),
    check('platform_payouts_amount_check', sql`${t.amountCents} >= 0`),
  ],
);

/**
 * Delivery events of e-mails sent to merchants (part 2 §7 GET /admin/email-history and
 * /download, filtered by email and event). `event` is the mail provider's event name, for
 * example delivered, opened or bounced.
 */
export const emailHistory = pgTable(
  'email_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').references(() => merchants.id, { onDelete: 'set null' }),
    /** Stored lower-cased. */
    email: text('email').notNull(),
    event: text('event').notNull(),
    subject: text('subject').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('email_history_email_created_idx').on(t.email, t.createdAt.desc()),
    index('email_history_event_created_idx').on(t.event, t.createdAt.desc()),
    index('email_history_created_idx').on(t.createdAt.desc()),
    index('email_history_merchant_created_idx').on(t.merchantId, t.createdAt.desc()),
  ],
);
