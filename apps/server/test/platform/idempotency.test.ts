import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  auditLog,
  idempotencyKeys,
  limitIncreaseRequests,
  mailOutbox,
  users,
} from '../../src/db/schema';
import {
  KEY_FORMAT_MESSAGE,
  KEY_IN_FLIGHT_MESSAGE,
  KEY_REUSED_MESSAGE,
  LOCK_TIMEOUT_MS,
  RETENTION_MS,
  requestHash,
  sweepIdempotencyKeys,
} from '../../src/platform/idempotency';
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

/** Stores a key row as an attempt in some state would have left it. */
async function plantKey(key: string, row: Partial<typeof idempotencyKeys.$inferInsert>) {
  await t.database.db.insert(idempotencyKeys).values({
    scope: `user:${ownerId}`,
    route: `POST /api/merchants/:id/limit-increase`,
    key,
    requestHash: requestHash({ method: 'POST', url: URL, body }),
    ...row,
  });
}

beforeAll(async () => {
  t = await createTestApp({ now: clock.now, env: { AUTH_RATE_LIMIT: '1000' } });
  await seedIdentity(t.database);
  owner = await signInAs(t.app, 'owner@paydesk.test');
  ownerId = Number(
    (await t.app.inject({ url: '/api/users/info', headers: owner.headers })).json().data.profile
      .remoteId,
  );
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

  it('answers 409 while the same key is in flight', async () => {
    await plantKey('key-in-flight', { lockedBy: 'another-attempt', lockedAt: clock.now() });
    const requests = await countRequests();
    const res = await post('key-in-flight');
    expect(res.statusCode).toBe(409);
    expect(res.json().error_message).toBe(KEY_IN_FLIGHT_MESSAGE);
    expect(await countRequests()).toBe(requests);
  });

  it('recovers a key left in flight by a crashed process once its lock timed out', async () => {
    const lockedAt = new Date(clock.now().getTime() - LOCK_TIMEOUT_MS - 1_000);
    await plantKey('key-crashed', { lockedBy: 'dead-process', lockedAt, createdAt: lockedAt });
    const requests = await countRequests();
    const res = await post('key-crashed');
    expect(res.statusCode).toBe(201);
    expect(await countRequests()).toBe(requests + 1);
    const replay = await post('key-crashed');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(res.json());
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
    const left = await t.database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'key-to-sweep'));
    expect(left).toEqual([]);
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
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data.profile.email).toBe('owner@paydesk.test');
  });
});
