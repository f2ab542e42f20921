import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

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

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Files a message carries (a scheduled report's CSV), written with its outbox row in the same
 * transaction and sent with it; deleted with the row.
 */
export const mailAttachments = pgTable(
  'mail_attachments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    mailId: bigint('mail_id', { mode: 'number' })
      .notNull()
      .references(() => mailOutbox.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [index('mail_attachments_mail_idx').on(t.mailId)],
);
