import type { StatusStyle } from '../../../shared/merchant-account/merchant-status';
import type { CustomerDetail } from '../api/get-customer';

type Subscription = CustomerDetail['subscriptions'][number];
type Payment = CustomerDetail['payments'][number];

export const PAYMENT_STATUS_DISPLAY: Record<
  Payment['status'],
  { label: string; style: StatusStyle }
> = {
  approved: { label: 'Approved', style: 'active' },
  declined: { label: 'Declined', style: 'denied' },
  pending: { label: 'Pending', style: 'pending' },
  voided: { label: 'Voided', style: 'closed' },
};

export const SUBSCRIPTION_STATUS_DISPLAY: Record<
  Subscription['status'],
  { label: string; style: StatusStyle }
> = {
  active: { label: 'Active', style: 'active' },
  'cancellation-requested': { label: 'Cancelling', style: 'closed-pending' },
  stopped: { label: 'Stopped', style: 'closed' },
  completed: { label: 'Completed', style: 'disabled' },
};

/** 'every month', 'every 2 weeks'. */
export function intervalText(interval: Subscription['interval'], count: number): string {
  return count === 1 ? `every ${interval}` : `every ${count} ${interval}s`;
}
