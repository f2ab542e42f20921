import { Group, Text } from '@mantine/core';
import { formatMoney } from '@paydesk/domain/money';
import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { AdminReportScope } from '../../../shared/admin-reports/report-scope';
import { useAdminReportList } from '../../../shared/admin-reports/use-admin-report-list';
import { formatShortDate } from '../../../shared/format/dates';
import { formatCount } from '../../../shared/format/numbers';
import type { ListApiQuery } from '../../../shared/list-state/list-url';
import type { ListPage } from '../../../shared/list-state/use-list-query';
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
import { clientsSpec, volumeOverviewSpec, volumeReportSpec } from './partner-volume-specs';
import { ReportList, type ReportListProps } from './report-list';

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

interface PartnerListProps<Row, Key extends string, Page extends ListPage<Row>>
  extends Omit<ReportListProps<Row, Key>, 'list' | 'result' | 'summary'> {
  /** The merchant and range of the page; none for a list over neither (the clients). */
  scope?: AdminReportScope;
  header: HeaderRender;
  hideRange?: boolean;
  queryKey: (pageKey: ListApiQuery) => QueryKey;
  fetchPage: (query: ListApiQuery, signal: AbortSignal) => Promise<Page>;
  /** Under the toolbar, from the current page's answer: the totals of every row. */
  summary?: (answer: Page) => ReactNode;
}

/** One view of the page: the header with how its list's query is going, then the list. */
function PartnerList<Row, Key extends string, Page extends ListPage<Row>>({
  scope,
  header,
  hideRange,
  queryKey,
  fetchPage,
  summary,
  ...listProps
}: PartnerListProps<Row, Key, Page>) {
  const { list, result, status, answer } = useAdminReportList(listProps.spec, {
    scope,
    queryKey,
    fetchPage,
  });
  return (
    <>
      {header({ ...status, hideRange })}
      <ReportList
        {...listProps}
        list={list}
        result={result}
        summary={answer && summary && !result.error ? summary(answer) : null}
      />
    </>
  );
}

/** "Volume by partner": the volume of each partner's merchants over the range. */
export function VolumeByPartnerView({ scope, header }: ViewProps) {
  return (
    <PartnerList
      scope={scope}
      header={header}
      spec={volumeOverviewSpec}
      queryKey={partnerReportKeys.volumeOverview}
      fetchPage={getVolumeOverview}
      searchLabel="Search partners"
      searchPlaceholder="Partner name"
      exportTarget={volumeOverviewExport}
      summary={(page) => <VolumeTotals page={page} />}
    />
  );
}

/** "Volume by merchant": each merchant's volume, with its partner and client. */
export function VolumeByMerchantView({ scope, header }: ViewProps) {
  return (
    <PartnerList
      scope={scope}
      header={header}
      spec={volumeReportSpec}
      queryKey={partnerReportKeys.volumeReport}
      fetchPage={getVolumeReport}
      searchLabel="Search merchants"
      searchPlaceholder="Merchant name or id, partner name"
      exportTarget={volumeReportExport}
    />
  );
}

/** "Clients": the merchant segments (GET /admin/clients/) with their merchant counts. */
export function ClientsView({ header }: { header: HeaderRender }) {
  return (
    <PartnerList
      header={header}
      hideRange
      spec={clientsSpec}
      queryKey={partnerReportKeys.clients}
      fetchPage={getClients}
      searchLabel="Search clients"
      searchPlaceholder="Client name"
      exportTarget={clientsExport}
    />
  );
}
