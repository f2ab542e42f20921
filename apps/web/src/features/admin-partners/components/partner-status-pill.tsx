import { partnerStatusLabel } from '@paydesk/domain/admin-partners';
import { StatusPill } from '../../../shared/components/status-pill';

/** A partner's status: Active (1) or Inactive (0). */
export function PartnerStatusPill({ status }: { status: number }) {
  return (
    <StatusPill status={status === 1 ? 'active' : 'disabled'} label={partnerStatusLabel(status)} />
  );
}
