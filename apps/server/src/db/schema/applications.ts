import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { merchants } from './merchants';
import { users } from './users';

/**
 * Merchant applications (part 1 §1 applicants, §2 /start, /apply, /pending-applications,
 * /apply-confirmation; §3 "Application record"; §7 merchant applications GET, POST and
 * more-info). Named by a random token (the profile's applicationTokens). What the applicant
 * types is saved step by step in `data` (no secrets); the SSN and the bank account and
 * routing numbers are encrypted (AES-256-GCM), with only their last four in clear.
 */
export const merchantApplications = pgTable(
  'merchant_applications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    token: text('token').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', {
      enum: ['draft', 'submitted', 'more-info-needed', 'approved', 'declined'],
    })
      .notNull()
      .default('draft'),
    /** The step the applicant reached (1-based), so a reload resumes there. */
    currentStep: smallint('current_step').notNull().default(1),
    /** Every non-secret field of the Application record, as typed. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    ssnEncrypted: text('ssn_encrypted'),
    ssnLast4: text('ssn_last_4'),
    bankAccountNumberEncrypted: text('bank_account_number_encrypted'),
    bankAccountNumberLastFour: text('bank_account_number_last_four'),
    bankRoutingNumberEncrypted: text('bank_routing_number_encrypted'),
    bankRoutingNumberLastFour: text('bank_routing_number_last_four'),
    /** The processor's answer: why more information is needed, or why it was declined. */
    decisionMessage: text('decision_message'),
    /** The merchant account opened when the application was approved. */
    merchantId: integer('merchant_id').references(() => merchants.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('merchant_applications_token_idx').on(t.token),
    index('merchant_applications_user_idx').on(t.userId, t.createdAt.desc()),
    index('merchant_applications_status_idx').on(t.status, t.createdAt.desc()),
  ],
);
