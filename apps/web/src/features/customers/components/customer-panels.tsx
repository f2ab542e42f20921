import { formatMoney } from '@paydesk/domain/money';
import { TRANSACTION_TYPE_LABELS } from '@paydesk/domain/transaction-fields';
import { paths } from '../../../config/paths';
import { StatusPill } from '../../../shared/components/status-pill';
import { TransactionStatusPill } from '../../../shared/components/transaction-status-pill';
import { DetailRows, RowNote, RowTitle } from '../../../shared/detail-page/detail-rows';
import { DetailSection } from '../../../shared/detail-page/detail-section';
import { FieldList } from '../../../shared/detail-page/field-list';
import { formatShortDate } from '../../../shared/format/dates';
import { formatCount } from '../../../shared/format/numbers';
import { formatDateTime } from '../../../shared/format/zoned-dates';
import {
  intervalText,
  SUBSCRIPTION_STATUS_DISPLAY,
} from '../../../shared/subscriptions/subscription-display';
import type { CustomerDetail } from '../api/get-customer';

/** Payments, volume, refunds and net, in the account's currency. */
export function TotalsPanel({ detail }: { detail: CustomerDetail }) {
  const { totals, customer } = detail;
  return (
    <DetailSection title="Totals">
      <FieldList
        fields={[
          { label: 'Payments', value: formatCount(totals.payments) },
          { label: 'Volume', value: formatMoney(totals.volume, customer.currency) },
          { label: 'Refunds', value: formatMoney(totals.refunds, customer.currency) },
          { label: 'Net volume', value: formatMoney(totals.netVolume, customer.currency) },
        ]}
      />
    </DetailSection>
  );
}

/** Cards and bank accounts they paid with: brand and last four only. */
export function PaymentMethodsPanel({
  detail,
  timeZone,
}: {
  detail: CustomerDetail;
  timeZone: string;
}) {
  return (
    <DetailSection title="Payment methods">
      <DetailRows
        label="Payment methods"
        empty="No payment methods on file."
        rows={detail.paymentMethods.map((method) => ({
          key: `${method.brand}-${method.lastFour}`,
          title: (
            <RowTitle>
              {method.brand} •••• {method.lastFour}
            </RowTitle>
          ),
          detail: `${formatCount(method.count)} ${method.count === 1 ? 'payment' : 'payments'}`,
          aside: <RowNote>Last used {formatDateTime(method.lastUsedAt, timeZone)}</RowNote>,
        }))}
      />
    </DetailSection>
  );
}

/** Their latest payments, each opening its transaction. */
export function PaymentsPanel({
  detail,
  merchantId,
  timeZone,
}: {
  detail: CustomerDetail;
  merchantId: number;
  timeZone: string;
}) {
  const money = (cents: number) => formatMoney(cents, detail.customer.currency);
  return (
    <DetailSection title="Latest payments">
      <DetailRows
        label="Latest payments"
        empty="No payments yet."
        rows={detail.payments.map((payment) => ({
          key: payment.id,
          title: (
            <RowTitle href={paths.transactions.detail.href(merchantId, payment.id)}>
              {money(payment.grossAmount)} · {payment.transNumber}
            </RowTitle>
          ),
          detail: `${TRANSACTION_TYPE_LABELS[payment.type]} · ${formatDateTime(payment.transDate, timeZone)}${
            payment.refundedAmount > 0 ? ` · ${money(payment.refundedAmount)} refunded` : ''
          }`,
          aside: <TransactionStatusPill status={payment.status} />,
        }))}
      />
    </DetailSection>
  );
}

/** Their subscriptions: status, amount, interval, next charge and cancellation date. */
export function SubscriptionsPanel({ detail }: { detail: CustomerDetail }) {
  return (
    <DetailSection title="Subscriptions">
      <DetailRows
        label="Subscriptions"
        empty="No subscriptions."
        rows={detail.subscriptions.map((subscription) => {
          const status = SUBSCRIPTION_STATUS_DISPLAY[subscription.status];
          return {
            key: subscription.id,
            title: (
              <RowTitle>
                {formatMoney(subscription.amount, subscription.currency)}{' '}
                {intervalText(subscription.interval, subscription.intervalCount)}
              </RowTitle>
            ),
            detail: `${
              subscription.nextRunDate
                ? `Next charge ${formatShortDate(subscription.nextRunDate)}`
                : 'No next charge'
            }${subscription.cancelAtDate ? ` · Cancels ${formatShortDate(subscription.cancelAtDate)}` : ''}`,
            aside: <StatusPill status={status.style} label={status.label} />,
          };
        })}
      />
    </DetailSection>
  );
}
