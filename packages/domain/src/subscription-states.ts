/**
 * Subscription and payment-plan states without zod (part 2 §3 "subscription", §4 "cancellation
 * requested, stopped, or rescheduled"): shared by the database schema, the server's rules and
 * the screens. docs/commerce.md "Subscriptions" explains each one.
 */
export const SUBSCRIPTION_STATUSES = [
  'active',
  'cancellation-requested',
  'past-due',
  'stopped',
  'cancelled',
  'completed',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** States in which the subscription still charges (a run is scheduled). */
export const LIVE_SUBSCRIPTION_STATUSES = [
  'active',
  'cancellation-requested',
  'past-due',
] as const satisfies readonly SubscriptionStatus[];

export const SUBSCRIPTION_INTERVALS = ['day', 'week', 'month', 'year'] as const;
export type SubscriptionInterval = (typeof SUBSCRIPTION_INTERVALS)[number];

/** A run (one charge of the schedule): planned, paid, failed after its retries, or skipped. */
export const SCHEDULED_RUN_STATUSES = ['scheduled', 'paid', 'failed', 'skipped'] as const;
export type ScheduledRunStatus = (typeof SCHEDULED_RUN_STATUSES)[number];
