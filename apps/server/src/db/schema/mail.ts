import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every message Paydesk sends, written in the transaction of what caused it (a transactional
 * outbox); with SMTP_URL a delivery pass sends it after the commit, retrying with back-off.
 * Without SMTP_URL this is where mail stays (readable in dev).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The last delivery error, if any. */
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    /** When the next delivery may be tried (back-off after an error). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_outbox_created_idx').on(t.createdAt),
    index('mail_outbox_pending_idx').on(t.nextAttemptAt).where(sql`sent_at is null`),
  ],
);
