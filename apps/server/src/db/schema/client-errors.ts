import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Errors reported by the web app's central handler, findable by their reference code. */
export const clientErrors = pgTable(
  'client_errors',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reference: text('reference').notNull(),
    key: text('key'),
    error: text('error').notNull(),
    userAgent: text('user_agent'),
    requestId: text('request_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('client_errors_reference_idx').on(table.reference)],
);
