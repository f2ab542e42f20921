import { Anchor, Text } from '@mantine/core';
import { formatMoney } from '@paydesk/domain/money';
import { TRANSACTION_TYPE_LABELS } from '@paydesk/domain/transaction-fields';
import { IconLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { StatusPill } from '../../../shared/components/status-pill';
import detailPage from '../../../shared/detail-page/detail-page.module.css';
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
import { PAYMENT_STATUS_DISPLAY } from '../utils/customer-display';

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
      {detail.paymentMethods.length === 0 ? (
        <Text size="sm" c="dimmed">
          No payment methods on file.
        </Text>
      ) : (
        <ul className={detailPage.list} aria-label="Payment methods">
          {detail.paymentMethods.map((method) => (
            <li key={`${method.brand}-${method.lastFour}`} className={detailPage.listRow}>
              <div>
                <Text size="sm" fw={600}>
                  {method.brand} •••• {method.lastFour}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatCount(method.count)} {method.count === 1 ? 'payment' : 'payments'}
                </Text>
              </div>
              <Text size="xs" c="dimmed" ta="right">
                Last used {formatDateTime(method.lastUsedAt, timeZone)}
              </Text>
            </li>
          ))}
        </ul>
      )}
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
  const currency = detail.customer.currency;
  return (
    <DetailSection title="Latest payments">
      {detail.payments.length === 0 ? (
        <Text size="sm" c="dimmed">
          No payments yet.
        </Text>
      ) : (
        <ul className={detailPage.list} aria-label="Latest payments">
          {detail.payments.map((payment) => {
            const status = PAYMENT_STATUS_DISPLAY[payment.status];
            return (
              <li key={payment.id} className={detailPage.listRow}>
                <div>
                  <Anchor
                    component={Link}
                    to={paths.transactions.detail.href(merchantId, payment.id)}
                    size="sm"
                    fw={600}
                    c="paydesk.7"
                  >
                    <IconLink size={14} aria-hidden style={{ verticalAlign: -2, marginRight: 4 }} />
                    {formatMoney(payment.grossAmount, currency)} · {payment.transNumber}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {TRANSACTION_TYPE_LABELS[payment.type]} ·{' '}
                    {formatDateTime(payment.transDate, timeZone)}
                    {payment.refundedAmount > 0
                      ? ` · ${formatMoney(payment.refundedAmount, currency)} refunded`
                      : ''}
                  </Text>
                </div>
                <StatusPill status={status.style} label={status.label} />
              </li>
            );
          })}
        </ul>
      )}
    </DetailSection>
  );
}

/** Their subscriptions: status, amount, interval, next charge and cancellation date. */
export function SubscriptionsPanel({ detail }: { detail: CustomerDetail }) {
  return (
    <DetailSection title="Subscriptions">
      {detail.subscriptions.length === 0 ? (
        <Text size="sm" c="dimmed">
          No subscriptions.
        </Text>
      ) : (
        <ul className={detailPage.list} aria-label="Subscriptions">
          {detail.subscriptions.map((subscription) => {
            const status = SUBSCRIPTION_STATUS_DISPLAY[subscription.status];
            return (
              <li key={subscription.id} className={detailPage.listRow}>
                <div>
                  <Text size="sm" fw={600}>
                    {formatMoney(subscription.amount, subscription.currency)}{' '}
                    {intervalText(subscription.interval, subscription.intervalCount)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {subscription.nextRunDate
                      ? `Next charge ${formatShortDate(subscription.nextRunDate)}`
                      : 'No next charge'}
                    {subscription.cancelAtDate
                      ? ` · Cancels ${formatShortDate(subscription.cancelAtDate)}`
                      : ''}
                  </Text>
                </div>
                <StatusPill status={status.style} label={status.label} />
              </li>
            );
          })}
        </ul>
      )}
    </DetailSection>
  );
}
