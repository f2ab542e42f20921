import { Anchor, Group, Paper, Table, Text, ThemeIcon, Title } from '@mantine/core';
import { formatMoney } from '@paydesk/domain/money';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { StatusPill } from '../../../shared/components/status-pill';
import { FieldList } from '../../../shared/detail-page/field-list';
import { formatShortDate } from '../../../shared/format/dates';
import { formatCount } from '../../../shared/format/numbers';
import type { PayoutDetail } from '../api/get-admin-deposit';
import { DEPOSIT_STATUS_PILLS } from './deposit-status';
import { SignedAmount } from './report-money';

/** The payout at a glance: amount, status, dates, the account and the bank references. */
export function PayoutHeader({
  deposit,
  merchantName,
}: {
  deposit: PayoutDetail['deposit'];
  merchantName: string | undefined;
}) {
  const status = DEPOSIT_STATUS_PILLS[deposit.status];
  const money = (cents: number) => formatMoney(cents, deposit.currency);
  return (
    <Paper component="section" aria-labelledby="admin-payout-title" withBorder radius="lg" p="lg">
      <Text size="sm" c="dimmed" fw={500}>
        {`Payout ${deposit.id}`}
      </Text>
      <Group gap="sm" align="center" mt={4} mb="md">
        <Title id="admin-payout-title" order={1} fz="h2">
          {money(deposit.totalBatchDepositAmount)}
        </Title>
        <StatusPill status={status.style} label={status.label} />
      </Group>
      <FieldList
        fields={[
          {
            label: 'Account',
            value: (
              <Anchor
                component={Link}
                to={paths.admin.merchants.profile.href(deposit.merchantId)}
                size="sm"
                underline="always"
              >
                {`${merchantName ?? 'Merchant'} / ${deposit.merchantId}`}
              </Anchor>
            ),
          },
          { label: 'Deposit date', value: formatShortDate(deposit.depositDate) },
          { label: 'Settled', value: formatShortDate(deposit.batchDate) },
          { label: 'Batch number', value: `${deposit.batchNumber} (ID ${deposit.batchId})` },
          { label: 'Trace number', value: deposit.traceNumber },
          { label: 'Transactions', value: formatCount(deposit.numberOfTransactions) },
          { label: 'Gross', value: money(deposit.totalGross) },
          { label: 'Fees', value: money(deposit.totalFees) },
        ]}
      />
    </Paper>
  );
}

/**
 * "Explain this payout" (the server's lines, gross to net, each with its count, note and a
 * link to its rows in the list below) and whether the batch's rows add up to the deposit.
 */
export function ExplainPayout({
  detail,
  rowsHref,
}: {
  detail: PayoutDetail;
  rowsHref: (types: readonly string[]) => string;
}) {
  const { deposit, totals } = detail;
  const currency = deposit.currency;
  const addsUp =
    totals.netAmount === deposit.totalBatchDepositAmount &&
    totals.count === deposit.numberOfTransactions;
  return (
    <Paper component="section" aria-labelledby="admin-explain" withBorder radius="lg" p="lg">
      <Title order={2} fz="h3" id="admin-explain" mb="sm">
        Explain this payout
      </Title>
      <Table.ScrollContainer minWidth={420}>
        <Table verticalSpacing={6} aria-labelledby="admin-explain">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Line</Table.Th>
              <Table.Th scope="col" ta="right">
                Rows
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Amount
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {detail.explain.map((line) => (
              <Table.Tr key={line.kind}>
                <Table.Td>
                  {line.types.length > 0 && line.count > 0 ? (
                    <Anchor component={Link} to={rowsHref(line.types)} size="sm" underline="always">
                      {line.label}
                    </Anchor>
                  ) : (
                    <Text size="sm" component="span">
                      {line.label}
                    </Text>
                  )}
                  {line.note ? (
                    <Text size="xs" c="dimmed">
                      {line.note}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td ta="right">{formatCount(line.count)}</Table.Td>
                <Table.Td ta="right">
                  <SignedAmount cents={line.amount} currency={currency} />
                </Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Th scope="row">Deposit</Table.Th>
              <Table.Td ta="right">{formatCount(totals.count)}</Table.Td>
              <Table.Td ta="right">
                <SignedAmount cents={deposit.totalBatchDepositAmount} currency={currency} strong />
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group gap={6} mt="xs" wrap="nowrap" align="flex-start">
        <ThemeIcon
          size="sm"
          radius="xl"
          variant="light"
          color={addsUp ? 'teal' : 'red'}
          aria-hidden
        >
          {addsUp ? <IconCheck size={12} /> : <IconAlertTriangle size={12} />}
        </ThemeIcon>
        <Text size="sm" c={addsUp ? undefined : 'red.9'}>
          {addsUp
            ? `The batch's ${formatCount(totals.count)} rows net ${formatMoney(totals.netAmount, currency)}, the deposit.`
            : `The batch's rows (${formatCount(totals.count)}, net ${formatMoney(totals.netAmount, currency)}) differ from the deposit (${formatCount(deposit.numberOfTransactions)} transactions, ${formatMoney(deposit.totalBatchDepositAmount, currency)}): see Processor Reconciliation.`}
        </Text>
      </Group>
    </Paper>
  );
}
