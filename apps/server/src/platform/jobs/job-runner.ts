import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { type Database, sqlQuery } from '../../db/client';
import type { Clock } from '../shared-dependencies';
import { inWriteTransaction } from '../write-transaction';
import { enqueueJob } from './enqueue-job';

/** A claimed job, as its handler sees it. */
export interface Job {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  /** This try's number, from 1. */
  attempt: number;
  maxAttempts: number;
  runAt: Date;
}

/**
 * Does a job's work in `tx`, the transaction that also marks the job done: both commit or
 * neither does. A throw rolls the work back and the job is tried again later.
 */
export type JobHandler = (
  tx: Database,
  job: Job,
  context: { now: Date; prepared?: unknown },
) => Promise<void>;

export interface JobOptions {
  /**
   * A recurring job: each runner enqueues one job per slot of this many milliseconds (dedupe
   * key `{kind}:{slot start}`), so the slot runs once whatever the number of runners.
   */
  everyMs?: number;
  /**
   * Work done before the job's transaction, outside it; its answer is the handler's
   * `context.prepared`. For work that reads through the pool (a report rendered through the
   * app's own route): on PGlite, with one connection, it would wait forever for an open
   * transaction, and on PostgreSQL it would hold the job's transaction open meanwhile. A throw
   * is a failed try. It runs again when the job is retried, so it must change nothing that
   * matters twice: the effects belong in the handler.
   */
  prepare?: (job: Job, context: { now: Date }) => Promise<unknown>;
}

/** Where a module registers the handlers of its job kinds (platform imports no module). */
export interface JobRegistry {
  register(kind: string, handler: JobHandler, options?: JobOptions): void;
}

export interface JobRunner extends JobRegistry {
  readonly workerId: string;
  /**
   * One pass: enqueues the current slot of each recurring kind, claims the due jobs (at most
   * `batch`) and runs them one by one. Answers how many it claimed.
   */
  runDueJobs(): Promise<number>;
  /** Polls every `pollMs` (passes back to back while a pass finds work). */
  start(): void;
  /** Stops polling and waits for the pass under way. */
  stop(): Promise<void>;
}

export interface JobRunnerOptions {
  db: Database;
  clock: Clock;
  /** Who holds a lease (host, pid and a random part unless told). */
  workerId?: string;
  pollMs?: number;
  batch?: number;
  /** How long a claim holds a job before another runner may take it. */
  leaseMs?: number;
  /** The first retry's delay, doubling with each failed try (capped at an hour). */
  retryBaseMs?: number;
  /** Done jobs are deleted after this long (their dedupe keys with them). */
  keepDoneMs?: number;
  onError?: (error: unknown, job?: Job) => void;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** The work's transaction found the job taken by another runner (its lease had expired). */
class LeaseLost extends Error {}

/**
 * Runs background jobs from the `jobs` table (docs/architecture.md "Background jobs"): a pass
 * claims due jobs with `for update skip locked` and a lease, then runs each handler in one
 * transaction that first locks the job's row (still leased to this runner) and ends by
 * marking it done. Several runners on one PostgreSQL run each job once; on PGlite (one
 * connection) the same statements run in turn. Times are the clock's, so tests move them.
 */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, clock } = options;
  const query = sqlQuery(db);
  const workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const pollMs = options.pollMs ?? 5_000;
  const batch = options.batch ?? 10;
  const leaseMs = options.leaseMs ?? 5 * MINUTE_MS;
  const retryBaseMs = options.retryBaseMs ?? 30_000;
  const keepDoneMs = options.keepDoneMs ?? 7 * DAY_MS;
  const handlers = new Map<string, { handler: JobHandler; prepare: JobOptions['prepare'] }>();
  const recurring = new Map<string, { everyMs: number; lastSlot: number | undefined }>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopping = false;
  let lastCleanup = 0;

  async function enqueueSlots(now: Date): Promise<void> {
    for (const [kind, schedule] of recurring) {
      const slot = Math.floor(now.getTime() / schedule.everyMs) * schedule.everyMs;
      if (schedule.lastSlot === slot) continue;
      const start = new Date(slot);
      await enqueueJob(db, {
        kind,
        payload: { slot: start.toISOString() },
        runAt: start,
        dedupeKey: `${kind}:${start.toISOString()}`,
      });
      schedule.lastSlot = slot;
    }
  }

  async function claim(now: Date): Promise<Job[]> {
    const rows = await query<{
      id: string;
      kind: string;
      payload: Record<string, unknown>;
      attempts: number;
      max_attempts: number;
      run_at: string | Date;
    }>(
      `update jobs set locked_by = $1, locked_until = $3, attempts = attempts + 1
        where id in (
          select id from jobs
           where done_at is null and run_at <= $2 and attempts < max_attempts
             and (locked_until is null or locked_until < $2)
             and kind = any(string_to_array($4, ','))
           order by run_at, id
           limit $5
           for update skip locked)
        returning id::text, kind, payload, attempts, max_attempts, run_at`,
      [workerId, now, new Date(now.getTime() + leaseMs), [...handlers.keys()].join(','), batch],
    );
    return rows
      .map((row) => ({
        id: Number(row.id),
        kind: row.kind,
        payload: row.payload ?? {},
        attempt: Number(row.attempts),
        maxAttempts: Number(row.max_attempts),
        runAt: new Date(row.run_at),
      }))
      .sort((a, b) => a.runAt.getTime() - b.runAt.getTime() || a.id - b.id);
  }

  async function runOne(
    job: Job,
    { handler, prepare }: { handler: JobHandler; prepare: JobOptions['prepare'] },
  ): Promise<void> {
    const now = clock.now();
    try {
      const prepared = prepare ? await prepare(job, { now }) : undefined;
      await inWriteTransaction(db, async (tx) => {
        const run = sqlQuery(tx);
        // Held until the commit: a runner whose lease expired meanwhile skips the row.
        const held = await run(
          'select id from jobs where id = $1 and locked_by = $2 and done_at is null for update',
          [job.id, workerId],
        );
        if (held.length === 0) throw new LeaseLost();
        await handler(tx, job, prepare ? { now, prepared } : { now });
        await run(
          `update jobs set done_at = $2, locked_by = null, locked_until = null where id = $1`,
          [job.id, now],
        );
      });
    } catch (error) {
      if (error instanceof LeaseLost) return;
      options.onError?.(error, job);
      const delay = Math.min(HOUR_MS, retryBaseMs * 2 ** (job.attempt - 1));
      await query(
        `update jobs set last_error = $3, run_at = $4, locked_by = null, locked_until = null
          where id = $1 and locked_by = $2 and done_at is null`,
        [
          job.id,
          workerId,
          (error instanceof Error ? error.message : String(error)).slice(0, 2_000),
          new Date(now.getTime() + delay),
        ],
      );
    }
  }

  async function runDueJobs(): Promise<number> {
    const now = clock.now();
    await enqueueSlots(now);
    if (handlers.size === 0) return 0;
    const claimed = await claim(now);
    for (const job of claimed) {
      const handler = handlers.get(job.kind);
      if (handler) await runOne(job, handler);
    }
    if (now.getTime() - lastCleanup >= HOUR_MS) {
      lastCleanup = now.getTime();
      await query('delete from jobs where done_at < $1', [new Date(now.getTime() - keepDoneMs)]);
    }
    return claimed.length;
  }

  async function pass(): Promise<void> {
    try {
      // Passes back to back while a pass found work: a job may have queued a follow-up that is
      // due now (the next chunk of a tool run), which should not wait for the next poll.
      while (!stopping && (await runDueJobs()) > 0) {
        // More may be due.
      }
    } catch (error) {
      options.onError?.(error);
    }
  }

  function schedule(delay: number): void {
    timer = setTimeout(() => {
      timer = undefined;
      running = pass().finally(() => {
        running = undefined;
        if (!stopping) schedule(pollMs);
      });
    }, delay);
    timer.unref();
  }

  return {
    workerId,
    register(kind, handler, jobOptions = {}) {
      if (kind.includes(',')) throw new Error(`A job kind has no commas: ${kind}`);
      handlers.set(kind, { handler, prepare: jobOptions.prepare });
      if (jobOptions.everyMs) {
        recurring.set(kind, { everyMs: jobOptions.everyMs, lastSlot: undefined });
      }
    },
    runDueJobs,
    start() {
      if (timer || running || stopping) return;
      schedule(0);
    },
    async stop() {
      stopping = true;
      clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
