import { Anchor, Card, Stack, Title } from '@mantine/core';
import { formatMoney } from '@paydesk/domain/money';
import { TRANSACTION_TYPE_LABELS, type TransactionType } from '@paydesk/domain/transaction-fields';
import type { TransactionDetail } from '@paydesk/domain/transactions';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { TransactionStatusPill } from '../../../shared/components/transaction-status-pill';
import { CodedValue, type Field, FieldList } from '../../../shared/detail-page/field-list';
import { formatShortDate } from '../../../shared/format/dates';
import { formatDateTime } from '../../../shared/format/zoned-dates';
import { payoutHref } from '../utils/report-links';
import { SignedAmount } from './report-money';

export const typeLabel = (type: string) => TRANSACTION_TYPE_LABELS[type as TransactionType] ?? type;

function FieldGroup({ title, fields }: { title: string; fields: readonly Field[] }) {
  return (
    <section aria-label={title}>
      <Title order={3} fz="sm" fw={600} mb="xs" c="dimmed" tt="uppercase" lts="0.04em">
        {title}
      </Title>
      <FieldList fields={fields} />
    </section>
  );
}

const day = (value: string | null) => (value ? formatShortDate(value) : null);
const id = (value: number | null) => (value === null ? null : String(value));

/**
 * Every field of the transaction record (part 2 §3) for the back office, in UTC, with the
 * response and AVS meanings, and the account and payout as links to their admin pages.
 */
export function TransactionFieldsCard({ detail }: { detail: TransactionDetail }) {
  const t = detail.transaction;
  const money = (cents: number) => <SignedAmount cents={cents} currency={t.currency} />;
  const payment: Field[] = [
    { label: 'Amount', value: money(t.grossAmount) },
    { label: 'Fee', value: formatMoney(t.fee, t.currency) },
    { label: 'Net', value: money(t.netAmount) },
    { label: 'Currency', value: t.currency },
    { label: 'Refunded', value: formatMoney(t.refundedAmount, t.currency) },
    { label: 'Left to refund', value: formatMoney(detail.refundable, t.currency) },
  ];
  const method: Field[] = [
    { label: 'Method', value: t.method === 'card' ? 'Card' : 'Bank account (ACH)' },
    { label: 'Brand', value: t.cardBrand },
    { label: 'Account number', value: t.accountNumber },
    { label: 'Account type', value: t.accountType },
    { label: 'Account holder', value: t.accountholderName },
    { label: 'E-mail', value: t.accountholderEmail },
  ];
  const processing: Field[] = [
    { label: 'Status', value: <TransactionStatusPill status={t.status} /> },
    { label: 'Type', value: `${typeLabel(t.type)} (${t.type})` },
    { label: 'Description', value: t.typeDescription },
    {
      label: 'Response code',
      value: <CodedValue code={t.responseCode} meaning={detail.responseCodeMeaning} />,
    },
    { label: 'Response text', value: t.responseCodeDesc },
    { label: 'AVS code', value: <CodedValue code={t.avsCode} meaning={detail.avsCodeMeaning} /> },
    { label: 'Auth code', value: t.authCode },
    { label: 'Date (UTC)', value: formatDateTime(t.transDate, 'UTC') },
  ];
  const settlement: Field[] = [
    {
      label: 'Batch',
      value: detail.batch
        ? `${detail.batch.batchNumber} (ID ${detail.batch.id})`
        : t.batchId !== null
          ? `ID ${t.batchId}`
          : 'Not settled yet',
    },
    { label: 'Settled', value: day(t.settledDate) },
    { label: 'Funded', value: day(t.fundDate) },
    {
      label: 'Payout',
      value: detail.deposit ? (
        <Anchor
          component={Link}
          to={payoutHref(t.merchantId, detail.deposit.id)}
          size="sm"
          underline="always"
        >
          {`Payout ${detail.deposit.id} · ${formatMoney(detail.deposit.amount, t.currency)} (${detail.deposit.status})`}
        </Anchor>
      ) : null,
    },
  ];
  const references: Field[] = [
    { label: 'Transaction #', value: t.transNumber },
    { label: 'Transaction ID', value: String(t.id) },
    {
      label: 'Account',
      value: (
        <Anchor
          component={Link}
          to={paths.admin.merchants.profile.href(t.merchantId)}
          size="sm"
          underline="always"
        >
          {`${t.merchantName} / ${t.merchantId}`}
        </Anchor>
      ),
    },
    { label: 'Original transaction', value: id(t.originalTransactionId) },
    { label: 'Customer ID', value: id(t.customerId) },
    { label: 'Payment link ID', value: id(t.paymentLinkId) },
  ];
  return (
    <Card component="section" aria-labelledby="admin-transaction-fields" padding="lg">
      <Title id="admin-transaction-fields" order={2} fz="h4" mb="md">
        Details
      </Title>
      <Stack gap="lg">
        <FieldGroup title="Payment" fields={payment} />
        <FieldGroup title={t.method === 'card' ? 'Card' : 'Bank account'} fields={method} />
        <FieldGroup title="Processing" fields={processing} />
        <FieldGroup title="Settlement" fields={settlement} />
        <FieldGroup title="References" fields={references} />
      </Stack>
    </Card>
  );
}
