import { Group, Text } from '@mantine/core';
import { formatBps, RATE_MESSAGES } from '@paydesk/domain/admin-rate-fields';
import { formatMoney } from '@paydesk/domain/money';
import { IconInfoCircle } from '@tabler/icons-react';
import { DetailSection } from '../../../shared/detail-page/detail-section';
import { FieldList } from '../../../shared/detail-page/field-list';
import type { Rate } from '../api/save-rate';

/** The rate's fees, as percent and dollars, with the note that a change applies to new sales. */
export function RateFeesCard({ rate }: { rate: Rate }) {
  return (
    <DetailSection title="Fees">
      <FieldList
        fields={[
          { label: 'Card percent', value: formatBps(rate.cardPercentBps) },
          { label: 'Card fixed fee', value: formatMoney(rate.cardFixedCents) },
          { label: 'ACH percent', value: formatBps(rate.achPercentBps) },
          { label: 'ACH fixed fee', value: formatMoney(rate.achFixedCents) },
          {
            label: 'ACH fee cap',
            value: rate.achCapCents === null ? 'No cap' : formatMoney(rate.achCapCents),
          },
          { label: 'Rejected-return fee', value: formatMoney(rate.rejectedReturnFeeCents) },
        ]}
      />
      <Group gap={6} mt="md" wrap="nowrap" align="flex-start">
        <IconInfoCircle size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <Text size="sm" c="dimmed">
          {RATE_MESSAGES.newTransactionsOnly}
        </Text>
      </Group>
    </DetailSection>
  );
}
