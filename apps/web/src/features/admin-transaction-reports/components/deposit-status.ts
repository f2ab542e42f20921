import type { DepositStatus } from '@paydesk/domain/deposit-fields';
import type { StatusStyle } from '../../../shared/merchant-account/merchant-status';

/** A payout's status as a pill: its style and words (paid, pending, failed). */
export const DEPOSIT_STATUS_PILLS: Record<DepositStatus, { label: string; style: StatusStyle }> = {
  paid: { label: 'Paid', style: 'active' },
  pending: { label: 'Pending', style: 'pending' },
  failed: { label: 'Failed', style: 'error' },
};
