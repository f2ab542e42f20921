import { Anchor, Skeleton, Stack, Text, Title } from '@mantine/core';
import * as routes from '@paydesk/domain/routes/deposits';
import { IconArrowLeft, IconReceiptOff } from '@tabler/icons-react';
import { useEffect, useMemo, useRef } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useAccountRoute } from '../../../shared/account/use-account-route';
import { isApiError } from '../../../shared/api/api-error';
import { AccountNotFound, PageState } from '../../../shared/components/page-state';
import { DataTable } from '../../../shared/data-table/data-table';
import { ListPagination } from '../../../shared/data-table/list-pagination';
import { ListToolbar } from '../../../shared/data-table/list-toolbar';
import { SavedViewsMenu } from '../../../shared/data-table/saved-views-menu';
import { routeIdOf } from '../../../shared/detail-page/route-id';
import { errorText } from '../../../shared/errors/error-message';
import { LoadErrorAlert } from '../../../shared/errors/load-error-alert';
import { applyListChange } from '../../../shared/list-state/list-url';
import { useListQuery } from '../../../shared/list-state/use-list-query';
import { useListState } from '../../../shared/list-state/use-list-state';
import { useMerchantAccount } from '../../../shared/merchant-account/get-merchant-account';
import { PageTitle, pageTitle } from '../../../shared/page-title/page-title';
import { type DepositDetail, useDeposit } from '../api/get-deposit';
import { getDepositTransactions } from '../api/get-deposit-transactions';
import { payoutKeys } from '../api/payout-keys';
import { BatchTotals } from '../components/batch-totals';
import { ExplainPayout } from '../components/explain-payout';
import classes from '../components/payout-detail.module.css';
import { PayoutHeader } from '../components/payout-header';
import { payoutTransactionsSpec, TYPE_PARAM } from '../components/payout-transactions-spec';
import { listSearchOf } from '../utils/list-return';
import { payoutsTimeZone } from '../utils/payouts-time-zone';

/** The server's message for an unknown or foreign payout (shown as well for a malformed id). */
export const PAYOUT_NOT_FOUND = 'Unable to find a payout with the ID specified';

/** /payouts/:accountId/:depositId: one payout, how it adds up, and its batch's transactions. */
export function PayoutDetailPage() {
  const { merchantId } = useAccountRoute('payouts');
  const raw = useParams().depositId ?? '';
  const depositId = routeIdOf(raw);
  if (merchantId === undefined) return <AccountNotFound heading="Payout" />;
  return (
    <PayoutDetailView key={`${merchantId}/${raw}`} merchantId={merchantId} depositId={depositId} />
  );
}

function BackToPayouts({ merchantId }: { merchantId: number }) {
  return (
    <Anchor
      component={Link}
      to={`${paths.payouts.list.href(merchantId)}${listSearchOf(merchantId)}`}
      size="sm"
      fw={500}
      c="paydesk.7"
      style={{ alignSelf: 'flex-start' }}
    >
      <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: -2, marginRight: 4 }} />
      Payouts
    </Anchor>
  );
}

interface ViewProps {
  merchantId: number;
  /** undefined: the path's id is not a payout id at all. */
  depositId: number | undefined;
}

function PayoutDetailView({ merchantId, depositId }: ViewProps) {
  const merchant = useMerchantAccount(merchantId);
  const detail = useDeposit(merchantId, depositId);
  const name = merchant.data?.businessCommonName ?? String(merchantId);

  // A payout opens at its top, wherever the list was scrolled.
  useEffect(() => {
    document.scrollingElement?.scrollTo?.({ top: 0 });
  }, []);

  const notFound =
    depositId === undefined || (isApiError(detail.error) && detail.error.status === 404);
  if (notFound) {
    return (
      <PageState
        heading="Payout not found"
        documentTitle={`Payout not found · ${name}`}
        before={<BackToPayouts merchantId={merchantId} />}
        icon={<IconReceiptOff aria-hidden="true" />}
        title={(detail.error && errorText(detail.error)) || PAYOUT_NOT_FOUND}
        description="It may belong to another account, or the link may be incomplete."
        action={{ href: paths.payouts.list.href(merchantId), label: 'Back to payouts' }}
      />
    );
  }
  if (detail.error) {
    return (
      <Stack gap="lg">
        <PageTitle title={pageTitle(`Payout · ${name}`)} />
        <BackToPayouts merchantId={merchantId} />
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
  if (!detail.data || depositId === undefined) {
    return (
      <Stack gap="lg" aria-busy="true">
        <PageTitle title={pageTitle(`Payout · ${name}`)} />
        <BackToPayouts merchantId={merchantId} />
        <Text role="status" size="sm" c="dimmed">
          Loading the payout…
        </Text>
        <Skeleton h={150} radius="lg" />
        <Skeleton h={320} radius="lg" />
      </Stack>
    );
  }
  return (
    <PayoutContent
      merchantId={merchantId}
      depositId={depositId}
      detail={detail.data}
      name={name}
      timeZone={payoutsTimeZone(merchant.data)}
    />
  );
}

interface ContentProps {
  merchantId: number;
  depositId: number;
  detail: DepositDetail;
  name: string;
  timeZone: string;
}

function PayoutContent({ merchantId, depositId, detail, name, timeZone }: ContentProps) {
  const spec = useMemo(() => payoutTransactionsSpec(timeZone), [timeZone]);
  // The CSV's times on the account's clock, as the table shows them.
  const list = useListState(spec, { query: { timezone: timeZone } });
  const result = useListQuery(list, {
    queryKey: (pageKey) => payoutKeys.transactions(merchantId, depositId, pageKey),
    fetchPage: (query, signal) => getDepositTransactions(merchantId, depositId, query, signal),
  });
  const [params] = useSearchParams();
  const heading = useRef<HTMLHeadingElement>(null);

  const rowsHref = (types: readonly string[]) =>
    `?${applyListChange(params, spec, {
      filters: { [TYPE_PARAM]: types.join(',') },
      dialog: null,
    }).toString()}`;
  const showRows = () => {
    // After the URL has changed: bring the list into view and move the focus to it.
    requestAnimationFrame(() => {
      heading.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
      heading.current?.focus({ preventScroll: true });
    });
  };

  return (
    <Stack gap="lg">
      <PageTitle title={pageTitle(`Payout ${detail.deposit.id} · ${name}`)} />
      <BackToPayouts merchantId={merchantId} />
      <PayoutHeader deposit={detail.deposit} />
      <ExplainPayout
        detail={detail}
        rowsHref={rowsHref}
        currentTypes={list.filters[TYPE_PARAM] ?? ''}
        onFollow={showRows}
      />
      <Stack component="section" gap="sm" aria-labelledby="payout-transactions">
        <Title
          order={2}
          fz="h3"
          id="payout-transactions"
          ref={heading}
          tabIndex={-1}
          className={classes.sectionHeading}
        >
          Transactions in this payout
        </Title>
        <ListToolbar
          list={list}
          exportTarget={{
            route: routes.getDepositTransactions,
            params: { id: merchantId, depositId },
          }}
          total={result.meta?.totalRecords}
          savedViews={<SavedViewsMenu list={list} merchantId={merchantId} />}
          onRefresh={result.refresh}
        />
        <DataTable
          spec={spec}
          list={list}
          result={result}
          rowHref={(row) => paths.transactions.detail.href(merchantId, row.id)}
        />
        <ListPagination list={list} meta={result.meta} label="Transactions in this payout" />
        <BatchTotals detail={detail} filtered={list.activeFilterCount > 0} />
      </Stack>
    </Stack>
  );
}
