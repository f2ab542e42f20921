import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
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
    interval: text('interval', { enum: ['day', 'week', 'month', 'year'] }).notNull(),
    intervalCount: integer('interval_count').notNull().default(1),
    status: text('status', {
      enum: ['active', 'cancellation-requested', 'stopped', 'completed'],
    })
      .notNull()
      .default('active'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    /** Null once the subscription has stopped or completed. */
    nextRunDate: date('next_run_date', { mode: 'string' }),
    cancelAtDate: date('cancel_at_date', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
    check('subscriptions_amounts_check', sql`${t.amountCents} > 0 and ${t.intervalCount} > 0`),
  ],
);

/**
 * The runs of a subscription, planned and past (part 2 §3 "subscription (scheduled
 * transactions)"). `transaction_id` is the charge a run produced.
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
    status: text('status', { enum: ['scheduled', 'paid', 'failed', 'skipped'] })
      .notNull()
      .default('scheduled'),
    transactionId: bigint('transaction_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('subscription_scheduled_transactions_subscription_idx').on(
      t.subscriptionId,
      t.scheduledDate,
    ),
    index('subscription_scheduled_transactions_status_date_idx').on(t.status, t.scheduledDate),
    index('subscription_scheduled_transactions_transaction_idx').on(t.transactionId),
    check('subscription_scheduled_transactions_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/**
 * A customer's payment plan: a total paid in instalments (part 1 §4, part 2 §7 payment-plan
 * calls). The spec names no plan statuses; these mirror the subscription's.
 */
export const paymentPlans = pgTable(
  'payment_plans',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('USD'),
    installments: integer('installments').notNull(),
    status: text('status', {
      enum: ['active', 'cancellation-requested', 'stopped', 'completed'],
    })
      .notNull()
      .default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_plans_merchant_created_idx').on(t.merchantId, t.createdAt.desc()),
    index('payment_plans_merchant_status_created_idx').on(
      t.merchantId,
      t.status,
      t.createdAt.desc(),
    ),
    index('payment_plans_customer_idx').on(t.customerId, t.createdAt.desc()),
    check('payment_plans_amounts_check', sql`${t.totalCents} > 0 and ${t.installments} > 0`),
  ],
);
