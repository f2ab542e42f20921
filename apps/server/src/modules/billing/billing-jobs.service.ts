import { todayIn } from '@paydesk/domain/date-presets';
import type { SubscriptionInterval, SubscriptionStatus } from '@paydesk/domain/subscription-states';
import { type Database, sqlQuery } from '../../db/client';
import { LedgerBatch } from '../../ledger/ledger-batch';
import { saleRow } from '../../ledger/transaction-rows';
import { enqueueJob } from '../../platform/jobs/enqueue-job';
import type { JobHandler, JobRegistry } from '../../platform/jobs/job-runner';
import { type Mailer, type MailMessage, queueMails } from '../../platform/mail';
import type { Merchant } from '../../platform/route-merchant';
import type { AuthorizationResult, CardBrand, FeeSchedule } from '../../processors/processor-port';
import type { Processors } from '../../processors/processor-registry';
import { merchantFeeSchedule } from '../merchants/merchants.service';
import { subscriberLinkUrls } from '../subscriptions/subscriber-links.service';
import { paymentProblem } from '../transactions/terminal.service';
import {
  claimDueRuns,
  countDueRuns,
  type DueRunRow,
  type EventInsert,
  insertEvents,
  insertLineItems,
  insertRuns,
  type LineItemInsert,
  lockBillingTurn,
  lockMerchantsMoney,
  merchantsByIds,
  monthToDateVolumes,
  nextTransactionIds,
  type RunInsert,
  type RunUpdate,
  type SubscriptionUpdate,
  updateRuns,
  updateSubscriptions,
} from './billing.repository';
import { type BillingMailFacts, cancellationMail, failureMail, receiptMail } from './billing-mail';
import {
  afterApproval,
  afterDecline,
  BILLING_ACTOR,
  BILLING_MAX_ATTEMPTS,
  type ChargeFacts,
  type ChargeOutcome,
  dueAtOf,
  endsBeforeCharge,
} from './billing-rules';

/**
 * Recurring billing (docs/billing.md): a background job charges each due scheduled run of a
 * live subscription through the merchant's simulated processor. A job claims up to
 * `BILLING_BATCH` due runs with `for update skip locked` and, in the job's one transaction,
 * writes the charges' ledger rows and rollups (one LedgerBatch flush), their customer and
 * subscription, line items, the runs, the next runs, the subscriptions, the history and the
 * e-mails: all commit with the job or none does, so a crash neither loses nor doubles a charge.
 */

export const BILLING_JOB = 'billing-charge-due';
/** The recurring job's slot: due runs are looked for every minute. */
export const BILLING_EVERY_MS = 60_000;
/** Runs charged per job (one transaction). */
export const BILLING_BATCH = 250;
/** Follow-up jobs enqueued at most at once while more runs are due. */
export const BILLING_FAN_OUT = 40;

export interface BillingDependencies {
  mailer: Pick<Mailer, 'deliverSoon'>;
  processors: Processors;
  config: { publicUrl: string };
  tokenKey: Uint8Array;
}

export interface BillingPassResult {
  claimed: number;
  paid: number;
  declined: number;
  failed: number;
  skipped: number;
  completed: number;
}

const NO_TOKEN = 'No payment method on file.';

const methodText = (run: DueRunRow) =>
  run.payment_method === 'ach'
    ? `bank account •••• ${run.last_four ?? '0000'}`
    : `${run.card_brand ?? 'card'} •••• ${run.last_four ?? '0000'}`;

const billedFor = (run: DueRunRow) => run.description || run.product_name || 'your subscription';

function factsOf(run: DueRunRow): ChargeFacts {
  return {
    status: run.status as SubscriptionStatus,
    scheduledDate: run.scheduled_date,
    cancelAtDate: run.cancel_at_date,
    startDate: run.start_date,
    interval: run.interval as SubscriptionInterval,
    intervalCount: Number(run.interval_count),
    installments: run.installments === null ? null : Number(run.installments),
    paidRuns: Number(run.paid_runs),
    attempts: Number(run.attempts),
  };
}

/** A charge billing takes to the processor, or refuses itself (no card, account closed, limit). */
type Attempt =
  | { run: DueRunRow; merchant: Merchant; kind: 'skip' }
  | { run: DueRunRow; merchant: Merchant; kind: 'refused'; reason: string }
  | { run: DueRunRow; merchant: Merchant; kind: 'charge' };

/**
 * Charges up to `limit` due runs in `tx` (the job's transaction): the work of one job. Answers
 * what it did. Exported for the tests and the benchmark.
 */
export async function chargeDueRuns(
  deps: BillingDependencies,
  tx: Database,
  now: Date,
  limit = BILLING_BATCH,
): Promise<BillingPassResult> {
  const run = sqlQuery(tx);
  const result: BillingPassResult = {
    claimed: 0,
    paid: 0,
    declined: 0,
    failed: 0,
    skipped: 0,
    completed: 0,
  };
  const due = await claimDueRuns(run, now, limit);
  result.claimed = due.length;
  if (due.length === 0) return result;

  const merchantIds = [...new Set(due.map((r) => Number(r.merchant_id)))].sort((a, b) => a - b);
  // The merchants' money, in id order, before their limits are read: a terminal payment of one
  // of them waits for this batch, so both cannot fit in what is left of a monthly limit.
  await lockMerchantsMoney(run, merchantIds);
  const merchants = new Map((await merchantsByIds(tx, merchantIds)).map((m) => [m.id, m]));
  const limited = [...merchants.values()]
    .filter((m) => m.ccPerMonthLimitCents !== null || m.achPerMonthLimitCents !== null)
    .map((m) => m.id);
  const used = await monthToDateVolumes(run, limited, now);

  const attempts: Attempt[] = due.map((r) => {
    const merchant = merchants.get(Number(r.merchant_id));
    if (!merchant) throw new Error(`Subscription ${r.subscription_id}: its merchant is missing.`);
    if (endsBeforeCharge(factsOf(r))) return { run: r, merchant, kind: 'skip' };
    if (!r.payment_token) return { run: r, merchant, kind: 'refused', reason: NO_TOKEN };
    const volumes = used.get(merchant.id) ?? { card: 0, ach: 0 };
    const amount = Number(r.amount_cents);
    const problem = paymentProblem(
      merchant,
      {
        method: r.payment_method,
        amountCents: amount,
        brand: r.payment_method === 'card' ? (r.card_brand as CardBrand | null) : null,
      },
      r.payment_method === 'card' ? volumes.card : volumes.ach,
    );
    if (problem) return { run: r, merchant, kind: 'refused', reason: problem };
    // Counted as approved until the processor says otherwise (a decline only leaves room).
    if (r.payment_method === 'card') volumes.card += amount;
    else volumes.ach += amount;
    used.set(merchant.id, volumes);
    return { run: r, merchant, kind: 'charge' };
  });

  const charges = attempts.filter((a) => a.kind === 'charge');
  const ids = await nextTransactionIds(run, charges.length);
  // Each charged merchant's fees now (its rate plan), read once for the batch.
  const fees = new Map<number, FeeSchedule>();
  for (const { merchant } of charges) {
    if (!fees.has(merchant.id)) fees.set(merchant.id, await merchantFeeSchedule(tx, merchant));
  }
  const ledger = new LedgerBatch();
  const lineItems: LineItemInsert[] = [];
  const runUpdates: RunUpdate[] = [];
  const runInserts: RunInsert[] = [];
  const subscriptionUpdates: SubscriptionUpdate[] = [];
  const events: EventInsert[] = [];
  const mails: MailMessage[] = [];
  const base = { at: now, actor: BILLING_ACTOR };

  for (const attempt of attempts) {
    const { run: r, merchant } = attempt;
    const subscriptionId = Number(r.subscription_id);
    const amountCents = Number(r.amount_cents);
    const facts = factsOf(r);
    const mailFacts: BillingMailFacts | null = r.email
      ? {
          to: r.email,
          merchantId: merchant.id,
          firstName: r.first_name,
          merchantName: merchant.businessCommonName,
          timeZone: merchant.timezone,
          description: billedFor(r),
          amountCents,
          currency: r.currency,
          paymentMethod: methodText(r),
          manageUrl: (() => {
            const urls = subscriberLinkUrls(
              { tokenKey: deps.tokenKey, publicUrl: deps.config.publicUrl },
              subscriptionId,
              now,
            );
            return r.installments === null ? urls.subscriptionUrl : urls.paymentPlanUrl;
          })(),
        }
      : null;

    if (attempt.kind === 'skip') {
      result.skipped += 1;
      runUpdates.push({
        id: Number(r.id),
        status: 'skipped',
        attempts: Number(r.attempts),
        dueAt: null,
        lastAttemptAt: null,
        responseCode: null,
        responseText: null,
        transactionId: null,
      });
      subscriptionUpdates.push({
        id: subscriptionId,
        status: 'cancelled',
        nextRunDate: null,
        failedAttempts: 0,
        endedAt: now,
      });
      events.push({
        ...base,
        subscriptionId,
        kind: 'cancelled',
        details: {
          reason: 'cancel-at-date',
          cancelAtDate: r.cancel_at_date,
          skippedRunDate: r.scheduled_date,
          previousStatus: r.status,
        },
      });
      if (mailFacts) mails.push(cancellationMail(mailFacts, { why: 'cancel-date', endedAt: now }));
      continue;
    }

    let auth: AuthorizationResult | null = null;
    let transactionId: number | null = null;
    let transNumber: string | null = null;
    if (attempt.kind === 'charge') {
      const processor = deps.processors.processorFor(merchant);
      const card = r.payment_method === 'card';
      const brand = card ? ((r.card_brand as CardBrand | null) ?? null) : null;
      const merchantFees = fees.get(merchant.id);
      auth = processor.sale({
        method: r.payment_method,
        amountCents,
        brand,
        paymentToken: r.payment_token ?? '',
        ...(merchantFees ? { fees: merchantFees } : {}),
      });
      const id = ids.shift();
      if (id === undefined) throw new Error('billing: fewer ledger ids than charges');
      transactionId = id;
      transNumber = `L${processor.id}-${merchant.id}-${id}`;
      ledger.addTransaction(
        saleRow(
          { id, transNumber, transDate: now },
          {
            merchantId: merchant.id,
            processorId: processor.id,
            currency: r.currency,
            method: r.payment_method,
            brand,
            amountCents,
            auth,
            accountNumberMasked: `•••• ${r.last_four ?? '0000'}`,
            accountType: card ? (brand ?? 'card') : 'checking',
            accountholderName: `${r.first_name} ${r.last_name}`.trim() || null,
            accountholderEmail: r.email,
          },
        ),
        { customerId: Number(r.customer_id), subscriptionId },
      );
    }

    const approved = auth?.approved === true;
    const outcome: ChargeOutcome = approved ? afterApproval(facts) : afterDecline(facts, now);
    const responseCode = auth?.responseCode ?? null;
    const responseText =
      attempt.kind === 'refused' ? attempt.reason : (auth?.responseCodeDesc ?? null);

    if (outcome.kind === 'paid') {
      result.paid += 1;
      if (transactionId !== null) {
        lineItems.push({
          merchantId: merchant.id,
          transactionId,
          productId: r.product_id === null ? null : Number(r.product_id),
          subscriptionId,
          description: billedFor(r),
          amountCents,
          currency: r.currency,
          soldAt: now,
        });
      }
      runUpdates.push({
        id: Number(r.id),
        status: 'paid',
        attempts: outcome.attempts,
        dueAt: null,
        lastAttemptAt: now,
        responseCode,
        responseText,
        transactionId,
      });
      const nextDueAt = outcome.nextRunDate
        ? dueAtOf(outcome.nextRunDate, merchant.timezone)
        : null;
      if (outcome.nextRunDate && nextDueAt) {
        runInserts.push({
          subscriptionId,
          scheduledDate: outcome.nextRunDate,
          amountCents,
          dueAt: nextDueAt,
          createdAt: now,
        });
      }
      subscriptionUpdates.push({
        id: subscriptionId,
        status: outcome.status,
        nextRunDate: outcome.nextRunDate,
        failedAttempts: 0,
        endedAt: outcome.status === 'completed' ? now : null,
      });
      events.push({
        ...base,
        subscriptionId,
        kind: 'charged',
        details: {
          amount: amountCents,
          transactionId,
          scheduledDate: r.scheduled_date,
          attempt: outcome.attempts,
          responseCode,
          ...(outcome.installment !== null ? { installment: outcome.installment } : {}),
          ...(r.status === 'past-due' ? { previousStatus: 'past-due' } : {}),
        },
      });
      if (outcome.status === 'completed') {
        result.completed += 1;
        events.push({
          ...base,
          subscriptionId,
          kind: 'completed',
          details: { installments: r.installments, transactionId },
        });
      }
      if (mailFacts) {
        mails.push(
          receiptMail(mailFacts, {
            reference: transNumber ?? '',
            paidAt: now,
            nextChargeAt: nextDueAt,
            installment:
              outcome.installment !== null && r.installments !== null
                ? { n: outcome.installment, of: Number(r.installments) }
                : null,
          }),
        );
      }
      continue;
    }

    const declined = {
      amount: amountCents,
      transactionId,
      scheduledDate: r.scheduled_date,
      attempt: outcome.attempts,
      responseCode,
      responseText,
    };
    if (outcome.kind === 'retry') {
      result.declined += 1;
      runUpdates.push({
        id: Number(r.id),
        status: 'scheduled',
        attempts: outcome.attempts,
        dueAt: outcome.retryAt,
        lastAttemptAt: now,
        responseCode,
        responseText,
        transactionId,
      });
      subscriptionUpdates.push({
        id: subscriptionId,
        status: 'past-due',
        nextRunDate: r.scheduled_date,
        failedAttempts: outcome.attempts,
        endedAt: null,
      });
      events.push({
        ...base,
        subscriptionId,
        kind: 'declined',
        details: {
          ...declined,
          retryAt: outcome.retryAt.toISOString(),
          retryDate: todayIn(merchant.timezone, outcome.retryAt),
        },
      });
      if (r.status !== 'past-due') {
        events.push({
          ...base,
          subscriptionId,
          kind: 'past-due',
          details: { previousStatus: r.status, scheduledDate: r.scheduled_date },
        });
      }
      if (mailFacts) {
        mails.push(
          failureMail(mailFacts, {
            reason: responseText ?? 'The charge was declined.',
            retryAt: outcome.retryAt,
          }),
        );
      }
      continue;
    }

    // The last try failed: the run fails and the subscription is cancelled.
    result.failed += 1;
    runUpdates.push({
      id: Number(r.id),
      status: 'failed',
      attempts: outcome.attempts,
      dueAt: null,
      lastAttemptAt: now,
      responseCode,
      responseText,
      transactionId,
    });
    subscriptionUpdates.push({
      id: subscriptionId,
      status: 'cancelled',
      nextRunDate: null,
      failedAttempts: outcome.attempts,
      endedAt: now,
    });
    events.push({ ...base, subscriptionId, kind: 'declined', details: declined });
    events.push({
      ...base,
      subscriptionId,
      kind: 'cancelled',
      details: {
        reason: 'payment-failed',
        attempts: BILLING_MAX_ATTEMPTS,
        scheduledDate: r.scheduled_date,
      },
    });
    if (mailFacts) mails.push(cancellationMail(mailFacts, { why: 'payment-failed', endedAt: now }));
  }

  // One flush for the batch's ledger rows (with their customer and subscription) and their
  // rollups (merchant and hour order).
  await ledger.flush(run);
  await insertLineItems(run, lineItems);
  await updateRuns(run, runUpdates);
  await insertRuns(run, runInserts);
  await updateSubscriptions(run, subscriptionUpdates, now);
  await insertEvents(run, events);
  await queueMails(run, mails);
  if (mails.length > 0) deps.mailer.deliverSoon();
  return result;
}

/**
 * The job: waits for billing's turn (one batch at a time across all runners: billing at full
 * speed on every runner took both cores from the dashboard, docs/billing.md "Throughput"),
 * then charges one batch; when the batch was full, more runs may be due, so it enqueues
 * follow-up jobs (one per batch still due, at most BILLING_FAN_OUT) that runners share, each
 * charging its own batch (skip locked keeps them apart). The last follow-up of a wave looks
 * again when its own batch was full.
 */
export function billingJob(deps: BillingDependencies, batch = BILLING_BATCH): JobHandler {
  return async (tx, job, { now }) => {
    await lockBillingTurn(sqlQuery(tx));
    const done = await chargeDueRuns(deps, tx, now, batch);
    const leads = job.payload.wave === undefined || job.payload.last === true;
    if (done.claimed < batch || !leads) return;
    const due = await countDueRuns(sqlQuery(tx), now, batch * BILLING_FAN_OUT);
    const n = Math.min(BILLING_FAN_OUT, Math.ceil(due / batch));
    for (let i = 0; i < n; i += 1) {
      await enqueueJob(tx, {
        kind: BILLING_JOB,
        payload: { wave: job.id, last: i === n - 1 },
        runAt: now,
        dedupeKey: `${BILLING_JOB}:wave:${job.id}:${i}`,
      });
    }
  };
}

/** Gives the runner billing's job: every minute, and its follow-ups while runs are due. */
export function registerBillingJobs(
  jobs: JobRegistry,
  deps: BillingDependencies,
  options: { batch?: number } = {},
): void {
  jobs.register(BILLING_JOB, billingJob(deps, options.batch), { everyMs: BILLING_EVERY_MS });
}
