import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type DatabaseHandle, sqlQuery } from '../../src/db/client';
import { enqueueJob } from '../../src/platform/jobs/enqueue-job';
import { createJobRunner, type JobHandler } from '../../src/platform/jobs/job-runner';
import { createTestDatabase } from '../support/test-database';

let database: DatabaseHandle;
const isPostgres = inject('databaseTemplate').kind === 'postgres';

/** A clock the tests move by hand. */
function movableClock(start = new Date('2026-11-22T12:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms: number) => {
      current += ms;
    },
  };
}

beforeAll(async () => {
  database = await createTestDatabase();
  await database.query('create table test_job_effects (job_id bigint not null, label text)');
}, 60_000);

afterAll(async () => {
  await database?.close();
});

/** A handler that records its job in the job's transaction. */
const recordEffect: JobHandler = async (tx, job) => {
  await sqlQuery(tx)('insert into test_job_effects (job_id, label) values ($1, $2)', [
    job.id,
    job.kind,
  ]);
};

const effectsOf = async (kind: string) =>
  database.query<{ job_id: string }>(
    'select job_id::text from test_job_effects where label = $1 order by job_id',
    [kind],
  );

const jobRow = async (id: number) => {
  const [row] = await database.query<{
    attempts: number;
    done_at: string | null;
    last_error: string | null;
    locked_by: string | null;
    run_at: string | Date;
  }>('select attempts, done_at, last_error, locked_by, run_at from jobs where id = $1', [id]);
  return row;
};

describe('enqueueing', () => {
  it('joins the caller’s transaction: a rolled-back enqueue leaves nothing', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueJob(tx, { kind: 'rolled-back', payload: { a: 1 }, runAt: new Date() });
        throw new Error('the call failed after enqueueing');
      }),
    ).rejects.toThrow('the call failed');
    expect(await database.query("select id from jobs where kind = 'rolled-back'")).toEqual([]);
  });

  it('enqueues a dedupe key once', async () => {
    const first = await enqueueJob(database.db, {
      kind: 'deduped',
      dedupeKey: 'deduped:1',
      runAt: new Date(),
    });
    const second = await enqueueJob(database.db, {
      kind: 'deduped',
      dedupeKey: 'deduped:1',
      runAt: new Date(),
    });
    expect(first).toEqual(expect.any(Number));
    expect(second).toBeNull();
    expect(await database.query("select id from jobs where kind = 'deduped'")).toHaveLength(1);
  });
});

describe('running', () => {
  it('runs a due job once, with its work and completion in one transaction', async () => {
    const clock = movableClock();
    const runner = createJobRunner({ db: database.db, clock });
    runner.register('once', recordEffect);
    const id = await enqueueJob(database.db, {
      kind: 'once',
      runAt: new Date(clock.now().getTime() + 60_000),
    });
    expect(await runner.runDueJobs()).toBe(0);
    expect(await effectsOf('once')).toEqual([]);
    clock.advance(60_000);
    expect(await runner.runDueJobs()).toBe(1);
    expect(await runner.runDueJobs()).toBe(0);
    expect(await effectsOf('once')).toEqual([{ job_id: String(id) }]);
    const row = await jobRow(Number(id));
    expect(row?.done_at).not.toBeNull();
    expect(row?.attempts).toBe(1);
    expect(row?.locked_by).toBeNull();
  });

  it('retries a failing job with back-off, rolls its work back, and stops at max attempts with the last error', async () => {
    const clock = movableClock();
    const runner = createJobRunner({ db: database.db, clock, retryBaseMs: 1_000 });
    let tries = 0;
    runner.register('failing', async (tx, job, context) => {
      await recordEffect(tx, job, context);
      tries += 1;
      throw new Error(`failure ${tries}`);
    });
    const id = Number(
      await enqueueJob(database.db, { kind: 'failing', runAt: clock.now(), maxAttempts: 3 }),
    );
    expect(await runner.runDueJobs()).toBe(1);
    let row = await jobRow(id);
    expect(row).toMatchObject({ attempts: 1, last_error: 'failure 1', done_at: null });
    expect(new Date(row?.run_at ?? 0).getTime()).toBe(clock.now().getTime() + 1_000);
    // Not before its back-off.
    expect(await runner.runDueJobs()).toBe(0);
    clock.advance(1_000);
    expect(await runner.runDueJobs()).toBe(1);
    row = await jobRow(id);
    expect(new Date(row?.run_at ?? 0).getTime()).toBe(clock.now().getTime() + 2_000);
    clock.advance(2_000);
    expect(await runner.runDueJobs()).toBe(1);
    clock.advance(3_600_000);
    expect(await runner.runDueJobs()).toBe(0);
    expect(tries).toBe(3);
    expect(await jobRow(id)).toMatchObject({
      attempts: 3,
      last_error: 'failure 3',
      done_at: null,
      locked_by: null,
    });
    // Each try's work was rolled back with it.
    expect(await effectsOf('failing')).toEqual([]);
  });

  it('prepares outside the transaction, hands the answer to the handler, and retries a failed prepare', async () => {
    const clock = movableClock();
    const runner = createJobRunner({ db: database.db, clock, retryBaseMs: 1_000 });
    let prepares = 0;
    const seen: unknown[] = [];
    runner.register(
      'prepared',
      async (tx, job, context) => {
        seen.push(context.prepared);
        await recordEffect(tx, job, context);
      },
      {
        prepare: async (job) => {
          prepares += 1;
          if (prepares === 1) throw new Error('not ready');
          // The pool answers here: no transaction is open (on PGlite it would wait forever).
          const [row] = await database.query<{ n: number }>('select 41 + $1::int as n', [
            job.attempt - 1,
          ]);
          return row?.n;
        },
      },
    );
    const id = Number(await enqueueJob(database.db, { kind: 'prepared', runAt: clock.now() }));
    expect(await runner.runDueJobs()).toBe(1);
    expect(await jobRow(id)).toMatchObject({ attempts: 1, last_error: 'not ready', done_at: null });
    expect(seen).toEqual([]);
    clock.advance(1_000);
    expect(await runner.runDueJobs()).toBe(1);
    expect(seen).toEqual([42]);
    expect(await effectsOf('prepared')).toEqual([{ job_id: String(id) }]);
  });

  it('lets another runner take a job whose worker died once its lease has expired', async () => {
    const clock = movableClock();
    const id = Number(await enqueueJob(database.db, { kind: 'orphan', runAt: clock.now() }));
    // What a runner that crashed after its claim left behind.
    await database.query(
      `update jobs set locked_by = 'dead-worker', locked_until = $2, attempts = 1 where id = $1`,
      [id, new Date(clock.now().getTime() + 5 * 60_000)],
    );
    const survivor = createJobRunner({ db: database.db, clock, workerId: 'survivor' });
    survivor.register('orphan', recordEffect);
    expect(await survivor.runDueJobs()).toBe(0);
    clock.advance(5 * 60_000 + 1);
    expect(await survivor.runDueJobs()).toBe(1);
    expect(await effectsOf('orphan')).toEqual([{ job_id: String(id) }]);
    expect(await jobRow(id)).toMatchObject({ attempts: 2, locked_by: null });
    expect((await jobRow(id))?.done_at).not.toBeNull();
  });

  it('enqueues one job per slot of a recurring kind, however many runners', async () => {
    const clock = movableClock(new Date('2026-11-22T12:07:00Z'));
    const a = createJobRunner({ db: database.db, clock, workerId: 'a' });
    const b = createJobRunner({ db: database.db, clock, workerId: 'b' });
    for (const runner of [a, b]) runner.register('every-15', recordEffect, { everyMs: 900_000 });
    expect(await a.runDueJobs()).toBe(1);
    expect(await b.runDueJobs()).toBe(0);
    expect(await a.runDueJobs()).toBe(0);
    clock.advance(15 * 60_000);
    expect((await b.runDueJobs()) + (await a.runDueJobs())).toBe(1);
    const keys = await database.query<{ dedupe_key: string }>(
      "select dedupe_key from jobs where kind = 'every-15' order by id",
    );
    expect(keys.map((k) => k.dedupe_key)).toEqual([
      'every-15:2026-11-22T12:00:00.000Z',
      'every-15:2026-11-22T12:15:00.000Z',
    ]);
    expect(await effectsOf('every-15')).toHaveLength(2);
  });

  it('polls once started and stops cleanly', async () => {
    const clock = movableClock();
    const runner = createJobRunner({ db: database.db, clock, pollMs: 20 });
    runner.register('polled', recordEffect);
    runner.start();
    await enqueueJob(database.db, { kind: 'polled', runAt: clock.now() });
    for (let i = 0; i < 200 && (await effectsOf('polled')).length === 0; i++) await sleep(20);
    await runner.stop();
    expect(await effectsOf('polled')).toHaveLength(1);
    await enqueueJob(database.db, { kind: 'polled', runAt: clock.now() });
    await sleep(100);
    expect(await effectsOf('polled')).toHaveLength(1);
  });
});

describe('follow-up jobs', () => {
  it('runs a follow-up that is due now in the same poll, not at the next one', async () => {
    const clock = movableClock();
    // A poll an hour apart: only the back-to-back passes can finish the chain in time.
    const runner = createJobRunner({ db: database.db, clock, pollMs: 3_600_000 });
    runner.register('chained', async (tx, job, context) => {
      await recordEffect(tx, job, context);
      const step = Number(job.payload.step ?? 1);
      if (step < 3) {
        await enqueueJob(tx, { kind: 'chained', payload: { step: step + 1 }, runAt: clock.now() });
      }
    });
    await enqueueJob(database.db, { kind: 'chained', payload: { step: 1 }, runAt: clock.now() });
    runner.start();
    for (let i = 0; i < 200 && (await effectsOf('chained')).length < 3; i++) await sleep(20);
    await runner.stop();
    expect(await effectsOf('chained')).toHaveLength(3);
  });
});

describe('replicas', () => {
  it.skipIf(!isPostgres)(
    'two runners racing on PostgreSQL run each of 50 jobs exactly once (skipped on PGlite: one connection, nothing races)',
    async () => {
      const clock = movableClock();
      const ids: number[] = [];
      for (let i = 0; i < 50; i++) {
        ids.push(Number(await enqueueJob(database.db, { kind: 'raced', runAt: clock.now() })));
      }
      const ran = { a: 0, b: 0 };
      const runners = (['a', 'b'] as const).map((name) => {
        const runner = createJobRunner({ db: database.db, clock, workerId: name, batch: 3 });
        runner.register('raced', async (tx, job, context) => {
          await sleep(2);
          await recordEffect(tx, job, context);
          ran[name] += 1;
        });
        return runner;
      });
      const drain = async (runner: (typeof runners)[number]) => {
        while ((await runner.runDueJobs()) > 0) {
          // until nothing is due
        }
      };
      await Promise.all(runners.map(drain));
      const effects = await effectsOf('raced');
      expect(effects.map((e) => Number(e.job_id)).sort((x, y) => x - y)).toEqual(
        [...ids].sort((x, y) => x - y),
      );
      expect(ran.a + ran.b).toBe(50);
      expect(ran.a).toBeGreaterThan(0);
      expect(ran.b).toBeGreaterThan(0);
      const [open] = await database.query<{ n: number }>(
        "select count(*)::int as n from jobs where kind = 'raced' and done_at is null",
      );
      expect(open?.n).toBe(0);
    },
  );
});
