import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Idempotency keys of state-changing calls (docs/api.md): a key, scoped to its caller and
 * route, holds a keyed hash of the request and the call's answer. The row is written only
 * when the call succeeds, in the call's own transaction, so every row is a completed call; a
 * call in flight holds its key in memory and with a transaction-level advisory lock, never
 * with a row.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Who called: `user:<id>`, or `ip:<address>` for public routes. */
    scope: text('scope').notNull(),
    /** The route pattern: `POST /api/merchants/:id/limit-increase`. */
    route: text('route').notNull(),
    key: text('key').notNull(),
    /** HMAC-SHA256 (keyed from AUTH_SECRET) of the method, URL (with query) and body. */
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.route, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
