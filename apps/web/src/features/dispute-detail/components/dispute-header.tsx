import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { DISPUTE_STATUS_LABELS } from '@paydesk/domain/dispute-fields';
import { formatMoney } from '@paydesk/domain/money';
import { paths } from '../../../config/paths';
import { StatusPill } from '../../../shared/components/status-pill';
import detailPage from '../../../shared/detail-page/detail-page.module.css';
import { BackLink } from '../../../shared/detail-page/detail-page-parts';
import {
  type DeadlineTone,
  DISPUTE_STATUS_STYLES,
  daysLeftDisplay,
  formatZonedDay,
} from '../../../shared/disputes/dispute-display';
import type { DisputeRecord } from '../api/get-dispute';
import { disputeTitle } from '../utils/dispute-detail-display';
import classes from './dispute-detail.module.css';

/** The way back to the account's inbox. */
export function BackToDisputes({ merchantId }: { merchantId: number }) {
  return <BackLink to={paths.disputes.list.href(merchantId)} label="Disputes" />;
}

const TONES: Record<DeadlineTone, { color: string; variant: 'filled' | 'light' }> = {
  overdue: { color: 'red', variant: 'filled' },
  urgent: { color: 'red', variant: 'light' },
  soon: { color: 'orange', variant: 'light' },
  later: { color: 'gray', variant: 'light' },
};

/** The deadline and the days left, the words carrying the urgency and the colour repeating it. */
function Deadline({ dispute, timeZone }: { dispute: DisputeRecord; timeZone: string }) {
  // Once answered or decided, the deadline is history (it shows there), not a call to act.
  if (!dispute.respondBy || !dispute.needsResponse) return null;
  const display = daysLeftDisplay(dispute.daysLeft);
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm">
        Respond by <strong>{formatZonedDay(dispute.respondBy, timeZone)}</strong>
      </Text>
      {display ? (
        <Badge {...TONES[display.tone]} tt="none" style={{ whiteSpace: 'nowrap' }}>
          {display.text}
        </Badge>
      ) : null}
    </Group>
  );
}

/** What the dispute is: kind and id, status, the amount in question, the deadline and the reason. */
export function DisputeHeader({ dispute, timeZone }: { dispute: DisputeRecord; timeZone: string }) {
  const reason = [dispute.reasonCode ?? dispute.returnCode, dispute.reasonDesc]
    .filter(Boolean)
    .join(' · ');
  return (
    <header className={detailPage.header}>
      <Stack gap={6}>
        <Group gap="sm" wrap="wrap">
          <Title order={1} fz="h2">
            {disputeTitle(dispute.kind, dispute.id, dispute.caseNumber)}
          </Title>
          <StatusPill
            status={DISPUTE_STATUS_STYLES[dispute.status]}
            label={DISPUTE_STATUS_LABELS[dispute.status]}
          />
        </Group>
        <Text size="sm" c="dimmed">
          Reason: <span style={{ color: 'var(--mantine-color-text)' }}>{reason || '—'}</span>
        </Text>
        <Text size="sm" c="dimmed">
          Opened {formatZonedDay(dispute.date, timeZone)}
          {dispute.resolvedAt ? ` · Decided ${formatZonedDay(dispute.resolvedAt, timeZone)}` : ''}
        </Text>
        <Deadline dispute={dispute} timeZone={timeZone} />
      </Stack>
      <Stack gap={2} align="flex-end">
        <Text size="sm" c="dimmed">
          {dispute.kind === 'ach-return' ? 'Amount returned' : 'Amount disputed'}
        </Text>
        <Text className={`${detailPage.amount} ${classes.amountSize}`}>
          {formatMoney(dispute.amount, dispute.currency)}
        </Text>
      </Stack>
    </header>
  );
}
