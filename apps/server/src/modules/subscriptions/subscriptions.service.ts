import { cardBrandOf } from '@paydesk/domain/card-number';
import { todayIn, zonedTimeToInstant } from '@paydesk/domain/date-presets';
import { formatMoney } from '@paydesk/domain/money';
import {
  allowedActions,
  cancellationRefusal,
  intervalLabel,
  projectedRunDates,
  rescheduleRefusal,
  SUBSCRIPTION_LIMITS,
  SUBSCRIPTION_MESSAGES,
  startDateRefusal,
  stopRefusal,
} from '@paydesk/domain/subscription-fields';
import type {
  CreateSubscription,
  PaymentMethod,
  RescheduleSubscription,
  SubscriptionDetail,
} from '@paydesk/domain/subscriptions';
import { type Database, type RawQuery, sqlQuery } from '../../db/client';
import { type Actor, type AuditAction, recordSuccess, refuseAttempt } from '../../platform/audit';
import { Forbidden, NotFound, ValidationFailed } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import type { Merchant } from '../../platform/route-merchant';
import type { Processors } from '../../processors/processor-registry';
import { subscriberLinkUrls } from './subscriber-links.service';
import { type SubscriptionScope, subscriptionRow } from './subscription-list';
import {
  historyOf,
  insertEvent,
  type LockedSubscription,
  lockScheduledRun,
  lockSubscription,
  type RunRow,
  runsOf,
  runTotalsOf,
  subscriptionOf,
} from './subscriptions.repository';

/**
 * Subscriptions: the feature flag, the report's scope, one subscription's page, create, and
 * the merchant's actions (request cancellation, stop, reschedule, e-mail the manage link).
 * Each action locks the subscription, checks its rule (subscription-fields.ts), writes the
 * change, a history row and an audit row in the call's transaction; a refusal is a 422 with
 * its audit row kept.
 */

const M = SUBSCRIPTION_MESSAGES;

/** Every subscriptions call: 403 unless the account has subscriptions on (allowSubscriptions). */
export function requireSubscriptions(merchant: Merchant): Merchant {
  if (!merchant.allowSubscriptions) throw new Forbidden(M.disabled);
  return merchant;
}

export const subscriptionScope = (merchant: Merchant): SubscriptionScope => ({
  merchantId: requireSubscriptions(merchant).id,
});

/** The instant a day of the account's time zone starts: when billing charges a run of it. */
export const startOfDayIn = (day: string, timeZone: string): Date =>
  zonedTimeToInstant(day, { hour: 0, minute: 0, second: 0 }, timeZone);

const pastRun = (r: RunRow, plan: boolean) => ({
  id: r.id,
  scheduledDate: r.scheduled_date,
  amount: r.amount_cents,
  status: r.status,
  attempts: r.attempts,
  lastAttemptAt: r.last_attempt_at,
  responseCode: r.response_code,
  responseText: r.response_text,
  transactionId: r.transaction_id,
  installment: plan ? r.n : null,
});

/** The page of a subscription row (SUBSCRIPTION_DETAIL_SELECT) read through `run`. */
export async function detailOfRow(
  run: RawQuery,
  row: Record<string, unknown>,
): Promise<SubscriptionDetail> {
  const base = subscriptionRow(row);
  const [runs, totals, history] = await Promise.all([
    runsOf(run, base.id),
    runTotalsOf(run, base.id),
    historyOf(run, base.id),
  ]);
  const plan = base.installments !== null;
  const scheduled = runs.find((r) => r.status === 'scheduled');
  const past = runs.filter((r) => r.status !== 'scheduled').slice(0, SUBSCRIPTION_LIMITS.pastRuns);
  // A requested cancellation ends the subscription on its next charge's date: no charge then.
  const charging = scheduled && base.status !== 'cancellation-requested' ? scheduled : undefined;
  let upcoming: SubscriptionDetail['upcoming'] = [];
  if (charging) {
    const nextNumber = charging.n ?? 1;
    const left = plan
      ? Math.max(0, (base.installments ?? 0) - nextNumber)
      : SUBSCRIPTION_LIMITS.upcoming;
    const count = Math.min(left, SUBSCRIPTION_LIMITS.upcoming);
    upcoming = projectedRunDates(
      charging.scheduled_date,
      base.interval,
      base.intervalCount,
      count + 1,
      String(row.start_date),
    )
      .slice(1)
      .map((date, index) => ({
        date,
        amount: base.amount,
        installment: plan ? nextNumber + index + 1 : null,
      }));
  }
  return {
    subscription: {
      ...base,
      startDate: String(row.start_date),
      failedAttempts: Number(row.failed_attempts),
      cancellationRequestedAt:
        row.cancellation_requested_at === null ? null : String(row.cancellation_requested_at),
      endedAt: row.ended_at === null ? null : String(row.ended_at),
      updatedAt: String(row.updated_at),
    },
    customer: { id: base.customerId, name: base.customerName, email: base.customerEmail },
    runs: past.map((r) => pastRun(r, plan)),
    nextRun: charging
      ? {
          id: charging.id,
          scheduledDate: charging.scheduled_date,
          amount: charging.amount_cents,
          dueAt: charging.due_at,
          attempts: charging.attempts,
          responseCode: charging.response_code,
          responseText: charging.response_text,
          installment: plan ? charging.n : null,
        }
      : null,
    upcoming,
    totals,
    plan: plan
      ? {
          installments: base.installments ?? 0,
          paid: totals.paidCount,
          remaining: Math.max(0, (base.installments ?? 0) - totals.paidCount),
        }
      : null,
    actions: allowedActions(base.status, scheduled !== undefined),
    history: history.map((h) => ({
      id: Number(h.id),
      at: String(h.at),
      kind: String(h.kind),
      actor: String(h.actor),
      details: typeof h.details === 'string' ? JSON.parse(h.details) : (h.details ?? {}),
    })),
  };
}

/** One subscription's page (404 for another account's subscription or an unknown id). */
export async function subscriptionDetail(
  run: RawQuery,
  merchant: Merchant,
  subscriptionId: number,
): Promise<SubscriptionDetail> {
  requireSubscriptions(merchant);
  const row = await subscriptionOf(run, merchant.id, subscriptionId);
  if (!row) throw new NotFound(M.notFound);
  return detailOfRow(run, row);
}

/** The back office's subscriptions report: every account's, or one's (subscription-list.ts). */
export { staffSubscriptionList } from './subscription-list';

/**
 * One subscription of a merchant as staff read it (the back office's subscription details):
 * the merchant's page without actions, whatever the account's allowSubscriptions. 404 for an
 * unknown merchant, or a subscription of another one.
 */
export async function staffSubscriptionDetail(
  run: RawQuery,
  merchant: Pick<Merchant, 'id'>,
  subscriptionId: number,
): Promise<SubscriptionDetail> {
  const row = await subscriptionOf(run, merchant.id, subscriptionId);
  if (!row) throw new NotFound(M.notFound);
  const detail = await detailOfRow(run, row);
  return {
    ...detail,
    actions: {
      requestCancellation: false,
      stop: false,
      reschedule: false,
      updatePaymentMethod: false,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The payment method on file.

export interface StoredMethod {
  paymentMethod: 'card' | 'ach';
  cardBrand: string | null;
  lastFour: string;
  paymentToken: string;
}

/**
 * Puts a card or bank account in the processor's vault: the number goes there only; the
 * token, brand and last four come back to be stored.
 */
export function storePaymentMethod(
  processors: Processors,
  merchant: Pick<Merchant, 'processorId'>,
  input: PaymentMethod,
): StoredMethod {
  const processor = processors.processorFor(merchant);
  if (input.method === 'card') {
    const stored = processor.storePaymentMethod({
      method: 'card',
      accountNumber: input.card.number,
    });
    return {
      paymentMethod: 'card',
      cardBrand: cardBrandOf(input.card.number),
      lastFour: stored.lastFour,
      paymentToken: stored.token,
    };
  }
  const stored = processor.storePaymentMethod({
    method: 'ach',
    accountNumber: input.ach.accountNumber,
  });
  return {
    paymentMethod: 'ach',
    cardBrand: null,
    lastFour: stored.lastFour,
    paymentToken: stored.token,
  };
}

/** Brand and last four for a history row or an audit row (never the number or token). */
export const methodFacts = (stored: StoredMethod) => ({
  method: stored.paymentMethod,
  brand: stored.paymentMethod === 'ach' ? 'ACH' : (stored.cardBrand ?? 'Card'),
  lastFour: stored.lastFour,
});

// ---------------------------------------------------------------------------------------------
// Create.

export interface SubscriptionDeps {
  processors: Processors;
}

/**
 * Creates a subscription (or a payment plan, with `installments`) for a customer of the
 * account: the payment method into the vault, the subscription, its first run on
 * `startDate` (due at the start of that day in the account's time zone) and a 'created'
 * history row; audited `subscription-create` (ids, amount and interval; no card data).
 */
export async function createSubscription(
  deps: SubscriptionDeps,
  tx: Database,
  merchant: Merchant,
  actor: Actor,
  body: CreateSubscription,
  now: Date,
): Promise<SubscriptionDetail> {
  requireSubscriptions(merchant);
  const run = sqlQuery(tx);
  const problems: Record<string, string[]> = {};
  const [customer] = await run<{ id: number }>(
    'select id from customers where id = $1 and merchant_id = $2',
    [body.customerId, merchant.id],
  );
  if (!customer) problems.customerId = [M.customerNotFound];
  if (body.productId !== undefined) {
    const [product] = await run<{ id: number }>(
      'select id from products where id = $1 and merchant_id = $2 and active',
      [body.productId, merchant.id],
    );
    if (!product) problems.productId = [M.productNotFound];
  }
  const today = todayIn(merchant.timezone, now);
  const startProblem = startDateRefusal(body.startDate, today);
  if (startProblem) problems.startDate = [startProblem];
  if (Object.keys(problems).length > 0) throw new ValidationFailed(problems);

  const stored = storePaymentMethod(deps.processors, merchant, body.paymentMethod);
  const [made] = await run<{ id: number }>(
    `insert into subscriptions (merchant_id, customer_id, product_id, amount_cents, currency,
        interval, interval_count, status, description, installments, start_date, next_run_date,
        payment_method, card_brand, last_four, payment_token, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, 'active', $8, $9, $10, $10, $11, $12, $13, $14, $15, $15)
     returning id`,
    [
      merchant.id,
      body.customerId,
      body.productId ?? null,
      body.amount,
      merchant.currency,
      body.interval,
      body.intervalCount,
      body.description,
      body.installments,
      body.startDate,
      stored.paymentMethod,
      stored.cardBrand,
      stored.lastFour,
      stored.paymentToken,
      now.toISOString(),
    ],
  );
  const id = Number(made?.id);
  await run(
    `insert into subscription_scheduled_transactions (subscription_id, scheduled_date, amount_cents, due_at, created_at)
     values ($1, $2, $3, $4, $5)`,
    [
      id,
      body.startDate,
      body.amount,
      startOfDayIn(body.startDate, merchant.timezone).toISOString(),
      now.toISOString(),
    ],
  );
  await insertEvent(run, id, now, 'created', actor.email, {
    amount: body.amount,
    currency: merchant.currency,
    interval: body.interval,
    intervalCount: body.intervalCount,
    startDate: body.startDate,
    installments: body.installments,
    paymentMethod: methodFacts(stored),
  });
  await recordSuccess(tx, actor, {
    action: 'subscription-create',
    details: {
      merchantId: merchant.id,
      subscriptionId: id,
      customerId: body.customerId,
      amount: body.amount,
      interval: `${body.intervalCount} ${body.interval}`,
      installments: body.installments,
    },
  });
  return subscriptionDetail(run, merchant, id);
}

// ---------------------------------------------------------------------------------------------
// The actions.

/** The subscription of the account, locked (404 otherwise). */
async function lockedOf(run: RawQuery, merchant: Merchant, subscriptionId: number) {
  requireSubscriptions(merchant);
  const locked = await lockSubscription(run, subscriptionId, merchant.id);
  if (!locked) throw new NotFound(M.notFound);
  return locked;
}

/**
 * Cancellation at period end (the merchant's request or the subscriber's): no further charge;
 * the subscription ends on its next charge's date (CancelAtDate), when billing marks it
 * cancelled. The scheduled run stays, as the end's marker. Answers the cancel date.
 */
export async function cancelAtPeriodEnd(
  run: RawQuery,
  locked: LockedSubscription,
  who: string,
  now: Date,
  timeZone: string,
): Promise<string> {
  const next = await lockScheduledRun(run, locked.id);
  const cancelAt = next?.scheduled_date ?? locked.next_run_date ?? todayIn(timeZone, now);
  await run(
    `update subscriptions set status = 'cancellation-requested', cancel_at_date = $2,
            cancellation_requested_at = $3, updated_at = $3
      where id = $1`,
    [locked.id, cancelAt, now.toISOString()],
  );
  await insertEvent(run, locked.id, now, 'cancellation-requested', who, {
    cancelAtDate: cancelAt,
    previousStatus: locked.status,
  });
  return cancelAt;
}

async function refuseIf(
  tx: Database,
  actor: Actor,
  action: AuditAction,
  details: Record<string, unknown>,
  refusal: string | null,
): Promise<void> {
  if (refusal) await refuseAttempt(tx, actor, { action, details }, refusal);
}

/** Request cancellation at period end (audited `subscription-request-cancellation`). */
export async function requestCancellation(
  tx: Database,
  merchant: Merchant,
  actor: Actor,
  subscriptionId: number,
  now: Date,
): Promise<SubscriptionDetail> {
  const run = sqlQuery(tx);
  const locked = await lockedOf(run, merchant, subscriptionId);
  const action = 'subscription-request-cancellation';
  const details = { merchantId: merchant.id, subscriptionId };
  await refuseIf(tx, actor, action, details, cancellationRefusal(locked.status));
  const cancelAt = await cancelAtPeriodEnd(run, locked, actor.email, now, merchant.timezone);
  await recordSuccess(tx, actor, { action, details: { ...details, cancelAtDate: cancelAt } });
  return subscriptionDetail(run, merchant, subscriptionId);
}

/** Stop now: the scheduled run is skipped, nothing more is charged (`subscription-stop`). */
export async function stopSubscription(
  tx: Database,
  merchant: Merchant,
  actor: Actor,
  subscriptionId: number,
  now: Date,
): Promise<SubscriptionDetail> {
  const run = sqlQuery(tx);
  const locked = await lockedOf(run, merchant, subscriptionId);
  const action = 'subscription-stop';
  const details = { merchantId: merchant.id, subscriptionId };
  await refuseIf(tx, actor, action, details, stopRefusal(locked.status));
  const skipped = await run<{ scheduled_date: string }>(
    `update subscription_scheduled_transactions set status = 'skipped'
      where subscription_id = $1 and status = 'scheduled'
      returning scheduled_date::text as scheduled_date`,
    [locked.id],
  );
  await run(
    `update subscriptions set status = 'stopped', next_run_date = null, ended_at = $2, updated_at = $2
      where id = $1`,
    [locked.id, now.toISOString()],
  );
  await insertEvent(run, locked.id, now, 'stopped', actor.email, {
    previousStatus: locked.status,
    skippedRunDate: skipped[0]?.scheduled_date ?? null,
  });
  await recordSuccess(tx, actor, { action, details });
  return subscriptionDetail(run, merchant, subscriptionId);
}

/**
 * Moves the next charge to `date` (after today in the account's time zone, within a year):
 * the scheduled run's day and due time, and the subscription's next run date
 * (`subscription-reschedule`, with both dates).
 */
export async function rescheduleSubscription(
  tx: Database,
  merchant: Merchant,
  actor: Actor,
  subscriptionId: number,
  body: RescheduleSubscription,
  now: Date,
): Promise<SubscriptionDetail> {
  const run = sqlQuery(tx);
  const locked = await lockedOf(run, merchant, subscriptionId);
  const next = await lockScheduledRun(run, locked.id);
  const action = 'subscription-reschedule';
  const details = { merchantId: merchant.id, subscriptionId, date: body.date };
  const today = todayIn(merchant.timezone, now);
  await refuseIf(
    tx,
    actor,
    action,
    details,
    rescheduleRefusal(locked.status, next?.scheduled_date ?? null, body.date, today),
  );
  if (!next) throw new Error('a live subscription without its scheduled run');
  await run(
    'update subscription_scheduled_transactions set scheduled_date = $2, due_at = $3 where id = $1',
    [next.id, body.date, startOfDayIn(body.date, merchant.timezone).toISOString()],
  );
  await run('update subscriptions set next_run_date = $2, updated_at = $3 where id = $1', [
    locked.id,
    body.date,
    now.toISOString(),
  ]);
  await insertEvent(run, locked.id, now, 'rescheduled', actor.email, {
    from: next.scheduled_date,
    to: body.date,
  });
  await recordSuccess(tx, actor, { action, details: { ...details, from: next.scheduled_date } });
  return subscriptionDetail(run, merchant, subscriptionId);
}

export interface LinkMailDeps {
  mailer: Mailer;
  tokenKey: Uint8Array;
  publicUrl: string;
}

/**
 * E-mails the customer the link to manage their subscription (and, for a payment plan, its
 * schedule), valid 30 days; in the call's transaction (the outbox). 422 without an e-mail.
 */
export async function sendSubscriptionLink(
  deps: LinkMailDeps,
  tx: Database,
  merchant: Merchant,
  actor: Actor,
  subscriptionId: number,
  now: Date,
): Promise<{ sentTo: string; expiresAt: string }> {
  const run = sqlQuery(tx);
  await lockedOf(run, merchant, subscriptionId);
  const row = await subscriptionOf(run, merchant.id, subscriptionId);
  if (!row) throw new NotFound(M.notFound);
  const subscription = subscriptionRow(row);
  const action = 'subscription-send-link';
  const details = { merchantId: merchant.id, subscriptionId };
  await refuseIf(tx, actor, action, details, subscription.customerEmail ? null : M.noEmail);
  const to = subscription.customerEmail ?? '';
  const links = subscriberLinkUrls(deps, subscriptionId, now);
  const plan = subscription.installments !== null;
  const what = plan ? 'payment plan' : 'subscription';
  const amount = formatMoney(subscription.amount, subscription.currency);
  const text = [
    `Hello ${subscription.customerName},`,
    '',
    `${merchant.businessCommonName} sent you a link to your ${what}: ${subscription.description || what} ` +
      `(${amount} ${intervalLabel(subscription.interval, subscription.intervalCount)}${
        plan ? `, ${subscription.installments} instalments` : ''
      }).`,
    '',
    `See it, update your card or cancel: ${links.subscriptionUrl}`,
    ...(plan ? [`Your payment schedule: ${links.paymentPlanUrl}`] : []),
    '',
    `The link works until ${links.expiresAt.toISOString().slice(0, 10)}. Do not forward it: anyone with it can manage your ${what}.`,
    '',
  ].join('\n');
  await deps.mailer.send(
    {
      to,
      merchantId: merchant.id,
      subject: `Manage your ${what} with ${merchant.businessCommonName}`,
      text,
    },
    tx,
  );
  await insertEvent(run, subscriptionId, now, 'link-sent', actor.email, {
    expiresAt: links.expiresAt.toISOString(),
  });
  await recordSuccess(tx, actor, { action, details });
  return { sentTo: to, expiresAt: links.expiresAt.toISOString() };
}
