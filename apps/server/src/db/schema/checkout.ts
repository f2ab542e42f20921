import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './catalog';
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
    active: boolean('active').notNull().default(true),
    shareCount: integer('share_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
      sql`(${t.amountCents} is null or ${t.amountCents} > 0) and ${t.shareCount} >= 0`,
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
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});
