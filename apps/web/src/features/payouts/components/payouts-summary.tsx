import { Button, Paper, Text } from '@mantine/core';
import { formatMoney } from '@paydesk/domain/money';
import { formatCount } from '../../../shared/format/numbers';
import type { PayoutsSummary as Summary } from '../utils/payouts-summary';
import classes from './payouts.module.css';

export interface PayoutsSummaryProps {
  summary: Summary;
  currency: string;
  /** 'Month-To-Date', 'Nov 1, 2026 – Nov 20, 2026'. */
  rangeLabel: string;
  /** Shows every payout on one page (a bigger page size), so the totals can show. */
  onShowAll: (perPage: number) => void;
}

const payouts = (count: number) => `${formatCount(count)} ${count === 1 ? 'payout' : 'payouts'}`;

/**
 * Above the payouts: how many match the range and filters and, when they are all on the page,
 * what they add up to (only the list's own page is used: no other call).
 */
export function PayoutsSummary({ summary, currency, rangeLabel, onShowAll }: PayoutsSummaryProps) {
  const money = (cents: number) => formatMoney(cents, currency);
  return (
    <Paper
      component="section"
      aria-label="Summary"
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'md' }}
      className={classes.card}
    >
      <Text size="sm" c="dimmed" fw={500}>
        {rangeLabel}
      </Text>
      {summary.complete ? (
        <>
          <Text className={classes.figure}>{money(summary.deposited)}</Text>
          <Text size="sm" c="dimmed">
            {`${payouts(summary.count)} deposited · ${money(summary.gross)} gross · ${money(summary.fees)} fees`}
          </Text>
        </>
      ) : (
        <>
          <Text className={classes.figure}>{payouts(summary.count)}</Text>
          <Text size="sm" c="dimmed">
            {summary.showAllPerPage !== undefined ? (
              <>
                Their total shows with all on one page.{' '}
                <Button
                  variant="subtle"
                  size="compact-sm"
                  color="paydesk.7"
                  onClick={() => onShowAll(summary.showAllPerPage as number)}
                >
                  Show all {formatCount(summary.count)}
                </Button>
              </>
            ) : (
              'Narrow the dates to see their total.'
            )}
          </Text>
        </>
      )}
    </Paper>
  );
}
