import { Anchor, Card, Title } from '@mantine/core';
import { formatMoney } from '@paydesk/domain/money';
import type { TransactionDetail } from '@paydesk/domain/transactions';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { TransactionStatusPill } from '../../../shared/components/transaction-status-pill';
import { CodedValue, type Field, FieldList } from '../../../shared/detail-page/field-list';
import { typeLabel } from '../utils/transaction-display';
import { SignedMoney } from './signed-money';
import classes from './transaction-detail.module.css';
import { ZonedMoment } from './zoned-moment';

/** A titled group of the transaction's fields. */
function FieldGroup({ title, fields }: { title: string; fields: readonly Field[] }) {
  return (
    <section className={classes.section} aria-label={title}>
      <Title order={3} fz="sm" fw={600} mb="xs" c="dimmed" tt="uppercase" lts="0.04em">
        {title}
      </Title>
      <FieldList fields={fields} />
    </section>
  );
}

/** Every field of the transaction record (part 2 §3), grouped as a person looks for them. */
export function TransactionFields({ detail }: { detail: TransactionDetail }) {
  const t = detail.transaction;
  const money = (cents: number) => <SignedMoney cents={cents} currency={t.currency} />;
  const isSale = t.originalTransactionId === null;
  const payment: Field[] = [
    { label: 'Amount', value: money(t.grossAmount) },
    { label: 'Fee', value: formatMoney(t.fee, t.currency) },
    { label: 'Net', value: money(t.netAmount) },
    { label: 'Currency', value: t.currency },
  ];
  if (isSale && t.status === 'approved') {
    payment.push(
      { label: 'Refunded', value: formatMoney(t.refundedAmount, t.currency) },
      { label: 'Left to refund', value: formatMoney(detail.refundable, t.currency) },
    );
  }
  const method: Field[] = [
    { label: 'Method', value: t.method === 'card' ? 'Card' : 'Bank account (ACH)' },
    { label: 'Brand', value: t.cardBrand },
    { label: 'Account number', value: t.accountNumber },
    { label: 'Account type', value: t.accountType },
    { label: t.method === 'card' ? 'Cardholder' : 'Account holder', value: t.accountholderName },
    { label: 'E-mail', value: t.accountholderEmail },
  ];
  const processing: Field[] = [
    { label: 'Status', value: <TransactionStatusPill status={t.status} /> },
    { label: 'Type', value: `${typeLabel(t.type)} (${t.type})` },
    {
      label: 'Response code',
      value: <CodedValue code={t.responseCode} meaning={detail.responseCodeMeaning} />,
    },
    { label: 'AVS code', value: <CodedValue code={t.avsCode} meaning={detail.avsCodeMeaning} /> },
    { label: 'Auth code', value: t.authCode },
    { label: 'Description', value: t.typeDescription },
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
    { label: 'Settled', value: <ZonedMoment value={t.settledDate} /> },
    { label: 'Funded', value: <ZonedMoment value={t.fundDate} /> },
    {
      label: 'Deposit',
      value: detail.deposit ? (
        <Anchor
          component={Link}
          to={paths.payouts.detail.href(t.merchantId, detail.deposit.id)}
          size="sm"
          underline="always"
        >
          {`Deposit ${detail.deposit.id} · ${formatMoney(detail.deposit.amount, t.currency)} (${detail.deposit.status})`}
        </Anchor>
      ) : null,
    },
  ];
  const references: Field[] = [
    { label: 'Transaction #', value: t.transNumber },
    { label: 'Transaction ID', value: String(t.id) },
    { label: 'Account', value: `${t.merchantName} / ${t.merchantId}` },
    { label: 'Customer ID', value: t.customerId === null ? null : String(t.customerId) },
    { label: 'Payment link ID', value: t.paymentLinkId === null ? null : String(t.paymentLinkId) },
  ];

  return (
    <Card component="section" aria-labelledby="transaction-details" padding="lg">
      <Title id="transaction-details" order={2} fz="h4" mb="md">
        Details
      </Title>
      <FieldGroup title="Payment" fields={payment} />
      <FieldGroup title={t.method === 'card' ? 'Card' : 'Bank account'} fields={method} />
      <FieldGroup title="Processing" fields={processing} />
      <FieldGroup title="Settlement" fields={settlement} />
      <FieldGroup title="References" fields={references} />
    </Card>
  );
}
