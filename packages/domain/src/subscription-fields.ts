import { addDays, addMonths, type IsoDate } from './date-presets';
import type { ColumnSpec } from './list-params';
import type {
  ScheduledRunStatus,
  SubscriptionInterval,
  SubscriptionStatus,
} from './subscription-states';

/**
 * Subscriptions (part 1 §2 /subscriptions-report, /subscription-details, the public
 * /subscriptions/:id and /payment-plans; part 2 §3 "subscription (scheduled transactions,
 * CancelAtDate)", §4 cancellation requested, stopped, rescheduled; §7 subscriptions,
 * scheduled-trans download), without zod: the report's columns, the rules of the actions,
 * limits and messages. The web imports this file.
 */
export const SUBSCRIPTION_COLUMNS = [
  { key: 'status', label: 'Status', defaultVisible: true },
  { key: 'customerName', label: 'Customer', defaultVisible: true },
  { key: 'customerEmail', label: 'Customer e-mail', defaultVisible: true },
  { key: 'description', label: 'Plan', defaultVisible: true },
  { key: 'amount', label: 'Amount', sortable: true, numeric: true, defaultVisible: true },
  { key: 'interval', label: 'Interval', defaultVisible: true },
  { key: 'nextRunDate', label: 'Next charge', sortable: true, defaultVisible: true },
  { key: 'cancelAtDate', label: 'Cancel at', defaultVisible: true },
  { key: 'createdAt', label: 'Created', sortable: true, defaultVisible: true },
  { key: 'id', label: 'Subscription ID', numeric: true },
  { key: 'currency', label: 'Currency' },
  { key: 'installments', label: 'Instalments', numeric: true },
  { key: 'paymentMethod', label: 'Payment method' },
  { key: 'customerId', label: 'Customer ID', numeric: true },
] as const satisfies readonly ColumnSpec[];
export type SubscriptionColumn = (typeof SUBSCRIPTION_COLUMNS)[number]['key'];
/** Newest first. */
export const SUBSCRIPTION_DEFAULT_SORT = '-createdAt';

/** The columns of the scheduled-transactions download (part 2 §7 "scheduled-trans download"). */
export const SCHEDULED_RUN_CSV_COLUMNS = [
  'Subscription ID',
  'Customer',
  'Customer e-mail',
  'Scheduled date',
  'Amount',
  'Currency',
  'Status',
  'Attempts',
  'Response code',
  'Response',
  'Transaction ID',
] as const;

export const SUBSCRIPTION_LIMITS = {
  description: 200,
  /** Cents. */
  minAmount: 50,
  maxAmount: 100_000_00,
  /** A payment plan: 2 to 120 instalments. */
  minInstallments: 2,
  maxInstallments: 120,
  /** The longest interval: a year (365 days, 52 weeks, 12 months, 1 year). */
  maxIntervalCount: { day: 365, week: 52, month: 12, year: 1 } as Record<
    SubscriptionInterval,
    number
  >,
  /** The first charge and a rescheduled one: at most this many days ahead. */
  maxDaysAhead: 365,
  /** Upcoming dates the detail page projects. */
  upcoming: 6,
  /** Past runs the detail page lists (newest first) and the subscriber's page. */
  pastRuns: 100,
  subscriberRecentRuns: 12,
  /** History rows the detail page lists (newest first). */
  history: 200,
  /** The subscriber's signed link lasts this many days. */
  subscriberLinkDays: 30,
} as const;

export const SUBSCRIPTION_MESSAGES = {
  disabled: 'Subscriptions are not enabled for this account.',
  notFound: 'Subscription not found.',
  customerNotFound: 'This customer was not found.',
  productNotFound: 'This product was not found or is not active.',
  descriptionRequired: 'Enter a description or choose a product.',
  tooLong: (max: number) => `Must be at most ${max} characters.`,
  amount: 'Enter an amount from $0.50 to $100,000.00.',
  interval: 'Choose day, week, month or year.',
  intervalCount: 'Charge at most once a year apart: up to 365 days, 52 weeks, 12 months or 1 year.',
  installments: 'A payment plan has 2 to 120 instalments.',
  startDate: 'Use a date as YYYY-MM-DD.',
  startInPast: "The first charge must be today or later (the account's time zone).",
  startTooFar: 'The first charge must be within a year.',
  paymentMethod: 'Enter a card or a bank account.',
  cardName: 'Enter the name on the card.',
  accountName: 'Enter the account holder name.',
  // The actions' refusals (422).
  alreadyCancelling: 'Cancellation has already been requested.',
  ended: (status: string) => `This subscription has already ended (${status}).`,
  rescheduleCancelling:
    'Cancellation has been requested: the subscription ends on its cancel date and has no further charge to move.',
  rescheduleDate: 'Choose a date as YYYY-MM-DD.',
  rescheduleNotFuture: "Choose a date after today (the account's time zone).",
  rescheduleTooFar: 'Choose a date within a year from today.',
  noNextRun: 'This subscription has no scheduled charge.',
  noEmail: 'This customer has no e-mail address. Add one on the customer page first.',
  // The subscriber's public pages.
  linkInvalid: (merchantName: string) =>
    `This link has expired or is not valid. Ask ${merchantName} for a new one.`,
  /** When the subscription cannot be named (a token that does not verify). */
  linkInvalidAnonymous: 'This link has expired or is not valid. Ask the merchant for a new one.',
  notAPlan: 'This link is for a subscription, not a payment plan.',
  subscriberCancelled: 'Your subscription will end on its cancel date; no further charge.',
  paymentMethodDeclined: 'This card or account could not be saved. Check it or try another.',
} as const;

/** A subscription's interval in words: 'every month', 'every 2 weeks'. */
export function intervalLabel(interval: SubscriptionInterval, count: number): string {
  return count === 1 ? `every ${interval}` : `every ${count} ${interval}s`;
}

const dayOf = (date: IsoDate) => Number(date.slice(8, 10));
const lastDayOf = (date: IsoDate) => dayOf(addDays(addMonths(`${date.slice(0, 8)}01`, 1), -1));

/**
 * The date of the charge after one on `date`: `count` days, weeks, months or years later.
 * Months and years keep the day of `anchor` (the start date): a day the month lacks becomes its
 * last day (Jan 31 → Feb 28 → Mar 31). A charge moved to another day (neither the anchor's day
 * nor the month's last day standing for it) anchors the following ones on its own day. The
 * billing job and the detail page's projection use the same rule.
 */
export function followingRunDate(
  date: IsoDate,
  interval: SubscriptionInterval,
  count: number,
  anchor: IsoDate = date,
): IsoDate {
  if (interval === 'day') return addDays(date, count);
  if (interval === 'week') return addDays(date, 7 * count);
  const months = interval === 'month' ? count : 12 * count;
  const anchorDay = dayOf(anchor);
  const day = dayOf(date);
  const onAnchor = day === anchorDay || (day === lastDayOf(date) && anchorDay > day);
  const keep = onAnchor ? anchorDay : day;
  const target = addMonths(`${date.slice(0, 8)}01`, months);
  return `${target.slice(0, 8)}${String(Math.min(keep, lastDayOf(target))).padStart(2, '0')}`;
}

/** The next `n` charge dates from `first` (included), months keeping `anchor`'s day. */
export function projectedRunDates(
  first: IsoDate,
  interval: SubscriptionInterval,
  count: number,
  n: number,
  anchor: IsoDate = first,
): IsoDate[] {
  const dates: IsoDate[] = [];
  let cursor = first;
  for (let i = 0; i < n; i += 1) {
    dates.push(cursor);
    cursor = followingRunDate(cursor, interval, count, anchor);
  }
  return dates;
}

/** Statuses that have ended: nothing more is charged. */
export const ENDED_SUBSCRIPTION_STATUSES = [
  'stopped',
  'cancelled',
  'completed',
] as const satisfies readonly SubscriptionStatus[];

export const isEnded = (status: SubscriptionStatus) =>
  (ENDED_SUBSCRIPTION_STATUSES as readonly string[]).includes(status);

/** Why a subscription in `status` cannot have its cancellation requested, or null when it can. */
export function cancellationRefusal(status: SubscriptionStatus): string | null {
  if (status === 'cancellation-requested') return SUBSCRIPTION_MESSAGES.alreadyCancelling;
  if (isEnded(status)) return SUBSCRIPTION_MESSAGES.ended(statusWord(status));
  return null;
}

/** Why a subscription in `status` cannot be stopped now, or null. */
export function stopRefusal(status: SubscriptionStatus): string | null {
  return isEnded(status) ? SUBSCRIPTION_MESSAGES.ended(statusWord(status)) : null;
}

/**
 * Why the next charge cannot move from `current` to `date`, or null: only a live subscription
 * without a cancellation requested; a day after `today` (the account's), within a year.
 */
export function rescheduleRefusal(
  status: SubscriptionStatus,
  current: IsoDate | null,
  date: IsoDate,
  today: IsoDate,
): string | null {
  if (isEnded(status)) return SUBSCRIPTION_MESSAGES.ended(statusWord(status));
  if (status === 'cancellation-requested') return SUBSCRIPTION_MESSAGES.rescheduleCancelling;
  if (current === null) return SUBSCRIPTION_MESSAGES.noNextRun;
  if (date <= today) return SUBSCRIPTION_MESSAGES.rescheduleNotFuture;
  if (date > addDays(today, SUBSCRIPTION_LIMITS.maxDaysAhead)) {
    return SUBSCRIPTION_MESSAGES.rescheduleTooFar;
  }
  return null;
}

/** Why a first charge on `date` is refused, or null: today (the account's) up to a year ahead. */
export function startDateRefusal(date: IsoDate, today: IsoDate): string | null {
  if (date < today) return SUBSCRIPTION_MESSAGES.startInPast;
  if (date > addDays(today, SUBSCRIPTION_LIMITS.maxDaysAhead)) {
    return SUBSCRIPTION_MESSAGES.startTooFar;
  }
  return null;
}

/** The actions the detail page offers for a subscription in `status`. */
export function allowedActions(status: SubscriptionStatus, hasNextRun: boolean) {
  return {
    requestCancellation: cancellationRefusal(status) === null,
    stop: stopRefusal(status) === null,
    reschedule: !isEnded(status) && status !== 'cancellation-requested' && hasNextRun,
    updatePaymentMethod: !isEnded(status),
  };
}

const STATUS_WORDS: Record<SubscriptionStatus, string> = {
  active: 'active',
  'cancellation-requested': 'cancellation requested',
  'past-due': 'past due',
  stopped: 'stopped',
  cancelled: 'cancelled',
  completed: 'completed',
};
const statusWord = (status: SubscriptionStatus) => STATUS_WORDS[status];

/** Runs already decided (the past of the schedule). */
export const PAST_RUN_STATUSES = [
  'paid',
  'failed',
  'skipped',
] as const satisfies readonly ScheduledRunStatus[];

/** The web pages a subscriber's link opens (the web app's origin in front). */
export const subscriberPagePath = (subscriptionId: number, token: string) =>
  `/subscriptions/${subscriptionId}?token=${encodeURIComponent(token)}`;
export const paymentPlanPagePath = (token: string) =>
  `/payment-plans?token=${encodeURIComponent(token)}`;
