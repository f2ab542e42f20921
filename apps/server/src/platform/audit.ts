import type { Database } from '../db/client';
import { auditLog } from '../db/schema';
import { Refused } from './errors';
import { whenTransactionEnds } from './write-transaction';

export type AuditAction =
  | 'sign-in'
  | 'sign-in-failed'
  | 'lockout'
  | 'logout'
  | 'password-change'
  | 'password-reset'
  | 'password-reset-requested'
  | 'new-password-set'
  | 'email-change-requested'
  | 'email-change'
  | 'token-family-revoked'
  | 'sessions-revoked'
  | 'user-migrated'
  | 'sso-key-issued'
  // Money actions (modules/transactions): merchant, transaction and amount in `details`,
  // never card or bank numbers.
  | 'transaction-refund'
  | 'transaction-void'
  | 'terminal-payment'
  // Uploaded files (modules/files): merchant, file id, name, size and purpose in `details`,
  // never the contents.
  | 'file-upload'
  | 'file-remove'
  // Disputes (modules/disputes): merchant, kind, dispute id and evidence file ids in `details`.
  | 'dispute-counter'
  | 'dispute-accept'
  | 'dispute-status'
  // Customers (modules/customers): merchant and customer ids, and the names of the fields an
  // edit changed, never their values.
  | 'customer-create'
  | 'customer-update'
  // Checkout (modules/checkout): merchant and payment link ids, the names of the fields a
  // change saved; a pay-page payment (no user: the payer's IP) with the sale's id and outcome.
  | 'checkout-settings-update'
  | 'payment-link-create'
  | 'payment-link-update'
  | 'payment-link-activate'
  | 'payment-link-deactivate'
  | 'payment-link-share'
  | 'payment-link-payment'
  // Products and pricing lists (modules/products): merchant, product or pricing list ids, the
  // names of the fields a change saved, item counts.
  | 'product-create'
  | 'product-update'
  | 'product-activate'
  | 'product-deactivate'
  | 'pricing-list-create'
  | 'pricing-list-update'
  | 'pricing-list-items-replace'
  | 'pricing-list-delete'
  // Subscriptions (modules/subscriptions): merchant and subscription ids, amounts, dates;
  // the subscriber's own calls (no user: the IP) name the subscription. No card data.
  | 'subscription-create'
  | 'subscription-request-cancellation'
  | 'subscription-stop'
  | 'subscription-reschedule'
  | 'subscription-send-link'
  | 'subscription-subscriber-cancel'
  | 'subscription-payment-method-update'
  // Call to action (modules/cta): merchant, CTA and submission ids, which blocks and document
  // types were sent and the names of the fields changed; never the SSN.
  | 'cta-submit'
  | 'cta-dismiss'
  // Team (modules/team): merchant, the user changed (id, e-mail), old and new access, admin
  // role and permissions; the settings' keys, never values.
  | 'team-invite'
  | 'team-update'
  | 'team-remove'
  | 'user-settings-update'
  // Device pins (modules/devices): merchant, pin id, description and dates; never the PIN.
  | 'device-pin-create'
  | 'device-pin-expire'
  // Merchant applications (modules/applications): the application token, the step saved, the
  // processor's decision and the merchant opened; never the SSN or bank numbers.
  | 'application-start'
  | 'application-verify'
  | 'application-create'
  | 'application-save'
  | 'application-document-upload'
  | 'application-submit'
  | 'application-more-info'
  // My Account (modules/merchants): merchant id, the part edited and the names of the fields
  // it changed (their old and new values are in merchant_change_history, bank numbers masked).
  | 'merchant-details-update'
  // Back-office account actions (modules/admin-merchant-actions): merchant id, old and new
  // status (and the closure reason), the hold's reason or the new payout frequency and day.
  | 'merchant-status-change'
  | 'merchant-funding-hold-place'
  | 'merchant-funding-hold-release'
  // Processor actions (modules/admin-merchant-actions): merchant id, processors, rate and
  // payout schedule of a revert; the owner id whose data was sent, never the data.
  | 'merchant-processor-revert'
  | 'merchant-tos-accept'
  | 'merchant-beneficial-data-send'
  // Profile records (modules/admin-merchant-records): merchant id and the contact, user or
  // document id; a reveal of a full SSN or bank account number is a sensitive read, recorded
  // without the number.
  | 'merchant-full-ssn-view'
  | 'merchant-bank-account-view'
  | 'merchant-banking-update'
  | 'merchant-user-unassign'
  | 'merchant-notifications-update'
  | 'merchant-document-send'
  | 'merchant-document-delete'
  // Profile settings (modules/admin-merchant-settings, through merchants'
  // changeMerchantFields): merchant id and the names of the fields changed.
  | 'merchant-profile-update'
  | 'merchant-card-brands-update'
  | 'merchant-limits-update'
  | 'merchant-settings-update'
  // Misc. and alerts (modules/merchant-alerts, modules/admin-merchant-volume): merchant and
  // alert ids, the alert's type and title; a view of the merchant hash (never the hash).
  | 'merchant-alert-create'
  | 'merchant-alert-activate'
  | 'merchant-alert-deactivate'
  | 'merchant-alert-delete'
  | 'merchant-hash-view'
  | 'merchant-hash-regenerate';

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
