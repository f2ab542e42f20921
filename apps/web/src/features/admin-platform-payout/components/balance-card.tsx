import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '@paydesk/domain/money';
import { errorText } from '../../../shared/errors/error-message';
import { formatShortDate } from '../../../shared/format/dates';
import { formatCount } from '../../../shared/format/numbers';
import type { PlatformBalance } from '../api/get-platform-balance';

/** 'Nov 18, 2026 through Nov 19, 2026', or 'Every fee through Nov 19, 2026' before any payout. */
export function periodText(fromDate: string | null, toDate: string): string {
  return fromDate
    ? `${formatShortDate(fromDate)} through ${formatShortDate(toDate)}`
    : `Every fee through ${formatShortDate(toDate)}`;
}

/** The chosen day is already paid out: nothing of it is left. */
export const alreadyPaid = (balance: PlatformBalance) =>
  balance.lastPayoutDate !== null && balance.toDate <= balance.lastPayoutDate;

interface BalanceCardProps {
  countryLabel: string;
  balance: PlatformBalance | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  onPayOut: () => void;
}

/** The country's balance for the chosen period, and the 'Pay out {amount}' button. */
export function BalanceCard({
  countryLabel,
  balance,
  loading,
  error,
  onRetry,
  onPayOut,
}: BalanceCardProps) {
  return (
    <Card withBorder padding="lg" radius="md" aria-busy={loading}>
      <Stack gap="sm">
        <Title order={2} fz="h4">
          Balance in {countryLabel}
        </Title>
        {error && !balance ? (
          <Alert color="red" title="The balance could not be read" role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{errorText(error) ?? 'Please try again shortly.'}</Text>
              <Button variant="default" size="xs" onClick={onRetry}>
                Try again
              </Button>
            </Stack>
          </Alert>
        ) : !balance ? (
          <Stack gap="xs" aria-label="Loading the balance">
            <Skeleton height={14} width="60%" />
            <Skeleton height={32} width="40%" />
            <Skeleton height={14} width="50%" />
          </Stack>
        ) : (
          <BalanceFigures balance={balance} onPayOut={onPayOut} />
        )}
      </Stack>
    </Card>
  );
}

function BalanceFigures({ balance, onPayOut }: { balance: PlatformBalance; onPayOut: () => void }) {
  const amount = formatMoney(balance.availableCents, balance.currency);
  const paid = alreadyPaid(balance);
  return (
    <>
      <Text size="sm" c="dimmed">
        {paid
          ? `Through ${formatShortDate(balance.toDate)}`
          : periodText(balance.fromDate, balance.toDate)}
        {' · '}
        {balance.currency}
      </Text>
      <Text fz={32} fw={700} lh={1.2} data-testid="available-balance">
        {amount}
      </Text>
      <Text size="sm">
        {formatCount(balance.transactionCount)} ledger{' '}
        {balance.transactionCount === 1 ? 'row' : 'rows'} in the period ·{' '}
        {balance.lastPayoutDate
          ? `Last payout through ${formatShortDate(balance.lastPayoutDate)}`
          : 'No payout yet'}
      </Text>
      {paid ? (
        <Alert color="blue" role="status">
          This period is already paid out: this country is paid through{' '}
          {formatShortDate(balance.lastPayoutDate ?? balance.toDate)}. Choose a later day.
        </Alert>
      ) : balance.availableCents <= 0 ? (
        <Alert color="gray" role="status">
          Nothing to pay out: the platform earned no fees in this period.
        </Alert>
      ) : null}
      <Group>
        <Button onClick={onPayOut} disabled={paid || balance.availableCents <= 0}>
          Pay out {amount}
        </Button>
      </Group>
    </>
  );
}
