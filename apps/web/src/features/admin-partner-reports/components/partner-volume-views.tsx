import { Group, Text } from '@mantine/core';
import { formatMoney } from '@paydesk/domain/money';
import type { ReactNode } from 'react';
import type { AdminReportScope } from '../../../shared/admin-reports/report-scope';
import { formatShortDate } from '../../../shared/format/dates';
import { formatCount } from '../../../shared/format/numbers';
import { useListQuery } from '../../../shared/list-state/use-list-query';
import { useListState } from '../../../shared/list-state/use-list-state';
import {
  clientsExport,
  getClients,
  getVolumeOverview,
  getVolumeReport,
  type VolumeOverviewPage,
  volumeOverviewExport,
  volumeReportExport,
} from '../api/get-partner-volume';
import { partnerReportKeys } from '../api/partner-report-keys';
import { useQueryAnswer } from '../utils/use-read-at';
import { clientsSpec, volumeOverviewSpec, volumeReportSpec } from './partner-volume-specs';
import { ReportList } from './report-list';

/** The page's report header, drawn by the view with how its own query is going. */
export type HeaderRender = (props: {
  loading: boolean;
  asOf: number | undefined;
  hideRange?: boolean;
}) => ReactNode;

interface ViewProps {
  scope: AdminReportScope;
  header: HeaderRender;
}

/** Every row's sums under the toolbar: what the whole filter adds up to, not only the page. */
function VolumeTotals({ page }: { page: VolumeOverviewPage }) {
  const { totals, range } = page;
  const money = (cents: number) => formatMoney(cents, range.currency);
  return (
    <Group gap="lg" wrap="wrap" aria-label="Totals of every partner" role="group">
      <Text size="sm">
        <strong>{formatCount(totals.merchants)}</strong> merchants,{' '}
        {formatCount(totals.activeMerchants)} with sales
      </Text>
      <Text size="sm">
        <strong>{formatCount(totals.transactions)}</strong> sales
      </Text>
      <Text size="sm">
        <strong>{money(totals.volume)}</strong> volume
      </Text>
      <Text size="sm">
        <strong>{money(totals.refunds)}</strong> refunded
      </Text>
      <Text size="sm">
        <strong>{money(totals.fees)}</strong> fees
      </Text>
      <Text size="xs" c="dimmed">
        {formatShortDate(range.start_date)} – {formatShortDate(range.end_date)} (UTC),{' '}
        {range.currency}
      </Text>
    </Group>
  );
}

/** "Volume by partner": the volume of each partner's merchants over the range. */
export function VolumeByPartnerView({ scope, header }: ViewProps) {
  const list = useListState(volumeOverviewSpec, { query: scope.apiQuery });
  const result = useListQuery(list, {
    queryKey: partnerReportKeys.volumeOverview,
    fetchPage: getVolumeOverview,
  });
  const answer = useQueryAnswer<VolumeOverviewPage>(partnerReportKeys.volumeOverview(list.pageKey));
  return (
    <>
      {header({
        loading: result.fetching && !result.loading,
        asOf: result.error ? undefined : answer.readAt,
      })}
      <ReportList
        spec={volumeOverviewSpec}
        list={list}
        result={result}
        searchLabel="Search partners"
        searchPlaceholder="Partner name"
        exportTarget={volumeOverviewExport}
        label="Partners"
        summary={answer.data && !result.error ? <VolumeTotals page={answer.data} /> : null}
      />
    </>
  );
}

/** "Volume by merchant": each merchant's volume, with its partner and client. */
export function VolumeByMerchantView({ scope, header }: ViewProps) {
  const list = useListState(volumeReportSpec, { query: scope.apiQuery });
  const result = useListQuery(list, {
    queryKey: partnerReportKeys.volumeReport,
    fetchPage: getVolumeReport,
  });
  const answer = useQueryAnswer(partnerReportKeys.volumeReport(list.pageKey));
  return (
    <>
      {header({
        loading: result.fetching && !result.loading,
        asOf: result.error ? undefined : answer.readAt,
      })}
      <ReportList
        spec={volumeReportSpec}
        list={list}
        result={result}
        searchLabel="Search merchants"
        searchPlaceholder="Merchant name or id, partner name"
        exportTarget={volumeReportExport}
        label="Merchants"
      />
    </>
  );
}

/** "Clients": the merchant segments (GET /admin/clients/) with their merchant counts. */
export function ClientsView({ header }: { header: HeaderRender }) {
  const list = useListState(clientsSpec);
  const result = useListQuery(list, { queryKey: partnerReportKeys.clients, fetchPage: getClients });
  const answer = useQueryAnswer(partnerReportKeys.clients(list.pageKey));
  return (
    <>
      {header({
        loading: result.fetching && !result.loading,
        asOf: result.error ? undefined : answer.readAt,
        hideRange: true,
      })}
      <ReportList
        spec={clientsSpec}
        list={list}
        result={result}
        searchLabel="Search clients"
        searchPlaceholder="Client name"
        exportTarget={clientsExport}
        label="Clients"
      />
    </>
  );
}
