import { createHash, randomUUID } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { AppError, Conflict } from './errors';
import type { Clock } from './shared-dependencies';
import { inWriteTransaction } from './write-transaction';

/**
 * Idempotency of state-changing calls (docs/api.md, after Stripe's Idempotency-Key):
 * - the key is scoped to the caller and the route;
 * - the first successful answer is stored in the call's own transaction and replayed for the
 *   same key and request; the same key with another request answers 409;
 * - a key in flight answers 409, unless its attempt has held it longer than LOCK_TIMEOUT_MS
 *   (its process died), when the new attempt takes it over;
 * - a refused or failed call changed nothing (its transaction rolled back) and releases the key,
 *   so a retry with the same key runs again;
 * - keys are kept RETENTION_MS (24 hours), then swept.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const LOCK_TIMEOUT_MS = 60_000;
export const RETENTION_MS = 24 * 60 * 60_000;

export const KEY_FORMAT_MESSAGE =
  'The Idempotency-Key header must be 1 to 255 visible ASCII characters (a UUID is a good key).';
export const KEY_REUSED_MESSAGE =
  'This Idempotency-Key was already used for a different request. Use a new key for a new request.';
export const KEY_IN_FLIGHT_MESSAGE =
  'A request with this Idempotency-Key is still in progress. Wait a moment, then retry with the same key.';
export const KEY_TAKEN_OVER_MESSAGE =
  'This request took too long and another attempt with the same Idempotency-Key took over. Nothing was changed.';

const KEY_FORMAT = /^[\x21-\x7e]{1,255}$/;

/** Sorted keys, so the same body hashes the same whatever the order its fields arrived in. */
function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** What identifies a request under its key: method, URL (parameters and query) and body. */
export function requestHash(request: Pick<FastifyRequest, 'method' | 'url' | 'body'>): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${canonicalJson(request.body)}`)
    .digest('base64url');
}

export interface IdempotencyDeps {
  db: Database;
  clock: Clock;
}

type Outcome<T> = { replay: false; value: T } | { replay: true; status: number; body: unknown };

/**
 * Runs a state-changing call in one transaction; with an Idempotency-Key, under the rules
 * above. Answers the call's value, or the stored answer of an earlier attempt.
 */
export async function runIdempotent<T>(
  deps: IdempotencyDeps,
  request: FastifyRequest,
  status: number,
  work: (tx: Database) => Promise<T>,
): Promise<Outcome<T>> {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) {
    return { replay: false, value: await inWriteTransaction(deps.db, work) };
  }
  const key = Array.isArray(header) ? '' : header;
  if (!KEY_FORMAT.test(key)) throw new AppError(400, KEY_FORMAT_MESSAGE);
  const id = {
    scope: request.identity ? `user:${request.identity.userId}` : `ip:${request.ip}`,
    route: `${request.method} ${request.routeOptions.url}`,
    key,
  };
  const hash = requestHash(request);
  const claim = await claimKey(deps, id, hash);
  if ('replay' in claim) return claim;

  const held = and(
    eq(idempotencyKeys.scope, id.scope),
    eq(idempotencyKeys.route, id.route),
    eq(idempotencyKeys.key, id.key),
    eq(idempotencyKeys.lockedBy, claim.token),
  );
  try {
    const value = await inWriteTransaction(deps.db, async (tx) => {
      const result = await work(tx);
      const done = await tx
        .update(idempotencyKeys)
        .set({
          responseStatus: status,
          responseBody: (result ?? null) as unknown,
          completedAt: deps.clock.now(),
          lockedBy: null,
          lockedAt: null,
        })
        .where(held)
        .returning({ key: idempotencyKeys.key });
      if (done.length === 0) throw new Conflict(KEY_TAKEN_OVER_MESSAGE);
      return result;
    });
    return { replay: false, value };
  } catch (error) {
    await deps.db
      .delete(idempotencyKeys)
      .where(held)
      .catch(() => undefined);
    throw error;
  }
}

type KeyId = { scope: string; route: string; key: string };

async function claimKey(
  deps: IdempotencyDeps,
  id: KeyId,
  hash: string,
): Promise<{ token: string } | { replay: true; status: number; body: unknown }> {
  const now = deps.clock.now();
  const token = randomUUID();
  const same = and(
    eq(idempotencyKeys.scope, id.scope),
    eq(idempotencyKeys.route, id.route),
    eq(idempotencyKeys.key, id.key),
  );
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const inserted = await deps.db
      .insert(idempotencyKeys)
      .values({ ...id, requestHash: hash, lockedBy: token, lockedAt: now, createdAt: now })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length > 0) return { token };

    const [row] = await deps.db.select().from(idempotencyKeys).where(same).limit(1);
    if (!row) continue; // released meanwhile: try to insert again
    const cutoff = new Date(now.getTime() - RETENTION_MS);
    if (row.createdAt < cutoff) {
      // Expired: the key starts over.
      await deps.db.delete(idempotencyKeys).where(and(same, lt(idempotencyKeys.createdAt, cutoff)));
      continue;
    }
    if (row.requestHash !== hash) throw new Conflict(KEY_REUSED_MESSAGE);
    if (row.completedAt && row.responseStatus !== null) {
      return { replay: true, status: row.responseStatus, body: row.responseBody };
    }
    const lockedAt = row.lockedAt?.getTime() ?? 0;
    if (row.lockedBy && lockedAt > now.getTime() - LOCK_TIMEOUT_MS) {
      throw new Conflict(KEY_IN_FLIGHT_MESSAGE);
    }
    // The attempt that held it died without committing or releasing it: take it over.
    const taken = await deps.db
      .update(idempotencyKeys)
      .set({ lockedBy: token, lockedAt: now, completedAt: null, responseStatus: null })
      .where(and(same, row.lockedBy ? eq(idempotencyKeys.lockedBy, row.lockedBy) : undefined))
      .returning({ key: idempotencyKeys.key });
    if (taken.length > 0) return { token };
  }
  throw new Conflict(KEY_IN_FLIGHT_MESSAGE);
}

/** Deletes keys past their retention; answers how many. */
export async function sweepIdempotencyKeys(deps: IdempotencyDeps): Promise<number> {
  const cutoff = new Date(deps.clock.now().getTime() - RETENTION_MS);
  const rows = await deps.db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, cutoff))
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}
