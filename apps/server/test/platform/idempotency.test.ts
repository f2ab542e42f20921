import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import pg from 'pg';
import { beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { type Database, sqlQuery } from '../../src/db/client';
import {
  auditLog,
  idempotencyKeys,
  limitIncreaseRequests,
  mailOutbox,
  users,
} from '../../src/db/schema';
import {
  canonicalJson,
  type IdempotencyDeps,
  KEY_FORMAT_MESSAGE,
  KEY_IN_FLIGHT_MESSAGE,
  KEY_REUSED_MESSAGE,
  keyLockId,
  RETENTION_MS,
  requestHash,
  runIdempotent,
  sweepIdempotencyKeys,
} from '../../src/platform/idempotency';
import { withDatabaseName } from '../support/database-template';
import { type SignedIn, seedIdentity, signInAs, testClock } from '../support/identity';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let owner: SignedIn;
let ownerId: number;
const clock = testClock();

const URL = '/api/merchants/100001/limit-increase';
const body = { kind: 'card', requestedMonthlyLimit: 9_000_000, reason: 'Holiday season' };

// Each test calls from its own address: the route allows 10 calls a minute per IP.
let address = 0;
beforeEach(() => {
  address += 1;
});
const post = (key: string | undefined, payload: object = body, who: SignedIn = owner) =>
  t.app.inject({
    method: 'POST',
    url: URL,
    remoteAddress: `10.0.0.${address}`,
    headers: { ...who.headers, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload,
  });

const countRequests = async () => (await t.database.db.select().from(limitIncreaseRequests)).length;
const countMails = async () =>
  (
    await t.database.db
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.subject} like 'Limit increase request%'`)
  ).length;

const ROUTE = 'POST /api/merchants/:id/limit-increase';
const ownerKey = (key: string) => ({ scope: `user:${ownerId}`, route: ROUTE, key });
const keyRows = (key: string) =>
  t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));

/** Stores a key row as an attempt in some state would have left it. */
async function plantKey(key: string, row: Partial<typeof idempotencyKeys.$inferInsert>) {
  await t.database.db.insert(idempotencyKeys).values({
    ...ownerKey(key),
    requestHash: requestHash(t.app.tokenKey, { method: 'POST', url: URL, body }),
    ...row,
  });
}

/** `runIdempotent` called directly, as the route would, on a route of the test's own. */
const EFFECT_URL = '/api/test/effects';
const deps = (): IdempotencyDeps => ({ db: t.database.db, clock, tokenKey: t.app.tokenKey });
const effectRequest = (key: string, label: string) =>
  ({
    headers: { 'idempotency-key': key },
    ip: '10.1.0.1',
    method: 'POST',
    url: EFFECT_URL,
    routeOptions: { url: EFFECT_URL },
    body: { label },
  }) as unknown as FastifyRequest;
/** The effect of a call: a row of a table this file made. */
const writeEffect = (tx: Database, label: string) =>
  sqlQuery(tx)('insert into test_effects (label) values ($1)', [label]);
const countEffects = async (label: string) =>
  (
    await t.database.query<{ n: number }>(
      'select count(*)::int as n from test_effects where label = $1',
      [label],
    )
  )[0]?.n;

const kind = () => inject('databaseTemplate').kind;

/** A connection of another process to this file's database (PostgreSQL). */
async function connectOther(): Promise<pg.Client> {
  const template = inject('databaseTemplate');
  if (template.kind !== 'postgres') throw new Error('PostgreSQL only');
  const [row] = await t.database.query<{ name: string }>('select current_database() as name');
  const url = withDatabaseName(template.adminUrl, row?.name ?? '');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

beforeAll(async () => {
  t = await createTestApp({ now: clock.now, env: { AUTH_RATE_LIMIT: '1000' } });
  await seedIdentity(t.database);
  owner = await signInAs(t.app, 'owner@paydesk.test');
  ownerId = Number(
    (await t.app.inject({ url: '/api/users/info', headers: owner.headers })).json().data.profile
      .remoteId,
  );
  await t.database.query('create table test_effects (id serial primary key, label text not null)');
});

describe('Idempotency-Key', () => {
  it('stores the first answer and replays it: the effect and its e-mail happen once', async () => {
    const [requests, mails] = [await countRequests(), await countMails()];
    const first = await post('key-replay-1');
    expect(first.statusCode).toBe(201);
    const again = await post('key-replay-1');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await countRequests()).toBe(requests + 1);
    expect(await countMails()).toBe(mails + 1);
  });

  it('hashes the request, not the order of its fields', async () => {
    const first = await post('key-order');
    const reordered = await post('key-order', {
      reason: body.reason,
      requestedMonthlyLimit: body.requestedMonthlyLimit,
      kind: body.kind,
    });
    expect(reordered.statusCode).toBe(201);
    expect(reordered.json()).toEqual(first.json());
  });

  it('answers 409 for the same key with another body, and changes nothing', async () => {
    await post('key-mismatch');
    const requests = await countRequests();
    const other = await post('key-mismatch', { ...body, requestedMonthlyLimit: 1 });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({ error_message: KEY_REUSED_MESSAGE });
    expect(await countRequests()).toBe(requests);
  });

  it('scopes keys to the caller: another user’s equal key is another request', async () => {
    const clerk = await signInAs(t.app, 'clerk@paydesk.test');
    const mine = await post('key-shared-name');
    const theirs = await post('key-shared-name', body, clerk);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json().id).not.toBe(mine.json().id);
  });

  it('keeps keys 24 hours: an older key starts over, and the sweep removes it', async () => {
    const old = new Date(clock.now().getTime() - RETENTION_MS - 60_000);
    await plantKey('key-expired', {
      createdAt: old,
      completedAt: old,
      responseStatus: 201,
      responseBody: { id: -1, message: 'old', contactEmail: 'x' },
    });
    const res = await post('key-expired');
    expect(res.statusCode).toBe(201);
    expect(res.json().id).not.toBe(-1);
    await plantKey('key-to-sweep', { createdAt: old, completedAt: old, responseStatus: 201 });
    expect(await sweepIdempotencyKeys({ db: t.database.db, clock })).toBeGreaterThanOrEqual(1);
    expect(await keyRows('key-to-sweep')).toEqual([]);
  });

  it('starts over on a row without an answer (an in-flight claim of the earlier design)', async () => {
    await plantKey('key-unanswered', {});
    const requests = await countRequests();
    const res = await post('key-unanswered');
    expect(res.statusCode).toBe(201);
    expect(res.headers['idempotent-replayed']).toBeUndefined();
    expect(await countRequests()).toBe(requests + 1);
    expect((await post('key-unanswered')).headers['idempotent-replayed']).toBe('true');
  });

  it('stores a keyed hash of the request, not a plain SHA-256', async () => {
    expect((await post('key-hashed')).statusCode).toBe(201);
    const [row] = await keyRows('key-hashed');
    const input = `POST ${URL}\n${canonicalJson(body)}`;
    expect(row?.requestHash).toBe(requestHash(t.app.tokenKey, { method: 'POST', url: URL, body }));
    expect(row?.requestHash).not.toBe(createHash('sha256').update(input).digest('base64url'));
    expect(row?.requestHash).not.toBe(createHash('sha256').update(input).digest('hex'));
    const otherKey = new TextEncoder().encode('another-secret-that-is-long-enough-0123456789');
    expect(requestHash(otherKey, { method: 'POST', url: URL, body })).not.toBe(row?.requestHash);
  });

  it('refuses a malformed key with 400 before doing anything', async () => {
    const requests = await countRequests();
    for (const key of ['', 'with space', 'x'.repeat(256), 'ünïcode']) {
      const res = await post(key);
      expect(res.statusCode, JSON.stringify(key)).toBe(400);
      expect(res.json()).toEqual({ error_message: KEY_FORMAT_MESSAGE });
    }
    expect(await countRequests()).toBe(requests);
  });

  it('runs without a key, in one transaction, every time', async () => {
    const requests = await countRequests();
    expect((await post(undefined)).statusCode).toBe(201);
    expect((await post(undefined)).statusCode).toBe(201);
    expect(await countRequests()).toBe(requests + 2);
  });
});

describe('a key in flight', () => {
  it('answers 409 at once in the same process, then replays once the first attempt is done', async () => {
    const started = deferred();
    const gate = deferred();
    const first = runIdempotent(deps(), effectRequest('key-slow', 'slow'), 201, async (tx) => {
      await writeEffect(tx, 'slow');
      started.resolve();
      await gate.promise;
      return { done: 'slow' };
    });
    await started.promise;
    // The first attempt holds its transaction open (on PGlite the second would otherwise wait).
    await expect(
      runIdempotent(deps(), effectRequest('key-slow', 'slow'), 201, async () => ({
        done: 'twice',
      })),
    ).rejects.toMatchObject({ statusCode: 409, message: KEY_IN_FLIGHT_MESSAGE });
    gate.resolve();
    expect(await first).toEqual({ replay: false, value: { done: 'slow' } });
    const retry = await runIdempotent(deps(), effectRequest('key-slow', 'slow'), 201, async () => {
      throw new Error('a replay runs nothing');
    });
    expect(retry).toEqual({ replay: true, status: 201, body: { done: 'slow' } });
    expect(await countEffects('slow')).toBe(1);
  });

  it.skipIf(kind() !== 'postgres')(
    'answers 409 while another process holds the key, and runs once its transaction ends',
    async () => {
      const other = await connectOther();
      try {
        await other.query('begin');
        await other.query('select pg_advisory_xact_lock($1::bigint)', [
          keyLockId(ownerKey('key-other-process')),
        ]);
        const requests = await countRequests();
        const held = await post('key-other-process');
        expect(held.statusCode).toBe(409);
        expect(held.json()).toEqual({ error_message: KEY_IN_FLIGHT_MESSAGE });
        expect(await countRequests()).toBe(requests);
        await other.query('rollback');
        const res = await post('key-other-process');
        expect(res.statusCode).toBe(201);
        expect(res.headers['idempotent-replayed']).toBeUndefined();
        expect(await countRequests()).toBe(requests + 1);
      } finally {
        await other.end();
      }
    },
  );
});

describe('a crashed attempt leaves nothing behind', () => {
  it('a call that fails after writing leaves no key and no effect: the same key runs at once', async () => {
    await expect(
      runIdempotent(deps(), effectRequest('key-crash', 'crash'), 201, async (tx) => {
        await writeEffect(tx, 'crash');
        throw new Error('the process died here');
      }),
    ).rejects.toThrow('the process died here');
    expect(await keyRows('key-crash')).toEqual([]);
    expect(await countEffects('crash')).toBe(0);
    const retry = await runIdempotent(
      deps(),
      effectRequest('key-crash', 'crash'),
      201,
      async (tx) => {
        await writeEffect(tx, 'crash');
        return { done: 'crash' };
      },
    );
    expect(retry).toEqual({ replay: false, value: { done: 'crash' } });
    const replay = await runIdempotent(
      deps(),
      effectRequest('key-crash', 'crash'),
      201,
      async () => ({
        done: 'twice',
      }),
    );
    expect(replay).toEqual({ replay: true, status: 201, body: { done: 'crash' } });
    expect(await countEffects('crash')).toBe(1);
  });

  it.skipIf(kind() !== 'postgres')(
    'a process that dies mid-transaction (its connection gone) leaves the key free at once',
    async () => {
      const key = 'key-dead-process';
      const other = await connectOther();
      other.on('error', () => {
        // Its socket is destroyed below: the "process" died.
      });
      const pid = (await other.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]
        ?.pid;
      // What the dead process had done: locked the key, written its effect and its answer.
      await other.query('begin');
      await other.query('select pg_advisory_xact_lock($1::bigint)', [keyLockId(ownerKey(key))]);
      await other.query("insert into test_effects (label) values ('dead-process')");
      await other.query(
        `insert into idempotency_keys (scope, route, key, request_hash, response_status, response_body, completed_at)
         values ($1, $2, $3, $4, 201, '{}', now())`,
        [
          `user:${ownerId}`,
          ROUTE,
          key,
          requestHash(t.app.tokenKey, { method: 'POST', url: URL, body }),
        ],
      );
      other.connection.stream.destroy();
      // The server ends the backend as soon as it reads the closed socket (milliseconds).
      const gone = Date.now() + 5_000;
      while (
        (await t.database.query('select 1 from pg_stat_activity where pid = $1', [pid])).length > 0
      ) {
        if (Date.now() > gone) throw new Error('the dead connection’s backend is still there');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      const requests = await countRequests();
      const res = await post(key);
      expect(res.statusCode).toBe(201);
      expect(res.headers['idempotent-replayed']).toBeUndefined();
      expect(await countRequests()).toBe(requests + 1);
      expect(await countEffects('dead-process')).toBe(0);
      const replay = await post(key);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.json()).toEqual(res.json());
      expect(await countRequests()).toBe(requests + 1);
    },
  );
});

describe('the one write path', () => {
  it('a refused call rolls back with its key released, keeps its audit row, and may be retried', async () => {
    const clerk = await signInAs(t.app, 'clerk@paydesk.test');
    const change = (key: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v2/users/change-email',
        headers: { ...clerk.headers, 'idempotency-key': key },
        payload: { oldEmail: 'clerk@paydesk.test', newEmail: 'owner@paydesk.test', password },
      });
    // The new e-mail is taken: refused after the key was claimed.
    const taken = await change('key-refused', 'Clerk!Paydesk2026');
    expect(taken.statusCode).toBe(400);
    expect(
      await t.database.db
        .select()
        .from(idempotencyKeys)
        .where(eq(idempotencyKeys.key, 'key-refused')),
    ).toEqual([]);
    // A wrong password is refused inside the transaction, yet its audit row survives.
    const wrong = await change('key-wrong-password', 'Wrong!Password2026');
    expect(wrong.statusCode).toBe(400);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'email-change'), eq(auditLog.outcome, 'failure')));
    expect(audits.map((a) => a.email)).toContain('clerk@paydesk.test');
    // Once the address is free, the same key and request succeed.
    await t.database.db
      .update(users)
      .set({ email: 'owner-moved@paydesk.test' })
      .where(eq(users.email, 'owner@paydesk.test'));
    const retried = await change('key-refused', 'Clerk!Paydesk2026');
    // The request is taken: a code goes to the new address, which changes once confirmed.
    expect(retried.statusCode).toBe(202);
    expect(retried.json()).toMatchObject({ pending: true, newEmail: 'owner@paydesk.test' });
  });
});
