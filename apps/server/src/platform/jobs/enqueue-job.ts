import { type Database, sqlQuery } from '../../db/client';

export interface EnqueueJobInput {
  /** The handler's name (`dispute-decision`). */
  kind: string;
  payload?: Record<string, unknown>;
  /** Not before this time; the database's now() when left out (pass the app's clock). */
  runAt?: Date;
  /** One logical job: while a job with this key exists, enqueuing it again does nothing. */
  dedupeKey?: string | null;
  /** Tries before the job stays undone with its last error (5 unless told). */
  maxAttempts?: number;
}

export const DEFAULT_MAX_ATTEMPTS = 5;

/**
 * Adds a job through `db`: the caller's transaction, so a rolled-back call enqueues nothing.
 * Answers the new job's id, or null when a job with the same dedupe key already exists.
 */
export async function enqueueJob(db: Database, input: EnqueueJobInput): Promise<number | null> {
  const [row] = await sqlQuery(db)<{ id: string }>(
    `insert into jobs (kind, payload, run_at, max_attempts, dedupe_key)
     values ($1, $2::jsonb, coalesce($3::timestamptz, now()), $4, $5)
     on conflict (dedupe_key) do nothing
     returning id::text`,
    [
      input.kind,
      JSON.stringify(input.payload ?? {}),
      input.runAt ?? null,
      input.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      input.dedupeKey ?? null,
    ],
  );
  return row ? Number(row.id) : null;
}
