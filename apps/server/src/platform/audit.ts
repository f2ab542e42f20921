import type { AuditAction } from '@paydesk/domain/audit-actions';
import type { Database } from '../db/client';
import { auditLog } from '../db/schema';
import { Refused } from './errors';
import { whenTransactionEnds } from './write-transaction';

export type { AuditAction } from '@paydesk/domain/audit-actions';

export interface AuditEntry {
  action: AuditAction;
  outcome: 'success' | 'failure';
  userId?: number | null;
  email?: string | null;
  ip?: string | null;
  details?: Record<string, unknown>;
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * The details as jsonb takes them: a lone UTF-16 surrogate (valid in a JavaScript string, and
 * in a JSON body a client sent) is refused by jsonb, so it becomes U+FFFD rather than losing
 * the row.
 */
const storableDetails = (details: Record<string, unknown>): Record<string, unknown> =>
  JSON.parse(
    JSON.stringify(details, (_key, value: unknown) =>
      typeof value === 'string' ? value.replace(LONE_SURROGATE, '\ufffd') : value,
    ),
  );

/** Appends one row to the audit log (the table refuses updates and deletes). */
export async function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    action: entry.action,
    outcome: entry.outcome,
    userId: entry.userId ?? null,
    email: entry.email ?? null,
    ip: entry.ip ?? null,
    details: entry.details ? storableDetails(entry.details) : null,
  });
}

/**
 * An audit row that must outlive a rollback: a refused attempt (a wrong password on a
 * state-changing call) is recorded even though the call's transaction changes nothing.
 */
export async function recordRefusal(db: Database, entry: AuditEntry): Promise<void> {
  await whenTransactionEnds(db, (outer) => recordAudit(outer, entry));
}

/** Who asked: the signed-in user and the request's address, for the audit rows. */
export interface Actor {
  userId: number;
  email: string;
  ip: string;
}

/** An audit row's action and facts (ids and amounts; never card or bank numbers). */
export interface Attempt {
  action: AuditAction;
  details: Record<string, unknown>;
}

/** The audit row of an attempt that succeeded, in the call's transaction. */
export const recordSuccess = (db: Database, actor: Actor, attempt: Attempt) =>
  recordAudit(db, {
    action: attempt.action,
    outcome: 'success',
    userId: actor.userId,
    email: actor.email,
    ip: actor.ip,
    details: attempt.details,
  });

/**
 * Refuses the attempt with a 422 a person understands: its audit row (outcome failure, with
 * the reason) is written once the call's transaction has rolled back, so it is kept.
 */
export async function refuseAttempt(
  db: Database,
  actor: Actor,
  attempt: Attempt,
  message: string,
): Promise<never> {
  await recordRefusal(db, {
    action: attempt.action,
    outcome: 'failure',
    userId: actor.userId,
    email: actor.email,
    ip: actor.ip,
    details: { ...attempt.details, reason: message },
  });
  throw new Refused(message);
}
