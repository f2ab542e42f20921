import {
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Partners, shown as "affiliates" (part 2 §3 "Partner (affiliate)"; §7 /admin/partners).
 * Status is numeric like the merchant's; the spec names no values (1 = active, 0 = disabled).
 */
export const partners = pgTable(
  'partners',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    status: smallint('status').notNull().default(1),
    name: text('name').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    taxId: text('tax_id'),
    /** Stored lower-cased. */
    email: text('email').notNull(),
    /** The partner's website (part 1 §5 URL check); optional. */
    website: text('website'),
    phone: text('phone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('partners_name_idx').on(t.name, t.id),
    index('partners_status_name_idx').on(t.status, t.name, t.id),
    index('partners_created_idx').on(t.createdAt.desc()),
    index('partners_email_idx').on(t.email),
  ],
);

/** E-mail addresses notified about a partner's merchants (part 2 §7 /admin/partners/{id}/notifications). */
export const partnerNotificationEmails = pgTable(
  'partner_notification_emails',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    /** Stored lower-cased; once per partner. */
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('partner_notification_emails_partner_email_idx').on(t.partnerId, t.email)],
);

/** Clients: the segments merchants and volume reports are grouped by (part 2 §7 /admin/clients). */
export const clients = pgTable(
  'clients',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('clients_name_idx').on(t.name, t.id)],
);
