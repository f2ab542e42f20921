import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TransactionDetail } from '@paydesk/domain/transactions';
import { IconReceiptOff } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { AdminPermissionGate } from '../../../shared/account/admin-permission-gate';
import { isApiError } from '../../../shared/api/api-error';
import { PageState } from '../../../shared/components/page-state';
import { TransactionStatusPill } from '../../../shared/components/transaction-status-pill';
import detailPage from '../../../shared/detail-page/detail-page.module.css';
import { BackLink, DetailPageLoading } from '../../../shared/detail-page/detail-page-parts';
import { routeIdOf } from '../../../shared/detail-page/route-id';
import { handleError } from '../../../shared/errors/handle-error';
import { LoadErrorAlert } from '../../../shared/errors/load-error-alert';
import { formatDateTime } from '../../../shared/format/zoned-dates';
import { PageTitle, pageTitle } from '../../../shared/page-title/page-title';
import { useAdminTransaction } from '../api/get-admin-transaction';
import { SignedAmount } from '../components/report-money';
import {
  RelatedTransactionsCard,
  TransactionTimelineCard,
} from '../components/transaction-activity';
import { TransactionFieldsCard, typeLabel } from '../components/transaction-fields-card';

/**
 * /admin/reports/transaction-details/:transactionid/:accountid: one transaction of a
 * merchant, read-only (no refund or void here), with every field, the code meanings, its
 * payout and disputes. An unknown id, or one of another merchant: part 2 §8's 'Error finding
 * transaction' notification and a way back.
 */
export function TransactionDetailPage() {
  const params = useParams();
  const transactionId = routeIdOf(params.transactionid);
  const merchantId = routeIdOf(params.accountid);
  return (
    <AdminPermissionGate permission="can-view-transaction-report">
      {transactionId === undefined || merchantId === undefined ? (
        <TransactionNotFound merchantId={merchantId} />
      ) : (
        <TransactionView
          key={`${merchantId}/${transactionId}`}
          merchantId={merchantId}
          transactionId={transactionId}
        />
      )}
    </AdminPermissionGate>
  );
}

const listHref = (merchantId: number | undefined) =>
  paths.admin.reports.transactionDetails.href(
    merchantId === undefined ? undefined : { merchantid: merchantId },
  );

function Back({ merchantId }: { merchantId: number | undefined }) {
  return <BackLink to={listHref(merchantId)} label="Transaction Details" />;
}

/** Part 2 §8 adminFetchTransDetailError, once, and the way back to the report. */
function TransactionNotFound({ merchantId }: { merchantId: number | undefined }) {
  useEffect(() => {
    handleError(new Error('Transaction not found'), { key: 'adminFetchTransDetailError' });
  }, []);
  return (
    <PageState
      heading="Transaction"
      before={<Back merchantId={merchantId} />}
      icon={<IconReceiptOff aria-hidden="true" />}
      title="Transaction not found"
      description="No transaction has these IDs: the transaction may belong to another merchant, or the link may be incomplete."
      action={{ href: listHref(merchantId), label: 'Back to Transaction Details' }}
    />
  );
}

function TransactionView({
  merchantId,
  transactionId,
}: {
  merchantId: number;
  transactionId: number;
}) {
  const query = useAdminTransaction(merchantId, transactionId);
  if (isApiError(query.error) && query.error.status === 404) {
    return <TransactionNotFound merchantId={merchantId} />;
  }
  if (query.error) {
    return (
      <Stack gap="lg">
        <PageTitle title={pageTitle('Transaction')} />
        <Back merchantId={merchantId} />
        <Title order={1} fz="h2">
          Transaction
        </Title>
        <LoadErrorAlert
          title="The transaction could not be loaded"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      </Stack>
    );
  }
  if (!query.data) {
    return (
      <DetailPageLoading
        documentTitle={pageTitle('Transaction')}
        back={<Back merchantId={merchantId} />}
        status="Loading the transaction…"
        columns={[520, 320]}
      />
    );
  }
  return <TransactionContent detail={query.data} />;
}

function TransactionContent({ detail }: { detail: TransactionDetail }) {
  const t = detail.transaction;
  const card = [t.cardBrand, t.accountNumber].filter(Boolean).join(' ');
  return (
    <Stack gap="md">
      <PageTitle title={pageTitle(`${typeLabel(t.type)} ${t.transNumber} · ${t.merchantName}`)} />
      <Back merchantId={t.merchantId} />
      <Paper component="section" aria-labelledby="admin-transaction-title" withBorder p="lg">
        <Stack gap={6}>
          <Title id="admin-transaction-title" order={1} fz="md" fw={600} c="dimmed">
            {typeLabel(t.type)} <span style={{ fontWeight: 400 }}>({t.type})</span>
          </Title>
          <Group gap="sm" align="center">
            <span className={detailPage.amount}>
              <SignedAmount cents={t.grossAmount} currency={t.currency} />
            </span>
            <TransactionStatusPill status={t.status} />
          </Group>
          <Text size="sm" c="dimmed">
            {`${formatDateTime(t.transDate, 'UTC')} UTC`}
            {card ? ` · ${card}` : ''}
            {t.accountholderName ? ` · ${t.accountholderName}` : ''}
          </Text>
          <Text size="xs" c="dimmed">
            {`${t.transNumber} · ${t.merchantName} / ${t.merchantId}`}
          </Text>
        </Stack>
      </Paper>
      <div className={detailPage.columns}>
        <TransactionFieldsCard detail={detail} />
        <Stack gap="md">
          <TransactionTimelineCard detail={detail} />
          {detail.original ? (
            <RelatedTransactionsCard title="Original sale" transactions={[detail.original]} />
          ) : null}
          {detail.related.length > 0 ? (
            <RelatedTransactionsCard
              title="Refunds, voids and returns"
              transactions={detail.related}
            />
          ) : null}
        </Stack>
      </div>
    </Stack>
  );
}
