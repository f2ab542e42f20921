import { Anchor, Skeleton } from '@mantine/core';
import { formatMoney } from '@paydesk/domain/money';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { TransactionStatusPill } from '../../../shared/components/transaction-status-pill';
import { DetailRows, RowTitle } from '../../../shared/detail-page/detail-rows';
import { DetailSection } from '../../../shared/detail-page/detail-section';
import { LoadErrorAlert } from '../../../shared/errors/load-error-alert';
import { formatCount } from '../../../shared/format/numbers';
import { formatDateTime } from '../../../shared/format/zoned-dates';
import { useLinkPayments } from '../api/get-link-payments';
import type { PaymentLink } from '../api/get-payment-link';

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
      ) : (
        <DetailRows
          label="Latest payments through this link"
          empty="No payments yet. Share the link: payments made through it show here."
          rows={rows.map((payment) => ({
            key: payment.id,
            title: (
              <RowTitle href={paths.transactions.detail.href(merchantId, payment.id)}>
                {formatMoney(payment.grossAmount, payment.currency)} · {payment.transNumber}
              </RowTitle>
            ),
            detail: [
              payment.accountholderName,
              payment.cardBrand && payment.accountNumber
                ? `${payment.cardBrand} ${payment.accountNumber}`
                : payment.cardBrand,
              formatDateTime(payment.transDate, timeZone),
            ]
              .filter(Boolean)
              .join(' · '),
            aside: <TransactionStatusPill status={payment.status} />,
          }))}
        />
      )}
      <Anchor component={Link} to={transactionsHref} size="sm" mt="sm" display="inline-block">
        {total > rows.length
          ? `See all ${formatCount(total)} in Transactions`
          : 'See them in Transactions'}
      </Anchor>
    </DetailSection>
  );
}
