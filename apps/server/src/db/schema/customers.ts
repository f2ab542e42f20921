import {
  SCHEDULED_RUN_STATUSES,
  SUBSCRIPTION_INTERVALS,
  SUBSCRIPTION_STATUSES,
} from '@paydesk/domain/subscription-states';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { merchants } from './merchants';

/** A merchant's customers (part 2 §3 "customer"; part 2 §7 customer report). */
export const customers = pgTable(
  'customers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Stored lower-cased. */
    email: text('email'),
    phone: text('phone'),
    address1: text('address1').notNull().default(''),
    address2: text('address2').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    zip: text('zip').notNull().default(''),
    country: text('country').notNull().default('USA'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('customers_merchant_name_idx').on(t.merchantId, t.lastName, t.firstName),
    index('customers_merchant_created_idx').on(t.merchantId, t.createdAt.desc()),
    index('customers_merchant_email_idx').on(t.merchantId, t.email),
  ],
);

/**
 * Recurring charges of a customer (part 2 §3 "subscription", §4: cancellation requested,
 * stopped, or rescheduled to a new date; part 2 §7 subscription report and actions,
 * GET /admin/subscriptions). A customer with subscriptions cannot be deleted on its own.
 *
 * A payment plan (the public /payment-plans page) is a subscription with a fixed number of
 * `installments`: it completes after the last one is paid. The payment method on file is the
 * processor's token for it (the simulated processors' vault, processors/), its brand and last
 * four: never the number. Statuses: active, cancellation-requested (stops at
 * `cancel_at_date`), past-due (a charge declined, retries pending), stopped (by the
 * merchant, at once), cancelled (by the subscriber, at `cancel_at_date`, or after the last
 * retry failed), completed (a payment plan's last instalment paid).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('USD'),
    interval: text('interval', { enum: SUBSCRIPTION_INTERVALS }).notNull(),
    intervalCount: integer('interval_count').notNull().default(1),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull().default('active'),
    /** What the customer is billed for ("Gold plan"); the product's name when empty. */
    description: text('description').notNull().default(''),
    /** A payment plan's number of charges; null: until cancelled. */
    installments: integer('installments'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    /** Null once the subscription has stopped or completed. */
    nextRunDate: date('next_run_date', { mode: 'string' }),
    cancelAtDate: date('cancel_at_date', { mode: 'string' }),
    /** The payment method on file: 'card' or 'ach', brand ('ACH' for a bank account), last four. */
    paymentMethod: text('payment_method', { enum: ['card', 'ach'] })
      .notNull()
      .default('card'),
    cardBrand: text('card_brand'),
    lastFour: text('last_four'),
    /** The processor's token for the method on file (null: none, a charge fails). */
    paymentToken: text('payment_token'),
    /** Declined charges in a row of the current run (0 once one is paid). */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    cancellationRequestedAt: timestamp('cancellation_requested_at', { withTimezone: true }),
    /** When it stopped, was cancelled or completed. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index('subscriptions_merchant_created_idx').on(t.merchantId, t.createdAt.desc()),
    index('subscriptions_merchant_status_created_idx').on(
      t.merchantId,
      t.status,
      t.createdAt.desc(),
    ),
    index('subscriptions_customer_idx').on(t.customerId, t.createdAt.desc()),
    index('subscriptions_product_idx').on(t.productId),
    index('subscriptions_created_idx').on(t.createdAt.desc()),
    index('subscriptions_status_next_run_idx').on(t.status, t.nextRunDate),
    check(
      'subscriptions_amounts_check',
      sql`${t.amountCents} > 0 and ${t.intervalCount} > 0 and (${t.installments} is null or ${t.installments} > 0)`,
    ),
  ],
);

/**
 * The runs of a subscription, planned and past (part 2 §3 "subscription (scheduled
 * transactions)"). A live subscription has exactly one `scheduled` run, its next charge
 * (a unique partial index): the billing job claims due runs by `due_at` with `for update
 * skip locked`, charges them and writes the following run in the same transaction.
 * `transaction_id` is the charge a run produced (the last attempt's, when it failed).
 */
export const subscriptionScheduledTransactions = pgTable(
  'subscription_scheduled_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    scheduledDate: date('scheduled_date', { mode: 'string' }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    status: text('status', { enum: SCHEDULED_RUN_STATUSES }).notNull().default('scheduled'),
    /** When the billing job next tries it: the scheduled day, then each retry's time. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** Charges tried for this run. */
    attempts: integer('attempts').notNull().default(0),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    /** The last attempt's processor answer (00, 05, 78) and its text. */
    responseCode: text('response_code'),
    responseText: text('response_text'),
    transactionId: bigint('transaction_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('subscription_scheduled_transactions_subscription_idx').on(
      t.subscriptionId,
      t.scheduledDate,
    ),
    index('subscription_scheduled_transactions_status_date_idx').on(t.status, t.scheduledDate),
    uniqueIndex('subscription_scheduled_transactions_one_scheduled_idx')
      .on(t.subscriptionId)
      .where(sql`status = 'scheduled'`),
    index('subscription_scheduled_transactions_due_idx')
      .on(t.dueAt)
      .where(sql`status = 'scheduled'`),
    index('subscription_scheduled_transactions_transaction_idx').on(t.transactionId),
    check('subscription_scheduled_transactions_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/**
 * A subscription's history as its detail page shows it: created, cancellation requested,
 * stopped, rescheduled, payment method updated (by the merchant's users or the subscriber),
 * and billing's charges, declines, retries, past due, cancelled and completed. Written in the
 * transaction of the change; the audit log keeps who did what across the product.
 */
export const subscriptionEvents = pgTable(
  'subscription_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** What happened: 'created', 'cancellation-requested', 'stopped', 'rescheduled', 'payment-method-updated', 'charged', 'declined', 'past-due', 'cancelled', 'completed', ... */
    kind: text('kind').notNull(),
    /** Who: a user's e-mail, 'subscriber' or 'billing'. */
    actor: text('actor').notNull(),
    /** The facts of the event (old and new dates, amount, response code, transaction id). */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('subscription_events_subscription_idx').on(t.subscriptionId, t.at.desc())],
);
