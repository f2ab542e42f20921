import { type IsoDate, zonedTimeToInstant } from '@paydesk/domain/date-presets';
import { followingRunDate } from '@paydesk/domain/subscription-fields';
import type { SubscriptionInterval, SubscriptionStatus } from '@paydesk/domain/subscription-states';

/**
 * The rules of recurring billing (docs/billing.md), pure: when a run is skipped, what a paid or
 * declined charge does to the run and its subscription, the next run's date and when a declined
 * charge is tried again. billing-jobs.service.ts applies them to the claimed runs.
 */

/** Who billing's history rows name (subscription_events.actor). */
export const BILLING_ACTOR = 'billing';

/**
 * Days between a declined charge and its next try: a run is tried once on its day, then again
 * 1, 3 and 5 days after each decline (4 tries over about 9 days, as Stripe's default retry
 * schedule spreads them). The fourth decline fails the run and cancels the subscription.
 */
export const BILLING_RETRY_DAYS = [1, 3, 5] as const;

/** Tries of one run in all: the first charge and its retries. */
export const BILLING_MAX_ATTEMPTS = 1 + BILLING_RETRY_DAYS.length;

const DAY_MS = 86_400_000;

/** The instant a day of the merchant's time zone starts: when billing charges a run of it. */
export const dueAtOf = (day: IsoDate, timeZone: string): Date =>
  zonedTimeToInstant(day, { hour: 0, minute: 0, second: 0 }, timeZone);

/** When a run declined for the `attempts`-th time is tried again, or null: no try left. */
export function retryAt(attempts: number, declinedAt: Date): Date | null {
  const days = BILLING_RETRY_DAYS[attempts - 1];
  return days === undefined ? null : new Date(declinedAt.getTime() + days * DAY_MS);
}

/** What billing knows of a due run and its subscription when it claims it. */
export interface DueRunFacts {
  status: SubscriptionStatus;
  scheduledDate: IsoDate;
  cancelAtDate: IsoDate | null;
}

/**
 * A run whose subscription asked to stop on or before its day is not charged: the run is
 * skipped and the subscription ends (cancelled at its CancelAtDate).
 */
export const endsBeforeCharge = (run: DueRunFacts): boolean =>
  run.cancelAtDate !== null && run.cancelAtDate <= run.scheduledDate;

export interface ChargeFacts extends DueRunFacts {
  startDate: IsoDate;
  interval: SubscriptionInterval;
  intervalCount: number;
  /** A payment plan's number of charges (null: until cancelled). */
  installments: number | null;
  /** Runs of the subscription paid before this one. */
  paidRuns: number;
  /** Tries of this run before this one. */
  attempts: number;
}

/** What a charge does to its run and subscription. */
export type ChargeOutcome =
  | {
      kind: 'paid';
      attempts: number;
      /** The subscription's status after it. */
      status: 'active' | 'cancellation-requested' | 'completed';
      /** The following run's day (null: the plan is complete). */
      nextRunDate: IsoDate | null;
      /** Which instalment of a payment plan this was (null for a subscription). */
      installment: number | null;
    }
  | { kind: 'retry'; attempts: number; retryAt: Date }
  | { kind: 'failed'; attempts: number };

/** A charge approved: the run is paid, the next one planned (or the plan completed). */
export function afterApproval(run: ChargeFacts): ChargeOutcome {
  const installment = run.installments === null ? null : run.paidRuns + 1;
  const attempts = run.attempts + 1;
  if (installment !== null && run.installments !== null && installment >= run.installments) {
    return { kind: 'paid', attempts, status: 'completed', nextRunDate: null, installment };
  }
  return {
    kind: 'paid',
    attempts,
    // Paid again: a past-due subscription is active again (or still stopping at its date).
    status: run.cancelAtDate !== null ? 'cancellation-requested' : 'active',
    // The domain's one rule (the subscription page's projected dates use it too).
    nextRunDate: followingRunDate(
      run.scheduledDate,
      run.interval,
      run.intervalCount,
      run.startDate,
    ),
    installment,
  };
}

/** A charge declined (or refused before the processor): a retry later, or the run failed. */
export function afterDecline(run: ChargeFacts, now: Date): ChargeOutcome {
  const attempts = run.attempts + 1;
  const when = retryAt(attempts, now);
  return when ? { kind: 'retry', attempts, retryAt: when } : { kind: 'failed', attempts };
}
