import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
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
import { documentTypeNames, files } from './files';
import { merchants } from './merchants';
import { users } from './users';

/**
 * Alerts shown on a merchant's account (part 2 §3 "Merchant alert"; §4 created, activated,
 * deactivated, deleted). Colours: information blue, notice and warning yellow, error red.
 */
export const merchantAlerts = pgTable(
  'merchant_alerts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['information', 'notice', 'warning', 'error'] }).notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('merchant_alerts_merchant_created_idx').on(t.merchantId, t.createdAt.desc()),
    index('merchant_alerts_merchant_active_created_idx').on(
      t.merchantId,
      t.isActive,
      t.createdAt.desc(),
    ),
  ],
);

/**
 * Documents a merchant supplied or was asked for (part 1 §3 "Document types", CTA
 * documents; part 2 §3 merchant documents). The spec names no document statuses; review
 * takes up to 3 business days (part 1 §4).
 */
export const documents = pgTable(
  'documents',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    documentType: text('document_type', { enum: documentTypeNames }).notNull(),
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    status: text('status', { enum: ['requested', 'submitted', 'approved', 'rejected'] })
      .notNull()
      .default('submitted'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('documents_merchant_created_idx').on(t.merchantId, t.createdAt.desc()),
    index('documents_merchant_type_created_idx').on(
      t.merchantId,
      t.documentType,
      t.createdAt.desc(),
    ),
    index('documents_file_idx').on(t.fileId),
  ],
);

/**
 * Field-by-field history of changes to a merchant account (part 2 §3 "Change-history
 * groupings", with a label dictionary for `field` kept in the client).
 */
export const merchantChangeHistory = pgTable(
  'merchant_change_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    changedByUserId: integer('changed_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    changedByEmail: text('changed_by_email').notNull(),
    grouping: text('grouping', {
      enum: [
        'General',
        'Limits',
        'Banking',
        'Contact',
        'Miscellaneous',
        'Processor',
        'Funding Hold',
      ],
    }).notNull(),
    field: text('field').notNull(),
    oldValue: text('old_value'),
    newValue: text('new_value'),
  },
  (t) => [
    index('merchant_change_history_merchant_changed_idx').on(t.merchantId, t.changedAt.desc()),
    index('merchant_change_history_merchant_grouping_changed_idx').on(
      t.merchantId,
      t.grouping,
      t.changedAt.desc(),
    ),
  ],
);

/** A user's settings for one merchant account (part 2 §7 "user settings"; part 1 §3 userSettings). */
export const merchantUserSettings = pgTable(
  'merchant_user_settings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.merchantId] }),
    index('merchant_user_settings_merchant_idx').on(t.merchantId),
  ],
);

/**
 * Who is e-mailed about a merchant's disputes, failed payouts and banking updates (part 2 §3
 * "notification subscription e-mail"; §4 admin toggles per merchant).
 */
export const notificationSubscriptions = pgTable(
  'notification_subscriptions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['dispute', 'failed-payout', 'banking-update'] }).notNull(),
    /** Stored lower-cased. */
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notification_subscriptions_merchant_type_email_idx').on(
      t.merchantId,
      t.type,
      t.email,
    ),
  ],
);
