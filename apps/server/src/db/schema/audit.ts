import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Append-only security log: who did what, when, with what outcome, from where. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id'),
    email: text('email'),
    action: text('action').notNull(),
    outcome: text('outcome', { enum: ['success', 'failure'] }).notNull(),
    ip: text('ip'),
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_user_idx').on(t.userId, t.at),
    index('audit_log_action_idx').on(t.action, t.at),
    // The audit viewer (/admin/audit): newest first, and one merchant's rows.
    index('audit_log_at_idx').on(t.at.desc(), t.id.desc()),
    index('audit_log_merchant_idx').on(sql`((${t.details}->>'merchantId'))`, t.at.desc()),
  ],
);
