import { Stack } from '@mantine/core';
import { REPORT_DATE_PRESETS } from '@paydesk/domain/date-presets';
import { DEFAULT_CURRENCY } from '@paydesk/domain/money';
import * as routes from '@paydesk/domain/routes/deposits';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { selectMerchantAccount } from '../../../shared/account/select-merchant';
import { useAccountRoute } from '../../../shared/account/use-account-route';
import { AccountNotFound } from '../../../shared/components/page-state';
import { DataTable } from '../../../shared/data-table/data-table';
import { ListPagination } from '../../../shared/data-table/list-pagination';
import { ListToolbar } from '../../../shared/data-table/list-toolbar';
import { SavedViewsMenu } from '../../../shared/data-table/saved-views-menu';
import { ReportPageHeader } from '../../../shared/date-range/report-page-header';
import { useReportRange } from '../../../shared/date-range/use-report-range';
import { useReportErrors } from '../../../shared/errors/use-report-errors';
import { formatShortDate } from '../../../shared/format/dates';
import { useListQuery } from '../../../shared/list-state/use-list-query';
import { useListState } from '../../../shared/list-state/use-list-state';
import { useMerchantAccount } from '../../../shared/merchant-account/get-merchant-account';
import { PageTitle, pageTitle } from '../../../shared/page-title/page-title';
import { getDeposits, usePendingDeposits } from '../api/get-deposits';
import { payoutKeys } from '../api/payout-keys';
import classes from '../components/payouts.module.css';
import { payoutsListSpec } from '../components/payouts-list-spec';
import { PayoutsSummary } from '../components/payouts-summary';
import { PendingPayouts } from '../components/pending-payouts';
import { rememberListSearch } from '../utils/list-return';
import { summarizePayouts } from '../utils/payouts-summary';
import { payoutsTimeZone } from '../utils/payouts-time-zone';

/** /payouts/:accountId: the account's deposit batches in a date range. */
export function PayoutsPage() {
  const { merchantId, merchants } = useAccountRoute('payouts');
  if (merchantId === undefined) return <AccountNotFound heading="Payouts" />;
  return <PayoutsView key={merchantId} merchantId={merchantId} merchants={merchants} />;
}

interface PayoutsViewProps {
  merchantId: number;
  merchants: readonly { id: number; businessCommonName: string }[];
}

function PayoutsView({ merchantId, merchants }: PayoutsViewProps) {
  const merchant = useMerchantAccount(merchantId);
  const account = merchant.data;
  const currency = account?.currency ?? DEFAULT_CURRENCY;
  const timeZone = payoutsTimeZone(account);
  // The day boundaries are the merchant's: wait for its zone (or its failure) before asking.
  const zoneKnown = account !== undefined || merchant.isError;
  const report = useReportRange(timeZone, REPORT_DATE_PRESETS);

  const list = useListState(payoutsListSpec, {
    query: {
      start_date: report.zoned.startDateTime,
      end_date: report.zoned.endDateTime,
      timezone: timeZone,
    },
  });
  const result = useListQuery(list, {
    queryKey: (pageKey) => payoutKeys.list(merchantId, pageKey),
    fetchPage: (query, signal) => getDeposits(merchantId, query, signal),
    enabled: zoneKnown,
  });
  const pending = usePendingDeposits(merchantId, zoneKnown);
  useReportErrors([merchant.error], 'Unable to load the account');
  const { search } = useLocation();
  useEffect(() => rememberListSearch(merchantId, search), [merchantId, search]);

  const summary = useMemo(
    () => (result.meta && result.rows ? summarizePayouts(result.rows, result.meta) : undefined),
    [result.meta, result.rows],
  );
  const rangeText =
    report.preset === 'custom'
      ? `${formatShortDate(report.range.from)} – ${formatShortDate(report.range.to)}`
      : report.label;
  const detailHref = (deposit: { id: number }) => paths.payouts.detail.href(merchantId, deposit.id);

  return (
    <Stack gap="lg">
      <PageTitle title={pageTitle(`Payouts · ${account?.businessCommonName ?? merchantId}`)} />
      <ReportPageHeader
        title="Payouts"
        accounts={merchants}
        accountId={merchantId}
        accountHref={(id) => paths.payouts.list.href(id)}
        onAccountChange={(id) => selectMerchantAccount(id)}
        presets={REPORT_DATE_PRESETS}
        timeZone={timeZone}
        loading={merchant.isFetching || (result.fetching && !result.loading)}
        subtitle={`Deposit dates in ${timeZone.replaceAll('_', ' ')} time`}
      />

      {(summary && !result.error) || pending.data?.data.length ? (
        <div className={classes.overview}>
          {summary && !result.error ? (
            <PayoutsSummary
              summary={summary}
              currency={currency}
              rangeLabel={rangeText}
              onShowAll={list.setPerPage}
            />
          ) : null}
          <PendingPayouts
            deposits={pending.data?.data ?? []}
            total={pending.data?.meta.totalRecords ?? 0}
            currency={currency}
            href={detailHref}
          />
        </div>
      ) : null}

      <Stack gap="sm">
        <ListToolbar
          list={list}
          exportTarget={{ route: routes.getDeposits, params: { id: merchantId } }}
          total={result.meta?.totalRecords}
          savedViews={<SavedViewsMenu list={list} merchantId={merchantId} />}
          onRefresh={result.refresh}
        />
        <DataTable spec={payoutsListSpec} list={list} result={result} rowHref={detailHref} />
        <ListPagination list={list} meta={result.meta} label="Payouts" />
      </Stack>
    </Stack>
  );
}
