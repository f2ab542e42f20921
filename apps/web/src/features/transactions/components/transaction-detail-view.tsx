import { Anchor, Card, Group, Skeleton, Stack, Title, VisuallyHidden } from '@mantine/core';
import { TRANSACTION_TYPE_GROUPS, type TransactionType } from '@paydesk/domain/transaction-fields';
import { IconArrowLeft } from '@tabler/icons-react';
import { lazy } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { holdsMerchantPermission } from '../../../shared/account/merchant-permissions';
import { isApiError } from '../../../shared/api/api-error';
import { LazyDialog } from '../../../shared/components/lazy-dialog';
import detailPage from '../../../shared/detail-page/detail-page.module.css';
import { LoadErrorAlert } from '../../../shared/errors/load-error-alert';
import { useReportErrors } from '../../../shared/errors/use-report-errors';
import { useMerchantZone } from '../../../shared/merchant-account/merchant-time-zone';
import { PageTitle, pageTitle } from '../../../shared/page-title/page-title';
import { useAccountStore } from '../../../shared/stores/account-store';
import { useTransaction } from '../api/get-transaction';
import { typeLabel } from '../utils/transaction-display';
import { OriginalSale, RelatedTransactions } from './related-transactions';
import { TransactionActions } from './transaction-actions';
import { TransactionFields } from './transaction-fields';
import { TransactionHeader } from './transaction-header';
import { TransactionNotFound } from './transaction-not-found';
import { TransactionTimeline } from './transaction-timeline';
import { TimeZoneContext } from './zoned-moment';

const RefundDialog = lazy(async () => ({
  default: (await import('./refund-dialog')).RefundDialog,
}));
const VoidDialog = lazy(async () => ({
  default: (await import('./void-dialog')).VoidDialog,
}));

/** Sales, declines and pending payments are what refund and void act on. */
const ACTIONABLE = new Set<string>([
  ...TRANSACTION_TYPE_GROUPS.sale,
  ...TRANSACTION_TYPE_GROUPS.decline,
  ...TRANSACTION_TYPE_GROUPS.pending,
] satisfies TransactionType[]);

function DetailSkeleton() {
  return (
    <Stack gap="md" aria-busy="true">
      <VisuallyHidden role="status">Loading the transaction…</VisuallyHidden>
      <Skeleton height={140} radius="lg" />
      <div className={detailPage.columns}>
        <Skeleton height={420} radius="lg" />
        <Skeleton height={300} radius="lg" />
      </div>
    </Stack>
  );
}

export interface TransactionDetailViewProps {
  merchantId: number;
  transactionId: number;
}

/**
 * One transaction: its header with Refund and Void, every field, its timeline, the sale it
 * belongs to or the refunds and voids it has. The open dialog is in the URL (`?dialog=`).
 */
export function TransactionDetailView({ merchantId, transactionId }: TransactionDetailViewProps) {
  const { merchant, timeZone } = useMerchantZone(merchantId);
  const query = useTransaction(merchantId, transactionId);
  const account = useAccountStore((state) =>
    state.data?.merchants.find((entry) => entry.id === merchantId),
  );
  const [params, setParams] = useSearchParams();
  const dialog = params.get('dialog');
  const notFound = isApiError(query.error) && query.error.status === 404;
  useReportErrors(notFound ? [] : [query.error].filter(Boolean), 'Unable to load the transaction');

  const setDialog = (next: 'refund' | 'void' | null) =>
    setParams(
      (previous) => {
        const search = new URLSearchParams(previous);
        if (next) search.set('dialog', next);
        else search.delete('dialog');
        return search;
      },
      { replace: true, preventScrollReset: true },
    );
  const listHref = paths.transactions.list.href(merchantId);

  if (notFound) return <TransactionNotFound accountId={merchantId} />;

  const detail = query.data;
  const back = (
    <Anchor component={Link} to={listHref} size="sm" w="fit-content" c="paydesk.7">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        Transactions
        {merchant.data ? ` · ${merchant.data.businessCommonName}` : ''}
      </Group>
    </Anchor>
  );

  if (!detail) {
    return (
      <Stack gap="md">
        <PageTitle title={pageTitle('Transaction')} />
        {back}
        {query.error ? (
          <LoadErrorAlert
            title="The transaction could not be loaded"
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <DetailSkeleton />
        )}
      </Stack>
    );
  }

  const t = detail.transaction;
  return (
    <TimeZoneContext.Provider value={timeZone}>
      <Stack gap="md">
        <PageTitle title={pageTitle(`${typeLabel(t.type)} ${t.transNumber}`)} />
        {back}
        <TransactionHeader
          detail={detail}
          actions={
            ACTIONABLE.has(t.type) ? (
              <TransactionActions
                detail={detail}
                mayRefund={holdsMerchantPermission(account, 'can-refund-transactions')}
                onRefund={() => setDialog('refund')}
                onVoid={() => setDialog('void')}
              />
            ) : null
          }
        />
        <div className={detailPage.columns}>
          <TransactionFields detail={detail} />
          <Stack gap="md">
            <Card component="section" aria-labelledby="transaction-timeline" padding="lg">
              <Title id="transaction-timeline" order={2} fz="h4" mb="md">
                Timeline
              </Title>
              <TransactionTimeline
                events={detail.timeline}
                accountId={t.merchantId}
                currency={t.currency}
              />
            </Card>
            {detail.original ? <OriginalSale original={detail.original} /> : null}
            {detail.related.length > 0 ? <RelatedTransactions related={detail.related} /> : null}
          </Stack>
        </div>
      </Stack>
      <LazyDialog opened={dialog === 'refund' && detail.refund.allowed}>
        {(opened) => (
          <RefundDialog opened={opened} onClose={() => setDialog(null)} detail={detail} />
        )}
      </LazyDialog>
      <LazyDialog opened={dialog === 'void' && detail.void.allowed}>
        {(opened) => <VoidDialog opened={opened} onClose={() => setDialog(null)} detail={detail} />}
      </LazyDialog>
    </TimeZoneContext.Provider>
  );
}
