import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { DocumentTypeName } from './files';
import { merchants } from './merchants';
import { users } from './users';

/** A document a call to action asks for (part 1 §3 "CTA info" cta_documents_requested). */
export interface CtaDocumentRequested {
  documentTypeName: DocumentTypeName;
  documentTypeId: number;
}

/**
 * Call-to-action campaigns (part 1 §3 "CTA info", §4 CTA form and viewing rules; part 2 §3
 * "Call to action (admin)", §7 call-to-action manager).
 */
export const ctas = pgTable(
  'ctas',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    canBeDismissed: boolean('can_be_dismissed').notNull().default(false),
    termsOfService: boolean('terms_of_service').notNull().default(false),
    /** Who sees it; matched against the user's admin flag and the contact list (part 1 §4). */
    viewableBy: text('viewable_by', {
      enum: ['merchant-admin', 'merchant-user', 'primary-contact', 'beneficial-owner'],
    })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    categories: text('categories', { enum: ['business', 'identity'] })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    documentsRequested: jsonb('documents_requested')
      .$type<CtaDocumentRequested[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    emailTemplate: text('email_template'),
    /** Beyond the spec: a deadline, reminders that many days before it, a hold after it. */
    deadlineAt: timestamp('deadline_at', { withTimezone: true }),
    reminderDays: integer('reminder_days').array().notNull().default(sql`'{}'::integer[]`),
    holdAtDeadline: boolean('hold_at_deadline').notNull().default(false),
    createdByUserId: integer('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    /** Deleted campaigns stay for their reports and submissions. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [index('ctas_created_idx').on(t.createdAt.desc())],
);

/**
 * Which merchants a call to action is assigned to, and what became of it (part 2 §7
 * POST/DELETE /admin/cta/{ctaId}/merchant/{mid}, /resend, /report, /completed-report,
 * /assigned-report).
 */
export const ctaAssignments = pgTable(
  'cta_assignments',
  {
    ctaId: integer('cta_id')
      .notNull()
      .references(() => ctas.id, { onDelete: 'cascade' }),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
    lastResentAt: timestamp('last_resent_at', { withTimezone: true }),
    assignedByUserId: integer('assigned_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    /** The reminder days (before the deadline) already sent. */
    remindersSent: integer('reminders_sent').array().notNull().default(sql`'{}'::integer[]`),
    /** The funding hold placed at the deadline, and when it was lifted. */
    holdPlacedAt: timestamp('hold_placed_at', { withTimezone: true }),
    holdReleasedAt: timestamp('hold_released_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.ctaId, t.merchantId] }),
    index('cta_assignments_merchant_idx').on(t.merchantId),
    index('cta_assignments_cta_assigned_idx').on(t.ctaId, t.assignedAt.desc()),
    index('cta_assignments_assigned_idx').on(t.assignedAt.desc()),
    index('cta_assignments_completed_idx').on(t.completedAt.desc()),
  ],
);

/**
 * What a merchant sent back for a call to action (part 1 §3 "CTA submit payload"): the
 * business and identity blocks as submitted (the SSN encrypted, only its last four in clear)
 * and the documents by type. The admin completed-report shows it to permitted staff.
 */
export const ctaSubmissions = pgTable(
  'cta_submissions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    ctaId: integer('cta_id')
      .notNull()
      .references(() => ctas.id, { onDelete: 'cascade' }),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    submittedByUserId: integer('submitted_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    business: jsonb('business').$type<Record<string, string>>(),
    /** The identity block without contactSsn. */
    identity: jsonb('identity').$type<Record<string, string>>(),
    ssnEncrypted: text('ssn_encrypted'),
    /** documentTypeId and fileId of each document sent. */
    documents: jsonb('documents')
      .$type<{ documentTypeId: number; fileId: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cta_submissions_cta_submitted_idx').on(t.ctaId, t.submittedAt.desc()),
    index('cta_submissions_merchant_idx').on(t.merchantId, t.submittedAt.desc()),
  ],
);
