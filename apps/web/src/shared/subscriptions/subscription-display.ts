import type { SubscriptionInterval, SubscriptionStatus } from '@paydesk/domain/subscription-states';
import type { StatusStyle } from '../merchant-account/merchant-status';

/**
 * How a subscription's status reads and looks wherever one is shown (the customer page, the
 * subscriptions report and page, the subscriber's own page): one label and pill style each.
 */
export const SUBSCRIPTION_STATUS_DISPLAY: Record<
  SubscriptionStatus,
  { label: string; style: StatusStyle }
> = {
  active: { label: 'Active', style: 'active' },
  'cancellation-requested': { label: 'Cancellation requested', style: 'closed-pending' },
  'past-due': { label: 'Past due', style: 'denied' },
  stopped: { label: 'Stopped', style: 'closed' },
  cancelled: { label: 'Cancelled', style: 'closed' },
  completed: { label: 'Completed', style: 'disabled' },
};

/** 'every month', 'every 2 weeks'. */
export function intervalText(interval: SubscriptionInterval, count: number): string {
  return count === 1 ? `every ${interval}` : `every ${count} ${interval}s`;
}
