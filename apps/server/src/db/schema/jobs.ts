import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Background jobs (platform/jobs, docs/architecture.md "Background jobs"): a row is enqueued
 * in the transaction of what caused it, claimed by one runner with `for update skip locked`
 * under a lease, and marked done in the transaction of its work. A job whose attempts reach
 * `max_attempts` stays undone with its last error.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Which handler runs it (`dispute-decision`, `dispute-notifications`, ...). */
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** Not before this time. */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** Claims so far (a claim counts even when its worker died before finishing). */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    /** The runner holding the lease, and until when; an expired lease may be taken. */
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** One logical job: a second enqueue with the same key does nothing. */
    dedupeKey: text('dedupe_key'),
  },
  (t) => [
    uniqueIndex('jobs_dedupe_key_idx').on(t.dedupeKey),
    index('jobs_due_idx').on(t.runAt).where(sql`done_at is null`),
    index('jobs_done_idx').on(t.doneAt).where(sql`done_at is not null`),
  ],
);
