import { Anchor, Paper, Text } from '@mantine/core';
import { formatMoney } from '@paydesk/domain/money';
import { Link } from 'react-router';
import { formatShortDate } from '../../../shared/format/dates';
import { formatCount } from '../../../shared/format/numbers';
import type { Deposit } from '../api/get-deposits';
import classes from './payouts.module.css';

export interface PendingPayoutsProps {
  deposits: readonly Deposit[];
  total: number;
  currency: string;
  href: (deposit: Deposit) => string;
}

/**
 * Payouts on their way (pending), whatever the dates chosen: every range ends today and a
 * pending payout is dated the day it is expected, so the list alone would hide them.
 */
export function PendingPayouts({ deposits, total, currency, href }: PendingPayoutsProps) {
  if (deposits.length === 0) return null;
  const amount = deposits.reduce((sum, deposit) => sum + deposit.totalBatchDepositAmount, 0);
  const soonest = [...deposits].sort((a, b) => (a.depositDate < b.depositDate ? -1 : 1));
  const all = total === deposits.length;
  return (
    <Paper
      component="section"
      aria-labelledby="pending-payouts"
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'md' }}
      className={classes.card}
    >
      <Text id="pending-payouts" size="sm" c="dimmed" fw={500}>
        On the way: {formatCount(total)} {total === 1 ? 'payout' : 'payouts'}
      </Text>
      {all ? <Text className={classes.figure}>{formatMoney(amount, currency)}</Text> : null}
      <ul className={classes.pending}>
        {soonest.map((deposit) => (
          <li key={deposit.id}>
            <Anchor component={Link} to={href(deposit)} size="sm" c="paydesk.7">
              {`${formatMoney(deposit.totalBatchDepositAmount, deposit.currency)} on ${formatShortDate(deposit.depositDate)}`}
            </Anchor>
          </li>
        ))}
      </ul>
    </Paper>
  );
}
