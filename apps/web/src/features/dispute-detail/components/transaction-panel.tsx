import { Anchor } from '@mantine/core';
import { formatMoney } from '@paydesk/domain/money';
import { avsMeaning } from '@paydesk/domain/transaction-fields';
import { Link } from 'react-router';
import { DetailSection } from '../../../shared/detail-page/detail-section';
import { CodedValue, type Field, FieldList } from '../../../shared/detail-page/field-list';
import { formatDateTime } from '../../../shared/format/zoned-dates';
import type { DisputeDetail } from '../api/get-dispute';

interface TransactionPanelProps {
  /** The transaction's own page. */
  href: string;
  transaction: DisputeDetail['transaction'];
  timeZone: string;
}

/** The disputed transaction's facts, linked to its own page. */
export function TransactionPanel({ href, transaction: t, timeZone }: TransactionPanelProps) {
  const money = (cents: number) => formatMoney(cents, t.currency);
  const fields: Field[] = [
    {
      label: 'Transaction #',
      value: (
        <Anchor component={Link} to={href} size="sm">
          {t.transNumber}
        </Anchor>
      ),
    },
    { label: 'Date', value: formatDateTime(t.transDate, timeZone) },
    { label: 'Amount', value: money(t.grossAmount) },
    { label: 'Refunded', value: money(t.refundedAmount) },
    { label: 'Card', value: [t.cardBrand, t.accountNumber].filter(Boolean).join(' ') || null },
    { label: 'Cardholder', value: t.accountholderName },
    { label: 'Auth code', value: t.authCode },
    { label: 'AVS code', value: <CodedValue code={t.avsCode} meaning={avsMeaning(t.avsCode)} /> },
    { label: 'Response code', value: <CodedValue code={t.responseCode} /> },
  ];
  return (
    <DetailSection title="Transaction">
      <FieldList fields={fields} />
    </DetailSection>
  );
}
