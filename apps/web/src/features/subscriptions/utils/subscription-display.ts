import type { ScheduledRunStatus } from '@paydesk/domain/subscription-states';
import type { StatusStyle } from '../../../shared/merchant-account/merchant-status';

/** A run's state as the schedule shows it. */
export const RUN_STATUS_DISPLAY: Record<ScheduledRunStatus, { label: string; style: StatusStyle }> =
  {
    scheduled: { label: 'Scheduled', style: 'pending' },
    paid: { label: 'Paid', style: 'active' },
    failed: { label: 'Failed', style: 'denied' },
    skipped: { label: 'Skipped', style: 'disabled' },
  };

/** What a history row says happened. Unknown kinds read as their words ('card-expired' -> 'Card expired'). */
const EVENT_LABELS: Record<string, string> = {
  created: 'Created',
  'cancellation-requested': 'Cancellation requested',
  stopped: 'Stopped',
  rescheduled: 'Next charge rescheduled',
  'payment-method-updated': 'Payment method updated',
  'link-sent': 'Manage link e-mailed',
  charged: 'Charged',
  paid: 'Charged',
  declined: 'Charge declined',
  failed: 'Charge failed',
  'past-due': 'Marked past due',
  cancelled: 'Cancelled',
  completed: 'Completed',
};

export function eventLabel(kind: string): string {
  const known = EVENT_LABELS[kind];
  if (known) return known;
  const words = kind.replace(/[-_]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Event';
}

/** Who did it: a user's e-mail, 'subscriber' (their link) or 'billing' (the recurring job). */
export function actorLabel(actor: string): string {
  if (actor === 'subscriber') return 'the subscriber';
  if (actor === 'billing') return 'automatic billing';
  return actor;
}

const DETAIL_LABELS: Record<string, string> = {
  from: 'From',
  to: 'To',
  date: 'Date',
  previousDate: 'From',
  newDate: 'To',
  cancelAtDate: 'Cancels on',
  sentTo: 'Sent to',
  amount: 'Amount',
  responseCode: 'Response',
  responseText: 'Response',
  attempts: 'Attempts',
  brand: 'Brand',
  lastFour: 'Last four',
  transactionId: 'Transaction',
  installment: 'Instalment',
  installments: 'Instalments',
  reason: 'Reason',
  previousStatus: 'Was',
  skippedRunDate: 'Skipped charge',
  expiresAt: 'Link expires',
  startDate: 'First charge',
  interval: 'Interval',
};

/** Facts a row shows through another (the interval's count) or that add nothing (the currency). */
const SKIPPED_DETAILS = new Set(['currency', 'intervalCount', 'merchantId', 'subscriptionId']);

/**
 * A history row's details as short 'Label: value' parts, in the order given: days and
 * amounts through the formatters the page passes, other scalars as they are; nested values
 * are left out.
 */
export function eventDetailParts(
  details: Record<string, unknown>,
  format: { day: (iso: string) => string; money: (cents: number) => string },
): string[] {
  const parts: string[] = [];
  // Known facts in a fixed order (from before to: the database may keep keys in its own).
  const known = Object.keys(DETAIL_LABELS);
  const rank = (key: string) => (known.includes(key) ? known.indexOf(key) : known.length);
  const entries = Object.entries(details).sort(([a], [b]) => rank(a) - rank(b));
  for (const [key, value] of entries) {
    if (value === null || value === undefined || value === '' || typeof value === 'object')
      continue;
    if (SKIPPED_DETAILS.has(key)) continue;
    const label =
      DETAIL_LABELS[key] ??
      key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());
    let text: string;
    if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$/.test(value)) {
      text = format.day(value.slice(0, 10));
    } else if (key === 'interval' && typeof value === 'string') {
      const count = typeof details.intervalCount === 'number' ? details.intervalCount : 1;
      text = count > 1 ? `every ${count} ${value}s` : `every ${value}`;
    } else if (key === 'previousStatus' && typeof value === 'string') {
      text = value.replace(/-/g, ' ');
    } else if (key === 'amount' && typeof value === 'number') text = format.money(value);
    else text = String(value);
    parts.push(`${label}: ${text}`);
  }
  return parts;
}

/** Brand and last four of the method on file: 'Visa •••• 4242'; 'None on file' without one. */
export function methodText(method: { brand: string; lastFour: string } | null): string {
  return method ? `${method.brand} •••• ${method.lastFour}` : 'None on file';
}
