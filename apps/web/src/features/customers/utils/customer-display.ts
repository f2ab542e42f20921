import type { StatusStyle } from '../../../shared/merchant-account/merchant-status';
import type { CustomerDetail } from '../api/get-customer';

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
