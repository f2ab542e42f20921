import { createHash, createHmac } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type Database, sqlQuery } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { AppError, Conflict } from './errors';
import type { Clock } from './shared-dependencies';
import { inWriteTransaction } from './write-transaction';

/**
 * Idempotency of state-changing calls (docs/api.md, after Stripe's Idempotency-Key):
 * - the key is scoped to the caller and the route;
 * - the key is claimed inside the call's own transaction: in this process by a set of the keys
 *   in flight, across processes (PostgreSQL replicas) by a transaction-level advisory lock;
 *   a key already claimed answers 409 at once;
 * - the first successful answer is stored in that transaction, with the effect, and replayed
 *   for the same key and request; the same key with another request answers 409;
 * - a refused or failed call, or a crashed process, committed nothing and leaves nothing: no
 *   row, and the lock ended with the transaction (or with the dead process's connection), so
 *   a retry with the same key runs at once;
 * - keys are kept RETENTION_MS (24 hours), then swept.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const RETENTION_MS = 24 * 60 * 60_000;

export const KEY_FORMAT_MESSAGE =
  'The Idempotency-Key header must be 1 to 255 visible ASCII characters (a UUID is a good key).';
export const KEY_REUSED_MESSAGE =
  'This Idempotency-Key was already used for a different request. Use a new key for a new request.';
export const KEY_IN_FLIGHT_MESSAGE =
  'A request with this Idempotency-Key is still in progress. Wait a moment, then retry with the same key.';

const KEY_FORMAT = /^[\x21-\x7e]{1,255}$/;

/** The label of the request-hash key derived from the app's token key. */
const REQUEST_HASH_LABEL = 'paydesk idempotency request hash v1';

/** Sorted keys, so the same body hashes the same whatever the order its fields arrived in. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

const hashKeys = new WeakMap<Uint8Array, Buffer>();

/** HMAC(tokenKey, label): the request hash's own key, derived once per token key. */
function requestHashKey(tokenKey: Uint8Array): Buffer {
  let key = hashKeys.get(tokenKey);
  if (!key) {
    key = createHmac('sha256', tokenKey).update(REQUEST_HASH_LABEL).digest();
    hashKeys.set(tokenKey, key);
  }
  return key;
}

/**
 * What identifies a request under its key: method, URL (parameters and query) and body.
 * Keyed (HMAC-SHA256 under a key derived from the app's token key): bodies may carry card
 * numbers, and an unkeyed hash of so small an input space could be brute-forced (PCI DSS 3.5.1).
 */
export function requestHash(
  tokenKey: Uint8Array,
  request: Pick<FastifyRequest, 'method' | 'url' | 'body'>,
): string {
  return createHmac('sha256', requestHashKey(tokenKey))
    .update(`${request.method} ${request.url}\n${canonicalJson(request.body)}`)
    .digest('base64url');
}

type KeyId = { scope: string; route: string; key: string };

const keyText = (id: KeyId) => `${id.scope}|${id.route}|${id.key}`;

/**
 * The advisory lock of a key across processes: the first 8 bytes of SHA-256 of
 * `scope|route|key`, as a signed 64-bit integer (text, for `$1::bigint`).
 */
export function keyLockId(id: KeyId): string {
  return createHash('sha256').update(keyText(id)).digest().readBigInt64BE(0).toString();
}

/** Keys in flight in this process (`scope|route|key`). */
const inFlight = new Set<string>();

export interface IdempotencyDeps {
  db: Database;
  clock: Clock;
  /** The app's token key (`app.tokenKey`, the AUTH_SECRET bytes): request hashes are keyed by it. */
  tokenKey: Uint8Array;
}

type Outcome<T> = { replay: false; value: T } | { replay: true; status: number; body: unknown };

/**
 * Refuses a malformed Idempotency-Key (400) before any of the call's work: an endpoint's
 * checks that run before its transaction (`beforeTransaction`) come after this one.
 */
export function assertIdempotencyKeyFormat(request: FastifyRequest): void {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) return;
  const key = Array.isArray(header) ? '' : header;
  if (!KEY_FORMAT.test(key)) throw new AppError(400, KEY_FORMAT_MESSAGE);
}

/**
 * Runs a state-changing call in one transaction; with an Idempotency-Key, under the rules
 * above. Answers the call's value, or the stored answer of an earlier attempt.
 */
export async function runIdempotent<T>(
  deps: IdempotencyDeps,
  request: FastifyRequest,
  status: number,
  work: (tx: Database) => Promise<T>,
  /** What the key's row stores of the answer (default: the answer itself). */
  seal: (value: T) => unknown = (value) => value,
): Promise<Outcome<T>> {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) {
    return { replay: false, value: await inWriteTransaction(deps.db, work) };
  }
  const key = Array.isArray(header) ? '' : header;
  if (!KEY_FORMAT.test(key)) throw new AppError(400, KEY_FORMAT_MESSAGE);
  const id: KeyId = {
    scope: request.identity ? `user:${request.identity.userId}` : `ip:${request.ip}`,
    route: `${request.method} ${request.routeOptions.url}`,
    key,
  };
  const held = keyText(id);
  // In this process: on PGlite (one process, serialised transactions) this is the whole guard.
  if (inFlight.has(held)) throw new Conflict(KEY_IN_FLIGHT_MESSAGE);
  inFlight.add(held);
  try {
    const hash = requestHash(deps.tokenKey, request);
    return await inWriteTransaction(deps.db, (tx) =>
      claimAndRun(deps, tx, id, hash, status, work, seal),
    );
  } finally {
    inFlight.delete(held);
  }
}

/** The columns of a stored key the claim reads (null when none is stored). */
interface StoredKeyRow {
  created_at: Date | string | null;
  completed_at: Date | string | null;
  request_hash: string | null;
  response_status: number | null;
  response_body: unknown;
}

const storedKey = (row: StoredKeyRow) => ({
  createdAt: new Date(row.created_at ?? 0),
  completedAt: row.completed_at === null ? null : new Date(row.completed_at),
  requestHash: row.request_hash,
  responseStatus: row.response_status === null ? null : Number(row.response_status),
  responseBody: row.response_body,
});

async function claimAndRun<T>(
  deps: IdempotencyDeps,
  tx: Database,
  id: KeyId,
  hash: string,
  status: number,
  work: (tx: Database) => Promise<T>,
  seal: (value: T) => unknown,
): Promise<Outcome<T>> {
  // Across processes (PostgreSQL replicas): held until this transaction ends, or until the
  // connection dies with its process. Always granted on PGlite. Asked with the key's row, in
  // one statement (one round trip fewer on every keyed call): a writer of the same key that
  // commits between this statement's snapshot and the lock is caught by the insert below,
  // which then finds its row and rolls this call back.
  const [found] = await sqlQuery(tx)<StoredKeyRow & { locked: boolean }>(
    `select pg_try_advisory_xact_lock($1::bigint) as locked, k.created_at, k.completed_at,
        k.request_hash, k.response_status, k.response_body
       from (select 1) one
       left join idempotency_keys k on k.scope = $2 and k.route = $3 and k.key = $4`,
    [keyLockId(id), id.scope, id.route, id.key],
  );
  if (!found?.locked) throw new Conflict(KEY_IN_FLIGHT_MESSAGE);

  const same = and(
    eq(idempotencyKeys.scope, id.scope),
    eq(idempotencyKeys.route, id.route),
    eq(idempotencyKeys.key, id.key),
  );
  const now = deps.clock.now();
  const row = found.created_at === null ? undefined : storedKey(found);
  if (row) {
    // Expired, or without an answer (left by the design that claimed keys before the call's
    // transaction: its effect never committed): the key starts over.
    const expired = row.createdAt.getTime() < now.getTime() - RETENTION_MS;
    if (expired || row.completedAt === null || row.responseStatus === null) {
      await tx.delete(idempotencyKeys).where(same);
    } else if (row.requestHash !== hash) {
      throw new Conflict(KEY_REUSED_MESSAGE);
    } else {
      return { replay: true, status: row.responseStatus, body: row.responseBody };
    }
  }

  const value = await work(tx);
  const stored = await tx
    .insert(idempotencyKeys)
    .values({
      ...id,
      requestHash: hash,
      responseStatus: status,
      responseBody: (seal(value) ?? null) as unknown,
      createdAt: now,
      completedAt: now,
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  // Only a writer that ignored the lock could get here first; roll back rather than overwrite.
  if (stored.length === 0) throw new Conflict(KEY_IN_FLIGHT_MESSAGE);
  return { replay: false, value };
}

/** Deletes keys past their retention; answers how many. */
export async function sweepIdempotencyKeys(
  deps: Pick<IdempotencyDeps, 'db' | 'clock'>,
): Promise<number> {
  const cutoff = new Date(deps.clock.now().getTime() - RETENTION_MS);
  const rows = await deps.db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, cutoff))
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}
