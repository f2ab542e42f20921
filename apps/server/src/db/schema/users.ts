import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { merchants } from './merchants';

/** The user pool: merchant users and provider staff. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased; unique. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    primaryPhone: text('primary_phone'),
    mobilePhone: text('mobile_phone'),
    /** scrypt: "scrypt$N$r$p$salt$hash" (base64url). */
    passwordHash: text('password_hash').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** The first group decides admin (mp_admin) or merchant user (mp_user). */
    groups: text('groups').array().notNull().default(sql`'{mp_user}'::text[]`),
    isMerchantAdmin: boolean('is_merchant_admin').notNull().default(false),
    mustSetPassword: boolean('must_set_password').notNull().default(false),
    additionalInfoStatus: text('additional_info_status'),
    applicationTokens: text('application_tokens').array().notNull().default(sql`'{}'::text[]`),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    /**
     * When the user showed they own the e-mail address. Now for users created by staff, an
     * invitation or the seed; null for an applicant of /start until the e-mailed link is used
     * (or a password is set through a code sent to that address): sign-in waits for it.
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }).defaultNow(),
    failedSignIns: integer('failed_sign_ins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_idx').on(t.email)],
);

/** Which merchant accounts a user belongs to; access 1 grants, 0 withholds. */
export const userMerchants = pgTable(
  'user_merchants',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    access: smallint('access').notNull().default(1),
    /** A merchant admin of this account: edits the account, manages its team and devices. */
    isAdmin: boolean('is_admin').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.merchantId] }),
    index('user_merchants_merchant_idx').on(t.merchantId),
  ],
);

/** Per-user permissions (part 1 §3 Permission; the admin keys of part 2 §6). */
export const userPermissions = pgTable(
  'user_permissions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.userId, t.slug] })],
);

/**
 * A merchant user's permissions on one account (part 1 §6 "per-user permissions"; the keys of
 * packages/domain/src/merchant-permissions.ts). A merchant admin of the account holds every
 * key without a row. Granted and revoked on the Team screen; read with the session.
 */
export const merchantUserPermissions = pgTable(
  'merchant_user_permissions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.merchantId, t.slug] }),
    index('merchant_user_permissions_merchant_idx').on(t.merchantId),
  ],
);

/** Per-account access rules of a user (part 1 §6: fetched after sign-in). */
export const accessRules = pgTable(
  'access_rules',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    rule: text('rule').notNull(),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.userId, t.merchantId, t.rule] })],
);

/** Users of the older system, moved into the pool at their first sign-in (part 1 §4). */
export const legacyUsers = pgTable('legacy_users', {
  email: text('email').primaryKey(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  /** PBKDF2-SHA1: "pbkdf2-sha1$iterations$salt$hash" (hex). */
  passwordHash: text('password_hash').notNull(),
  groups: text('groups').array().notNull().default(sql`'{mp_user}'::text[]`),
  isMerchantAdmin: boolean('is_merchant_admin').notNull().default(false),
  merchantIds: integer('merchant_ids').array().notNull().default(sql`'{}'::int[]`),
  migratedAt: timestamp('migrated_at', { withTimezone: true }),
});
