import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TransactionDetail } from '@paydesk/domain/transactions';
import { type ReactNode, useId } from 'react';
import { TransactionStatusPill } from '../../../shared/components/transaction-status-pill';
import detailPage from '../../../shared/detail-page/detail-page.module.css';
import { typeLabel } from '../utils/transaction-display';
import { SignedMoney } from './signed-money';
import { ZonedMoment } from './zoned-moment';

/** The top of a transaction: its type, amount, status and date, and what can be done. */
export function TransactionHeader({
  detail,
  actions,
}: {
  detail: TransactionDetail;
  actions: ReactNode;
}) {
  const titleId = useId();
  const t = detail.transaction;
  const card = [t.cardBrand, t.accountNumber].filter(Boolean).join(' ');
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      withBorder
      p="lg"
      className={detailPage.header}
    >
      <Stack gap={6} style={{ minWidth: 0 }}>
        <Title id={titleId} order={1} fz="md" fw={600} c="dimmed">
          {typeLabel(t.type)} <span style={{ fontWeight: 400 }}>({t.type})</span>
        </Title>
        <Group gap="sm" align="center">
          <span className={detailPage.amount}>
            <SignedMoney cents={t.grossAmount} currency={t.currency} />
          </span>
          <TransactionStatusPill status={t.status} />
        </Group>
        <Text size="sm" c="dimmed">
          <ZonedMoment value={t.transDate} />
          {card ? ` · ${card}` : ''}
          {t.accountholderName ? ` · ${t.accountholderName}` : ''}
        </Text>
        <Text size="xs" c="dimmed">
          {t.transNumber}
        </Text>
      </Stack>
      {actions}
    </Paper>
  );
}
