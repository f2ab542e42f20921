import type { DepositStatus } from '@paydesk/domain/deposit-fields';
import type { StatusStyle } from '../../../shared/merchant-account/merchant-status';

/** How a payout's status shows: its pill style and words (paid, pending, failed). */
export const DEPOSIT_STATUS_DISPLAY: Record<DepositStatus, { label: string; style: StatusStyle }> =
  {
    paid: { label: 'Paid', style: 'active' },
    pending: { label: 'Pending', style: 'pending' },
    failed: { label: 'Failed', style: 'error' },
  };

/** What the deposit date means for a payout of this status. */
export function depositDateLabel(status: DepositStatus): string {
  switch (status) {
    case 'paid':
      return 'Deposited';
    case 'pending':
      return 'Expected';
    case 'failed':
      return 'Was due';
  }
}
