import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { files } from './files';
import { merchants } from './merchants';

/** A merchant's products (part 2 §3 "product"; part 2 §7 products create, update, analytics). */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('USD'),
    active: boolean('active').notNull().default(true),
    imageFileId: uuid('image_file_id').references(() => files.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index('products_merchant_created_idx').on(t.merchantId, t.createdAt.desc()),
    index('products_merchant_name_idx').on(t.merchantId, t.name),
    index('products_merchant_active_created_idx').on(t.merchantId, t.active, t.createdAt.desc()),
    check('products_price_cents_check', sql`${t.priceCents} >= 0`),
  ],
);

/** A merchant's pricing lists: named sets of products at list prices (part 2 §7 pricing lists). */
export const pricingLists = pgTable(
  'pricing_lists',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    currency: text('currency').notNull().default('USD'),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index('pricing_lists_merchant_created_idx').on(t.merchantId, t.createdAt.desc()),
    index('pricing_lists_merchant_name_idx').on(t.merchantId, t.name),
  ],
);

/** The products of a pricing list with their price in that list. */
export const pricingListItems = pgTable(
  'pricing_list_items',
  {
    pricingListId: integer('pricing_list_id')
      .notNull()
      .references(() => pricingLists.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.pricingListId, t.productId] }),
    index('pricing_list_items_product_idx').on(t.productId),
    check('pricing_list_items_price_cents_check', sql`${t.priceCents} >= 0`),
  ],
);

/**
 * What a payment sold, line by line (a payment link's items, a subscription's charge): the
 * products' units and revenue (products and pricing-list analytics) are sums of these. Written
 * with the sale, in its transaction; a declined sale writes none.
 */
export const paymentLineItems = pgTable(
  'payment_line_items',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    /** The sale (transactions.id). */
    transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    pricingListId: integer('pricing_list_id').references(() => pricingLists.id, {
      onDelete: 'set null',
    }),
    paymentLinkId: integer('payment_link_id'),
    subscriptionId: integer('subscription_id'),
    /** The product's name when sold (it may be renamed later). */
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    unitAmountCents: bigint('unit_amount_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('USD'),
    /** The sale's time (analytics ranges read it). */
    soldAt: timestamp('sold_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('payment_line_items_transaction_idx').on(t.transactionId),
    index('payment_line_items_product_sold_idx').on(t.merchantId, t.productId, t.soldAt),
    index('payment_line_items_pricing_list_sold_idx')
      .on(t.merchantId, t.pricingListId, t.soldAt)
      .where(sql`pricing_list_id is not null`),
    index('payment_line_items_merchant_sold_idx').on(t.merchantId, t.soldAt),
    check('payment_line_items_amounts_check', sql`${t.quantity} > 0 and ${t.unitAmountCents} >= 0`),
  ],
);
