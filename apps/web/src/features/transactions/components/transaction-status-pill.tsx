import { StatusPill } from '../../../shared/components/status-pill';
import { statusPill } from '../utils/transaction-display';

/** A transaction's status (approved, declined, pending, voided) as the app's status pill. */
export function TransactionStatusPill({ status }: { status: string }) {
  const pill = statusPill(status);
  return <StatusPill status={pill.style} label={pill.label} />;
}
