import { Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { formatMoney } from '@paydesk/domain/money';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { formatCount } from '../../../shared/format/numbers';
import type { DepositDetail } from '../api/get-deposit';
import classes from './payout-detail.module.css';

export interface BatchTotalsProps {
  detail: DepositDetail;
  /** The list below shows only some types: these totals are still the whole batch's. */
  filtered: boolean;
}

/** The batch's totals (every transaction of it) and whether their net is the deposit. */
export function BatchTotals({ detail, filtered }: BatchTotalsProps) {
  const { totals, deposit } = detail;
  const money = (cents: number) => formatMoney(cents, deposit.currency);
  const matches = totals.netAmount === deposit.totalBatchDepositAmount;
  const countMatches = totals.count === deposit.numberOfTransactions;
  return (
    <Paper component="section" aria-label="Batch totals" withBorder radius="md" p="md" bg="gray.0">
      <Text size="sm" fw={600} mb={6}>
        {filtered ? 'Totals of the whole batch (every type)' : 'Batch totals'}
      </Text>
      <dl className={classes.totals}>
        <div>
          <dt>Transactions</dt>
          <dd>{formatCount(totals.count)}</dd>
        </div>
        <div>
          <dt>Gross</dt>
          <dd>{money(totals.grossAmount)}</dd>
        </div>
        <div>
          <dt>Fees</dt>
          <dd>{money(totals.fee)}</dd>
        </div>
        <div>
          <dt>Net</dt>
          <dd>{money(totals.netAmount)}</dd>
        </div>
      </dl>
      <Group gap={6} mt="xs" wrap="nowrap" align="flex-start">
        <ThemeIcon
          size="sm"
          radius="xl"
          variant="light"
          color={matches && countMatches ? 'teal' : 'red'}
          aria-hidden
        >
          {matches && countMatches ? <IconCheck size={12} /> : <IconAlertTriangle size={12} />}
        </ThemeIcon>
        <Text size="sm" c={matches && countMatches ? undefined : 'red.9'}>
          {matches && countMatches
            ? `${money(totals.grossAmount)} gross − ${money(totals.fee)} fees = ${money(totals.netAmount)}, the deposit.`
            : `The net of these transactions (${money(totals.netAmount)}, ${formatCount(totals.count)} rows) differs from the deposit (${money(deposit.totalBatchDepositAmount)}, ${formatCount(deposit.numberOfTransactions)} transactions).`}
        </Text>
      </Group>
    </Paper>
  );
}
