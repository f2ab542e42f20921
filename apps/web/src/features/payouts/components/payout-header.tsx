import { Group, Paper, Text, Title, VisuallyHidden } from '@mantine/core';
import { formatMoney } from '@paydesk/domain/money';
import { StatusPill } from '../../../shared/components/status-pill';
import { formatShortDate } from '../../../shared/format/dates';
import { formatCount } from '../../../shared/format/numbers';
import type { DepositDetail } from '../api/get-deposit';
import { DEPOSIT_STATUS_DISPLAY, depositDateLabel } from '../utils/deposit-status';
import classes from './payout-detail.module.css';

/** The payout at a glance: amount, status, when, and the references a bank statement shows. */
export function PayoutHeader({ deposit }: { deposit: DepositDetail['deposit'] }) {
  const status = DEPOSIT_STATUS_DISPLAY[deposit.status];
  const money = (cents: number) => formatMoney(cents, deposit.currency);
  const facts: [string, string][] = [
    [depositDateLabel(deposit.status), formatShortDate(deposit.depositDate)],
    ['Settled', formatShortDate(deposit.batchDate)],
    ['Batch number', deposit.batchNumber],
    ['Trace number', deposit.traceNumber],
    ['Transactions', formatCount(deposit.numberOfTransactions)],
    ['Gross', money(deposit.totalGross)],
    ['Fees', money(deposit.totalFees)],
  ];
  return (
    <Paper component="header" withBorder radius="lg" p="lg">
      <Text size="sm" c="dimmed" fw={500}>
        Payout {deposit.id}
      </Text>
      <Group gap="sm" align="center" mt={4}>
        <Title order={1} className={classes.amount}>
          <VisuallyHidden>Payout of </VisuallyHidden>
          {money(deposit.totalBatchDepositAmount)}
        </Title>
        <StatusPill status={status.style} label={status.label} />
      </Group>
      <dl className={classes.facts}>
        {facts.map(([label, value]) => (
          <div key={label} className={classes.fact}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Paper>
  );
}
