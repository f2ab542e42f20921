import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { pricingLists, products } from './catalog';
import { files } from './files';
import { merchants } from './merchants';

/**
 * Hosted-checkout payment links (part 2 §3 "Payment link", §4 activated or deactivated;
 * part 2 §7 payment links CRUD and share). A null amount lets the payer enter one.
 */
export const paymentLinks = pgTable(
  'payment_links',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    /** The unguessable public part of the link's URL. */
    token: text('token').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    amountCents: bigint('amount_cents', { mode: 'number' }),
    currency: text('currency').notNull().default('USD'),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** The prices of the link's products come from this list when set. */
    pricingListId: integer('pricing_list_id').references(() => pricingLists.id, {
      onDelete: 'set null',
    }),
    active: boolean('active').notNull().default(true),
    shareCount: integer('share_count').notNull().default(0),
    /** The link stops taking payments after this many (null: no limit). */
    maxPayments: integer('max_payments'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_links_token_idx').on(t.token),
    index('payment_links_merchant_created_idx').on(t.merchantId, t.createdAt.desc()),
    index('payment_links_merchant_active_created_idx').on(
      t.merchantId,
      t.active,
      t.createdAt.desc(),
    ),
    index('payment_links_product_idx').on(t.productId),
    check(
      'payment_links_amounts_check',
      sql`(${t.amountCents} is null or ${t.amountCents} > 0) and ${t.shareCount} >= 0 and (${t.maxPayments} is null or ${t.maxPayments} > 0)`,
    ),
  ],
);

/**
 * The products a payment link sells, in order, with their quantity rules: a fixed quantity,
 * or one the payer adjusts between `min_quantity` and `max_quantity`.
 */
export const paymentLinkItems = pgTable(
  'payment_link_items',
  {
    paymentLinkId: integer('payment_link_id')
      .notNull()
      .references(() => paymentLinks.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull().default(1),
    adjustableQuantity: boolean('adjustable_quantity').notNull().default(false),
    minQuantity: integer('min_quantity').notNull().default(1),
    maxQuantity: integer('max_quantity').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.paymentLinkId, t.position] }),
    index('payment_link_items_product_idx').on(t.productId),
    check(
      'payment_link_items_quantity_check',
      sql`${t.minQuantity} >= 1 and ${t.maxQuantity} >= ${t.minQuantity} and ${t.quantity} between ${t.minQuantity} and ${t.maxQuantity}`,
    ),
  ],
);

/** A merchant's hosted-checkout look and behaviour (part 2 §7 checkout settings); one row each. */
export const checkoutSettings = pgTable('checkout_settings', {
  merchantId: integer('merchant_id')
    .primaryKey()
    .references(() => merchants.id, { onDelete: 'cascade' }),
  /** CSS colour, for example "#1a73e8". */
  brandColor: text('brand_color'),
  logoFileId: uuid('logo_file_id').references(() => files.id, { onDelete: 'set null' }),
  successMessage: text('success_message'),
  /** Where the payer goes after paying (else the pay page's own receipt view). */
  successUrl: text('success_url'),
  /** Methods the pay page offers, within the account's allow_card_payment / allow_ach_payment. */
  acceptCard: boolean('accept_card').notNull().default(true),
  acceptAch: boolean('accept_ach').notNull().default(true),
  /** Whether payers get a receipt e-mail, and the reply-to address it names. */
  sendReceipts: boolean('send_receipts').notNull().default(true),
  receiptReplyTo: text('receipt_reply_to'),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});
