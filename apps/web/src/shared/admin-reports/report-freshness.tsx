import { Text } from '@mantine/core';

const format = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
});

/** "As of Nov 25, 2026, 1:05:12 PM UTC" for a read at this instant (ms since the epoch). */
export function asOfText(readAt: number): string {
  return `As of ${format.format(new Date(readAt))} UTC`;
}

/**
 * How fresh a report is (beyond the spec): the ledger writes its rows and rollups in the same
 * transaction, so a report read at an instant includes every write committed before it.
 */
export function ReportFreshness({ readAt }: { readAt: number | undefined }) {
  if (!readAt) return null;
  return (
    <Text size="xs" c="dimmed" data-testid="report-freshness">
      {asOfText(readAt)}, including every payment, refund and payout recorded until then.
    </Text>
  );
}
