import { Anchor, Card, Text, Title } from '@mantine/core';
import { formatMoney } from '@paydesk/domain/money';
import type { TransactionDetail } from '@paydesk/domain/transactions';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { typeLabel } from '../utils/transaction-display';
import { SignedMoney } from './signed-money';
import classes from './transaction-detail.module.css';
import { TransactionStatusPill } from './transaction-status-pill';
import { ZonedMoment } from './zoned-moment';

type Field = readonly [label: string, value: ReactNode];

function FieldList({ title, fields }: { title: string; fields: readonly Field[] }) {
  return (
    <section className={classes.section} aria-label={title}>
      <Title order={3} fz="sm" fw={600} mb="xs" c="dimmed" tt="uppercase" lts="0.04em">
        {title}
      </Title>
      <dl className={classes.fields}>
        {fields.map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value ?? '—'}</dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}

/** A code with what it means: '00 · Approved'. */
function Coded({ code, meaning }: { code: string | null; meaning: string | null }) {
  if (!code) return <>—</>;
  return (
    <>
      <Text component="span" ff="monospace" fw={600} size="sm">
        {code}
      </Text>
      {meaning ? ` · ${meaning}` : null}
    </>
  );
}

/** Every field of the transaction record (part 2 §3), grouped as a person looks for them. */
export function TransactionFields({ detail }: { detail: TransactionDetail }) {
  const t = detail.transaction;
  const money = (cents: number) => <SignedMoney cents={cents} currency={t.currency} />;
  const isSale = t.originalTransactionId === null;
  const payment: Field[] = [
    ['Amount', money(t.grossAmount)],
    ['Fee', formatMoney(t.fee, t.currency)],
    ['Net', money(t.netAmount)],
    ['Currency', t.currency],
  ];
  if (isSale && t.status === 'approved') {
    payment.push(
      ['Refunded', formatMoney(t.refundedAmount, t.currency)],
      ['Left to refund', formatMoney(detail.refundable, t.currency)],
    );
  }
  const method: Field[] = [
    ['Method', t.method === 'card' ? 'Card' : 'Bank account (ACH)'],
    ['Brand', t.cardBrand],
    ['Account number', t.accountNumber],
    ['Account type', t.accountType],
    [t.method === 'card' ? 'Cardholder' : 'Account holder', t.accountholderName],
    ['E-mail', t.accountholderEmail],
  ];
  const processing: Field[] = [
    ['Status', <TransactionStatusPill key="status" status={t.status} />],
    ['Type', `${typeLabel(t.type)} (${t.type})`],
    [
      'Response code',
      <Coded key="rc" code={t.responseCode} meaning={detail.responseCodeMeaning} />,
    ],
    ['AVS code', <Coded key="avs" code={t.avsCode} meaning={detail.avsCodeMeaning} />],
    ['Auth code', t.authCode],
    ['Description', t.typeDescription],
  ];
  const settlement: Field[] = [
    [
      'Batch',
      detail.batch
        ? `${detail.batch.batchNumber} (ID ${detail.batch.id})`
        : t.batchId !== null
          ? `ID ${t.batchId}`
          : 'Not settled yet',
    ],
    ['Settled', <ZonedMoment key="settled" value={t.settledDate} />],
    ['Funded', <ZonedMoment key="funded" value={t.fundDate} />],
    [
      'Deposit',
      detail.deposit ? (
        <Anchor
          key="deposit"
          component={Link}
          to={paths.payouts.detail.href(t.merchantId, detail.deposit.id)}
          size="sm"
          underline="always"
        >
          {`Deposit ${detail.deposit.id} · ${formatMoney(detail.deposit.amount, t.currency)} (${detail.deposit.status})`}
        </Anchor>
      ) : null,
    ],
  ];
  const references: Field[] = [
    ['Transaction #', t.transNumber],
    ['Transaction ID', String(t.id)],
    ['Account', `${t.merchantName} / ${t.merchantId}`],
    ['Customer ID', t.customerId === null ? null : String(t.customerId)],
    ['Payment link ID', t.paymentLinkId === null ? null : String(t.paymentLinkId)],
  ];

  return (
    <Card component="section" aria-labelledby="transaction-details" padding="lg">
      <Title id="transaction-details" order={2} fz="h4" mb="md">
        Details
      </Title>
      <FieldList title="Payment" fields={payment} />
      <FieldList title={t.method === 'card' ? 'Card' : 'Bank account'} fields={method} />
      <FieldList title="Processing" fields={processing} />
      <FieldList title="Settlement" fields={settlement} />
      <FieldList title="References" fields={references} />
    </Card>
  );
}
