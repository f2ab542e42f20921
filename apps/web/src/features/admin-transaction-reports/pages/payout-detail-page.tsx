import { Anchor, Stack, Title } from '@mantine/core';
import * as routes from '@paydesk/domain/routes/admin-transaction-reports';
import { IconReceiptOff } from '@tabler/icons-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { AdminPermissionGate } from '../../../shared/account/admin-permission-gate';
import { useReportMerchants } from '../../../shared/admin-reports/report-merchants';
import { isApiError } from '../../../shared/api/api-error';
import { PageState } from '../../../shared/components/page-state';
import { DataTable } from '../../../shared/data-table/data-table';
import { ListPagination } from '../../../shared/data-table/list-pagination';
import { ListToolbar } from '../../../shared/data-table/list-toolbar';
import { BackLink, DetailPageLoading } from '../../../shared/detail-page/detail-page-parts';
import { routeIdOf } from '../../../shared/detail-page/route-id';
import { errorText } from '../../../shared/errors/error-message';
import { LoadErrorAlert } from '../../../shared/errors/load-error-alert';
import { applyListChange } from '../../../shared/list-state/list-url';
import { useListQuery } from '../../../shared/list-state/use-list-query';
import { useListState } from '../../../shared/list-state/use-list-state';
import { PageTitle, pageTitle } from '../../../shared/page-title/page-title';
import {
  getAdminPayoutTransactions,
  type PayoutDetail,
  useAdminPayout,
} from '../api/get-admin-deposit';
import { reportKeys } from '../api/report-keys';
import { ExplainPayout, PayoutHeader } from '../components/payout-summary';
import { payoutTransactionsSpec, TYPE_PARAM } from '../components/payout-transactions-spec';
import { reconciliationDetailHref, transactionHref } from '../utils/report-links';

/** The server's message for an unknown or another merchant's payout. */
const PAYOUT_NOT_FOUND = 'Unable to find a payout with the ID specified';

/**
 * /admin/reports/payouts/:accountid/:depositid: one merchant's payout, how it adds up from
 * gross to net, and its batch's transactions (each opening its admin page), read-only.
 */
export function PayoutDetailPage() {
  const params = useParams();
  const merchantId = routeIdOf(params.accountid);
  const depositId = routeIdOf(params.depositid);
  return (
    <AdminPermissionGate permission="can-view-deposit-report">
      {merchantId === undefined || depositId === undefined ? (
        <PayoutNotFound merchantId={merchantId} message={PAYOUT_NOT_FOUND} />
      ) : (
        <PayoutView
          key={`${merchantId}/${depositId}`}
          merchantId={merchantId}
          depositId={depositId}
        />
      )}
    </AdminPermissionGate>
  );
}

const listHref = (merchantId: number | undefined) =>
  paths.admin.reports.payouts.href(
    merchantId === undefined ? undefined : { merchantid: merchantId },
  );

function Back({ merchantId }: { merchantId: number | undefined }) {
  return <BackLink to={listHref(merchantId)} label="Payouts" />;
}

function PayoutNotFound({
  merchantId,
  message,
}: {
  merchantId: number | undefined;
  message: string;
}) {
  return (
    <PageState
      heading="Payout not found"
      before={<Back merchantId={merchantId} />}
      icon={<IconReceiptOff aria-hidden="true" />}
      title={message}
      description="It may belong to another merchant, or the link may be incomplete."
      action={{ href: listHref(merchantId), label: 'Back to Payouts' }}
    />
  );
}

function PayoutView({ merchantId, depositId }: { merchantId: number; depositId: number }) {
  const detail = useAdminPayout(merchantId, depositId);
  if (isApiError(detail.error) && detail.error.status === 404) {
    return (
      <PayoutNotFound
        merchantId={merchantId}
        message={errorText(detail.error) || PAYOUT_NOT_FOUND}
      />
    );
  }
  if (detail.error) {
    return (
      <Stack gap="lg">
        <PageTitle title={pageTitle('Payout')} />
        <Back merchantId={merchantId} />
        <Title order={1} fz="h2">
          Payout
        </Title>
        <LoadErrorAlert
          title="The payout could not be loaded"
          error={detail.error}
          onRetry={() => void detail.refetch()}
        />
      </Stack>
    );
  }
  if (!detail.data) {
    return (
      <DetailPageLoading
        documentTitle={pageTitle('Payout')}
        back={<Back merchantId={merchantId} />}
        status="Loading the payout…"
        columns={[320, 320]}
      />
    );
  }
  return <PayoutContent merchantId={merchantId} depositId={depositId} detail={detail.data} />;
}

function PayoutContent({
  merchantId,
  depositId,
  detail,
}: {
  merchantId: number;
  depositId: number;
  detail: PayoutDetail;
}) {
  const merchants = useReportMerchants();
  const name = merchants.data?.data.find((m) => m.id === merchantId)?.businessCommonName;
  const list = useListState(payoutTransactionsSpec, { query: { timezone: 'UTC' } });
  const result = useListQuery(list, {
    queryKey: (pageKey) => reportKeys.depositTransactions(merchantId, depositId, pageKey),
    fetchPage: (query, signal) => getAdminPayoutTransactions(merchantId, depositId, query, signal),
  });
  const [params] = useSearchParams();
  const rowsHref = (types: readonly string[]) =>
    `?${applyListChange(params, payoutTransactionsSpec, {
      filters: { [TYPE_PARAM]: types.join(',') },
      dialog: null,
    }).toString()}`;
  return (
    <Stack gap="lg">
      <PageTitle title={pageTitle(`Payout ${depositId} · ${name ?? merchantId}`)} />
      <Back merchantId={merchantId} />
      <PayoutHeader deposit={detail.deposit} merchantName={name} />
      <ExplainPayout detail={detail} rowsHref={rowsHref} />
      <Anchor
        component={Link}
        to={reconciliationDetailHref(depositId, merchantId)}
        size="sm"
        c="paydesk.7"
        underline="always"
        style={{ alignSelf: 'flex-start' }}
      >
        Reconcile this payout with the processor's record
      </Anchor>
      <Stack component="section" gap="sm" aria-labelledby="admin-payout-transactions">
        <Title order={2} fz="h3" id="admin-payout-transactions">
          Transactions in this payout
        </Title>
        <ListToolbar
          list={list}
          exportTarget={{
            route: routes.getAdminDepositTransactions,
            params: { merchantId, depositId },
          }}
          total={result.meta?.totalRecords}
          onRefresh={result.refresh}
        />
        <DataTable
          spec={payoutTransactionsSpec}
          list={list}
          result={result}
          rowHref={(row) => transactionHref(merchantId, row.id)}
        />
        <ListPagination list={list} meta={result.meta} label="Transactions in this payout" />
      </Stack>
    </Stack>
  );
}
