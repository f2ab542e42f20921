import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Idempotency keys of state-changing calls (docs/api.md): a key, scoped to its caller and
 * route, holds a hash of the request, and once the call succeeds its answer, written in the
 * call's own transaction. `lockedBy` marks a request in flight.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Who called: `user:<id>`, or `ip:<address>` for public routes. */
    scope: text('scope').notNull(),
    /** The route pattern: `POST /api/merchants/:id/limit-increase`. */
    route: text('route').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the URL (with parameters and query) and the body. */
    requestHash: text('request_hash').notNull(),
    /** A random token of the attempt that holds the key; null once it is done. */
    lockedBy: text('locked_by'),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
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
