import type { TransactionStatus } from '@paydesk/domain/transaction-fields';
import type { StatusStyle } from '../merchant-account/merchant-status';
import { StatusPill } from './status-pill';

/** A transaction's status as a pill, wherever a payment is listed: its display style and label. */
export const TRANSACTION_STATUS_PILLS: Record<
  TransactionStatus,
  { style: StatusStyle; label: string }
> = {
  approved: { style: 'active', label: 'Approved' },
  declined: { style: 'error', label: 'Declined' },
  pending: { style: 'pending', label: 'Pending' },
  voided: { style: 'disabled', label: 'Voided' },
};

/** The pill of a status; one the app does not know shows as it is, greyed. */
export function transactionStatusPill(status: string): { style: StatusStyle; label: string } {
  return (
    TRANSACTION_STATUS_PILLS[status as TransactionStatus] ?? { style: 'disabled', label: status }
  );
}

/** A transaction's status (approved, declined, pending, voided) as the app's status pill. */
export function TransactionStatusPill({ status }: { status: string }) {
  const pill = transactionStatusPill(status);
  return <StatusPill status={pill.style} label={pill.label} />;
}
