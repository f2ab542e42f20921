import {
  cancellationRefusal,
  isEnded,
  projectedRunDates,
  SUBSCRIPTION_LIMITS,
  SUBSCRIPTION_MESSAGES,
} from '@paydesk/domain/subscription-fields';
import type {
  PaymentMethod,
  SubscriberPaymentPlan,
  SubscriberSubscription,
} from '@paydesk/domain/subscriptions';
import { type Database, type RawQuery, sqlQuery } from '../../db/client';
import { type AuditAction, recordAudit, recordRefusal } from '../../platform/audit';
import { NotFound, Refused, Unauthorized } from '../../platform/errors';
import type { Processors } from '../../processors/processor-registry';
import { readSubscriberToken } from './subscriber-links.service';
import { subscriptionRow } from './subscription-list';
import { lockSubscription, runsOf, subscriptionById } from './subscriptions.repository';
import { cancelAtPeriodEnd, methodFacts, storePaymentMethod } from './subscriptions.service';

/**
 * The subscriber's own calls (the public /subscriptions/:id and /payment-plans pages), admitted
 * by the signed link token sent as `Authorization: Bearer <token>`: a missing, tampered,
 * expired or another subscription's token answers 401 with a message naming the merchant
 * only when the token was really signed for one of its subscriptions. The merchant's feature
 * flag does not close a subscriber's door: they may always see and cancel what they pay for.
 */

const M = SUBSCRIPTION_MESSAGES;

export interface SubscriberContext {
  tokenKey: Uint8Array;
  now: Date;
  ip: string;
  /** The bearer token of the request (undefined without one). */
  token: string | undefined;
}

interface Admitted {
  row: Record<string, unknown>;
  subscriptionId: number;
  merchantName: string;
  expiresAt: Date;
}

/**
 * The subscription the token admits to: the one it was signed for, which must be `pathId`
 * when the path names one. Anything else: 401.
 */
async function admit(run: RawQuery, ctx: SubscriberContext, pathId?: number): Promise<Admitted> {
  const read = readSubscriberToken(ctx.tokenKey, ctx.token, ctx.now);
  if (!read) throw new Unauthorized(M.linkInvalidAnonymous);
  const row = await subscriptionById(run, read.subscriptionId);
  if (!row) throw new Unauthorized(M.linkInvalidAnonymous);
  const merchantName = String(row.merchant_name);
  if (read.expired || (pathId !== undefined && pathId !== read.subscriptionId)) {
    throw new Unauthorized(M.linkInvalid(merchantName));
  }
  return { row, subscriptionId: read.subscriptionId, merchantName, expiresAt: read.expiresAt };
}

/** What the subscriber sees, from a row of `subscriptionById`. */
async function viewOf(run: RawQuery, admitted: Admitted): Promise<SubscriberSubscription> {
  const s = subscriptionRow(admitted.row);
  const runs = await runsOf(run, s.id, SUBSCRIPTION_LIMITS.subscriberRecentRuns + 1);
  return {
    id: s.id,
    merchantName: admitted.merchantName,
    description: s.description,
    status: s.status,
    amount: s.amount,
    currency: s.currency,
    interval: s.interval,
    intervalCount: s.intervalCount,
    installments: s.installments,
    nextRunDate: s.status === 'cancellation-requested' ? null : s.nextRunDate,
    cancelAtDate: s.cancelAtDate,
    paymentMethod: s.paymentMethod,
    recentRuns: runs
      .filter((r) => r.status !== 'scheduled')
      .slice(0, SUBSCRIPTION_LIMITS.subscriberRecentRuns)
      .map((r) => ({ scheduledDate: r.scheduled_date, amount: r.amount_cents, status: r.status })),
    canCancel: cancellationRefusal(s.status) === null,
    canUpdatePaymentMethod: !isEnded(s.status),
    linkExpiresAt: admitted.expiresAt.toISOString(),
  };
}

export async function subscriberSubscription(
  run: RawQuery,
  ctx: SubscriberContext,
  subscriptionId: number,
): Promise<SubscriberSubscription> {
  return viewOf(run, await admit(run, ctx, subscriptionId));
}

/** An audit row of the subscriber's call (no user: the IP and the subscription). */
const subscriberAudit = (
  ctx: SubscriberContext,
  action: AuditAction,
  outcome: 'success' | 'failure',
  details: Record<string, unknown>,
) => ({ action, outcome, userId: null, email: null, ip: ctx.ip, details });

async function refuse(
  tx: Database,
  ctx: SubscriberContext,
  action: AuditAction,
  details: Record<string, unknown>,
  message: string,
): Promise<never> {
  await recordRefusal(tx, subscriberAudit(ctx, action, 'failure', { ...details, reason: message }));
  throw new Refused(message);
}

/** The subscriber cancels at period end (`subscription-subscriber-cancel`). */
export async function subscriberCancel(
  tx: Database,
  ctx: SubscriberContext,
  subscriptionId: number,
): Promise<SubscriberSubscription> {
  const run = sqlQuery(tx);
  const admitted = await admit(run, ctx, subscriptionId);
  const locked = await lockSubscription(run, subscriptionId);
  if (!locked) throw new NotFound(M.notFound);
  const action = 'subscription-subscriber-cancel';
  const details = { merchantId: locked.merchant_id, subscriptionId };
  const refusal = cancellationRefusal(locked.status);
  if (refusal) await refuse(tx, ctx, action, details, refusal);
  const [merchant] = await run<{ timezone: string }>(
    'select timezone from merchants where id = $1',
    [locked.merchant_id],
  );
  const cancelAt = await cancelAtPeriodEnd(
    run,
    locked,
    'subscriber',
    ctx.now,
    merchant?.timezone ?? 'UTC',
  );
  await recordAudit(
    tx,
    subscriberAudit(ctx, action, 'success', { ...details, cancelAtDate: cancelAt }),
  );
  const row = await subscriptionById(run, subscriptionId);
  return viewOf(run, { ...admitted, row: row ?? admitted.row });
}

/**
 * The subscriber's new card or bank account replaces the one on file (the number goes to the
 * vault only). A past-due subscription's scheduled run becomes due now, so billing retries it
 * on its next pass (`subscription-payment-method-update`).
 */
export async function subscriberUpdatePaymentMethod(
  deps: { processors: Processors },
  tx: Database,
  ctx: SubscriberContext,
  subscriptionId: number,
  input: PaymentMethod,
): Promise<SubscriberSubscription> {
  const run = sqlQuery(tx);
  const admitted = await admit(run, ctx, subscriptionId);
  const locked = await lockSubscription(run, subscriptionId);
  if (!locked) throw new NotFound(M.notFound);
  const action = 'subscription-payment-method-update';
  const details = { merchantId: locked.merchant_id, subscriptionId };
  if (isEnded(locked.status)) {
    await refuse(tx, ctx, action, details, M.ended(locked.status));
  }
  const [merchant] = await run<{ processor_id: number }>(
    'select processor_id from merchants where id = $1',
    [locked.merchant_id],
  );
  const stored = storePaymentMethod(
    deps.processors,
    { processorId: Number(merchant?.processor_id) },
    input,
  );
  await run(
    `update subscriptions set payment_method = $2, card_brand = $3, last_four = $4,
            payment_token = $5, updated_at = $6
      where id = $1`,
    [
      subscriptionId,
      stored.paymentMethod,
      stored.cardBrand,
      stored.lastFour,
      stored.paymentToken,
      ctx.now.toISOString(),
    ],
  );
  let retried = false;
  if (locked.status === 'past-due') {
    const requeued = await run(
      `update subscription_scheduled_transactions set due_at = $2
        where subscription_id = $1 and status = 'scheduled' and due_at > $2
        returning id`,
      [subscriptionId, ctx.now.toISOString()],
    );
    retried = requeued.length > 0;
  }
  await run(
    `insert into subscription_events (subscription_id, at, kind, actor, details)
     values ($1, $2, 'payment-method-updated', 'subscriber', $3::jsonb)`,
    [
      subscriptionId,
      ctx.now.toISOString(),
      JSON.stringify({
        paymentMethod: methodFacts(stored),
        retryNow: locked.status === 'past-due',
      }),
    ],
  );
  await recordAudit(
    tx,
    subscriberAudit(ctx, action, 'success', { ...details, retried, ...methodFacts(stored) }),
  );
  const row = await subscriptionById(run, subscriptionId);
  return viewOf(run, { ...admitted, row: row ?? admitted.row });
}

/** The payment plan of the token, with every instalment: paid, failed, scheduled, upcoming. */
export async function subscriberPaymentPlan(
  run: RawQuery,
  ctx: SubscriberContext,
): Promise<SubscriberPaymentPlan> {
  const admitted = await admit(run, ctx);
  const s = subscriptionRow(admitted.row);
  if (s.installments === null) throw new NotFound(M.notAPlan);
  const runs = (await runsOf(run, s.id, SUBSCRIPTION_LIMITS.maxInstallments * 4))
    .filter((r) => r.status !== 'skipped')
    .reverse();
  const schedule: SubscriberPaymentPlan['schedule'] = runs.map((r, index) => ({
    installment: r.n ?? index + 1,
    date: r.scheduled_date,
    amount: r.amount_cents,
    status: r.status,
  }));
  const scheduled = runs.find((r) => r.status === 'scheduled');
  const charging = scheduled && !isEnded(s.status) && s.status !== 'cancellation-requested';
  if (charging) {
    const last = scheduled.n ?? schedule.length;
    const left = Math.max(0, s.installments - last);
    const dates = projectedRunDates(
      scheduled.scheduled_date,
      s.interval,
      s.intervalCount,
      left + 1,
      String(admitted.row.start_date),
    );
    dates.slice(1).forEach((date, index) => {
      schedule.push({ installment: last + index + 1, date, amount: s.amount, status: 'upcoming' });
    });
  }
  const paid = runs.filter((r) => r.status === 'paid');
  const paidAmount = paid.reduce((sum, r) => sum + r.amount_cents, 0);
  const remainingCount = Math.max(0, s.installments - paid.length);
  return {
    subscriptionId: s.id,
    merchantName: admitted.merchantName,
    description: s.description,
    status: s.status,
    currency: s.currency,
    amount: s.amount,
    interval: s.interval,
    intervalCount: s.intervalCount,
    installments: s.installments,
    paidCount: paid.length,
    remainingCount,
    paidAmount,
    remainingAmount: isEnded(s.status) ? 0 : remainingCount * s.amount,
    paymentMethod: s.paymentMethod,
    schedule,
    linkExpiresAt: admitted.expiresAt.toISOString(),
  };
}
