import { Anchor, Text } from '@mantine/core';
import { formatMoney } from '@paydesk/domain/money';
import { avsMeaning } from '@paydesk/domain/transaction-fields';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../shared/format/zoned-dates';
import type { DisputeDetail } from '../api/get-dispute';
import { DetailSection } from './detail-section';
import classes from './dispute-detail.module.css';

/** A code with what it means: 'Y · Street address and 5-digit ZIP code match'. */
function Coded({ code, meaning }: { code: string | null; meaning?: string | null }) {
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

interface TransactionPanelProps {
  merchantId: number;
  transaction: DisputeDetail['transaction'];
  timeZone: string;
}

/** The disputed transaction's facts, linked to its own page. */
export function TransactionPanel({ merchantId, transaction: t, timeZone }: TransactionPanelProps) {
  const money = (cents: number) => formatMoney(cents, t.currency);
  const fields: [string, ReactNode][] = [
    [
      'Transaction #',
      <Anchor
        key="number"
        component={Link}
        to={paths.transactions.detail.href(merchantId, t.id)}
        size="sm"
      >
        {t.transNumber}
      </Anchor>,
    ],
    ['Date', formatDateTime(t.transDate, timeZone)],
    ['Amount', money(t.grossAmount)],
    ['Refunded', money(t.refundedAmount)],
    ['Card', [t.cardBrand, t.accountNumber].filter(Boolean).join(' ') || null],
    ['Cardholder', t.accountholderName],
    ['Auth code', t.authCode],
    ['AVS code', <Coded key="avs" code={t.avsCode} meaning={avsMeaning(t.avsCode)} />],
    ['Response code', <Coded key="response" code={t.responseCode} />],
  ];
  return (
    <DetailSection title="Transaction">
      <dl className={classes.fields}>
        {fields.map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value ?? '—'}</dd>
          </Fragment>
        ))}
      </dl>
    </DetailSection>
  );
}
