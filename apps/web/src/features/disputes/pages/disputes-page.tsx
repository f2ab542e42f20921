import { Stack } from '@mantine/core';
import { isTimeZone, REPORT_DATE_PRESETS } from '@paydesk/domain/date-presets';
import * as routes from '@paydesk/domain/routes/disputes';
import { useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { selectMerchantAccount } from '../../../shared/account/select-merchant';
import { useAccountRoute } from '../../../shared/account/use-account-route';
import { AccountNotFound } from '../../../shared/components/page-state';
import { DataTable } from '../../../shared/data-table/data-table';
import { ListPagination } from '../../../shared/data-table/list-pagination';
import { ListToolbar } from '../../../shared/data-table/list-toolbar';
import { SavedViewsMenu } from '../../../shared/data-table/saved-views-menu';
import { SearchHelp } from '../../../shared/data-table/search-help';
import { ReportPageHeader } from '../../../shared/date-range/report-page-header';
import { browserTimeZone } from '../../../shared/date-range/report-range-params';
import { useReportRange } from '../../../shared/date-range/use-report-range';
import { useReportErrors } from '../../../shared/errors/use-report-errors';
import { useListQuery } from '../../../shared/list-state/use-list-query';
import { useListState } from '../../../shared/list-state/use-list-state';
import { useMerchantAccount } from '../../../shared/merchant-account/get-merchant-account';
import { PageTitle, pageTitle } from '../../../shared/page-title/page-title';
import { disputeKeys } from '../api/dispute-keys';
import { getDisputes } from '../api/get-disputes';
import {
  DISPUTE_LIST_SPECS,
  DISPUTE_SEARCH_KEYS,
  KIND_PARAM,
  kindTab,
  NEEDS_RESPONSE_PARAM,
} from '../components/disputes-list-spec';
import { InboxControls } from '../components/inbox-controls';
import { DisputeTimeZone } from '../components/zoned-day';

/** /disputes/:accountId: the account's chargebacks, retrievals and ACH returns, urgent first. */
export function DisputesPage() {
  const { merchantId, merchants } = useAccountRoute('disputes');
  if (merchantId === undefined) return <AccountNotFound heading="Disputes" />;
  return <DisputesView key={merchantId} merchantId={merchantId} merchants={merchants} />;
}

interface DisputesViewProps {
  merchantId: number;
  merchants: readonly { id: number; businessCommonName: string }[];
}

function DisputesView({ merchantId, merchants }: DisputesViewProps) {
  const merchant = useMerchantAccount(merchantId);
  const account = merchant.data;
  const timeZone = account && isTimeZone(account.timezone) ? account.timezone : browserTimeZone();
  // The opened days are the merchant's: wait for its zone (or its failure) before asking.
  const zoneKnown = account !== undefined || merchant.isError;
  const report = useReportRange(timeZone, REPORT_DATE_PRESETS);

  // Each kind tab shows its own fields by default; the kind is one of the list's filters.
  const [params] = useSearchParams();
  const spec = DISPUTE_LIST_SPECS[kindTab(params.get(KIND_PARAM))];
  // What still needs a response is shown whenever it was opened: the date range applies to
  // the rest (a chargeback of last month with days left must not hide behind Month-To-Date).
  const needsResponse = params.get(NEEDS_RESPONSE_PARAM) === 'true';
  const list = useListState(spec, {
    query: needsResponse
      ? { timezone: timeZone }
      : {
          start_date: report.zoned.startDateTime,
          end_date: report.zoned.endDateTime,
          timezone: timeZone,
        },
  });
  const result = useListQuery(list, {
    queryKey: (pageKey) => disputeKeys.list(merchantId, pageKey),
    fetchPage: (query, signal) => getDisputes(merchantId, query, signal),
    enabled: zoneKnown,
  });
  useReportErrors([merchant.error], 'Unable to load the account');

  const detailHref = (dispute: { id: number; kind: string }) =>
    paths.disputes.detail.href(dispute.id, dispute.kind, merchantId);

  return (
    <DisputeTimeZone.Provider value={timeZone}>
      <Stack gap="lg">
        <PageTitle title={pageTitle(`Disputes · ${account?.businessCommonName ?? merchantId}`)} />
        <ReportPageHeader
          title="Disputes"
          accounts={merchants}
          accountId={merchantId}
          accountHref={(id) => paths.disputes.list.href(id)}
          onAccountChange={(id) => selectMerchantAccount(id)}
          presets={REPORT_DATE_PRESETS}
          timeZone={timeZone}
          loading={merchant.isFetching || (result.fetching && !result.loading)}
          subtitle={`Opened dates in ${timeZone.replaceAll('_', ' ')} time`}
        />

        <Stack gap="sm">
          <InboxControls list={list} />
          <ListToolbar
            list={list}
            searchLabel="Search disputes"
            searchPlaceholder="Last four, transaction #, case # or name"
            searchHelp={
              <SearchHelp
                intro="Find a dispute by the card's last four, the transaction or case number, or the cardholder's name."
                keys={DISPUTE_SEARCH_KEYS}
              />
            }
            exportTarget={{ route: routes.getDisputes, params: { id: merchantId } }}
            total={result.meta?.totalRecords}
            savedViews={<SavedViewsMenu list={list} merchantId={merchantId} />}
            onRefresh={result.refresh}
          />
          <DataTable
            spec={spec}
            list={list}
            result={result}
            rowHref={detailHref}
            emptyMessage={
              list.hasFilters
                ? 'No disputes match these filters.'
                : 'No disputes in these dates. Chargebacks, retrievals and ACH returns will appear here.'
            }
          />
          <ListPagination list={list} meta={result.meta} label="Disputes" />
        </Stack>
      </Stack>
    </DisputeTimeZone.Provider>
  );
}
