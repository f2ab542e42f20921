import { Anchor, Skeleton, Text } from '@mantine/core';
import { formatMoney } from '@paydesk/domain/money';
import type { TransactionStatus } from '@paydesk/domain/transaction-fields';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { StatusPill } from '../../../shared/components/status-pill';
import detailPage from '../../../shared/detail-page/detail-page.module.css';
import { DetailSection } from '../../../shared/detail-page/detail-section';
import { LoadErrorAlert } from '../../../shared/errors/load-error-alert';
import { formatCount } from '../../../shared/format/numbers';
import { formatDateTime } from '../../../shared/format/zoned-dates';
import type { StatusStyle } from '../../../shared/merchant-account/merchant-status';
import { useLinkPayments } from '../api/get-link-payments';
import type { PaymentLink } from '../api/get-payment-link';

const STATUS: Record<TransactionStatus, { label: string; style: StatusStyle }> = {
  approved: { label: 'Approved', style: 'active' },
  declined: { label: 'Declined', style: 'denied' },
  pending: { label: 'Pending', style: 'pending' },
  voided: { label: 'Voided', style: 'closed' },
};

export interface LinkPaymentsPanelProps {
  merchantId: number;
  link: PaymentLink;
  timeZone: string;
  /** The transactions list filtered by this link, over the days since it was made. */
  transactionsHref: string;
}

/** The link's latest payments (each opens its transaction) and the way to all of them. */
export function LinkPaymentsPanel({
  merchantId,
  link,
  timeZone,
  transactionsHref,
}: LinkPaymentsPanelProps) {
  const payments = useLinkPayments(merchantId, link.id);
  const rows = payments.data?.data ?? [];
  const total = payments.data?.meta.totalRecords ?? 0;
  return (
    <DetailSection title="Payments">
      {payments.error ? (
        <LoadErrorAlert
          title="The payments could not be loaded"
          error={payments.error}
          onRetry={() => void payments.refetch()}
        />
      ) : !payments.data ? (
        <Skeleton h={96} radius="md" aria-label="Loading the payments" />
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          No payments yet. Share the link: payments made through it show here.
        </Text>
      ) : (
        <ul className={detailPage.list} aria-label="Latest payments through this link">
          {rows.map((payment) => {
            const status = STATUS[payment.status];
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
                    {formatMoney(payment.grossAmount, payment.currency)} · {payment.transNumber}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {[
                      payment.accountholderName,
                      payment.cardBrand && payment.accountNumber
                        ? `${payment.cardBrand} ${payment.accountNumber}`
                        : payment.cardBrand,
                      formatDateTime(payment.transDate, timeZone),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </div>
                <StatusPill status={status.style} label={status.label} />
              </li>
            );
          })}
        </ul>
      )}
      <Anchor component={Link} to={transactionsHref} size="sm" mt="sm" display="inline-block">
        {total > rows.length
          ? `See all ${formatCount(total)} in Transactions`
          : 'See them in Transactions'}
      </Anchor>
    </DetailSection>
  );
}
