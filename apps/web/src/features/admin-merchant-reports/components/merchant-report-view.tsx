import { Stack } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { AdminReportHeader } from '../../../shared/admin-reports/admin-report-header';
import { useAdminReportScope } from '../../../shared/admin-reports/report-scope';
import { PageState } from '../../../shared/components/page-state';
import { DataTable } from '../../../shared/data-table/data-table';
import type { ExportTarget } from '../../../shared/data-table/export-button';
import { ListPagination } from '../../../shared/data-table/list-pagination';
import type { ListScreenSpec } from '../../../shared/data-table/list-screen-spec';
import { ListToolbar } from '../../../shared/data-table/list-toolbar';
import type { ListApiQuery } from '../../../shared/list-state/list-url';
import { type ListPage, useListQuery } from '../../../shared/list-state/use-list-query';
import { useListState } from '../../../shared/list-state/use-list-state';
import { PageTitle, pageTitle } from '../../../shared/page-title/page-title';
import { type MerchantReport, merchantReportKeys } from '../api/merchant-report-keys';

export interface MerchantReportViewProps<Row, Key extends string> {
  report: MerchantReport;
  title: string;
  /** The report's own path, for the way back from a `?merchantid=` that names no merchant. */
  href: string;
  spec: ListScreenSpec<Row, Key>;
  fetchPage: (query: ListApiQuery, signal: AbortSignal) => Promise<ListPage<Row>>;
  exportTarget: ExportTarget;
  /** Under the title: what the dates (or the figures) are. */
  subtitle: string;
  /** A report of the current state (pending accounts, limits): no dates in the header or the call. */
  noRange?: boolean;
  searchLabel?: string;
  searchPlaceholder?: string;
}

/**
 * One of the back office's merchant reports: the admin report header (account selector over
 * every merchant writing `?merchantid=`, dates unless the report has none, 'loading', "As of"),
 * the toolbar (search, filters, columns, export), the table (cards below 768 px) with its
 * loading, empty and error states, and the pages. A `?merchantid=` that is not an id is said
 * without calling the API.
 */
export function MerchantReportView<Row, Key extends string>(
  props: MerchantReportViewProps<Row, Key>,
) {
  const scope = useAdminReportScope({ noRange: props.noRange });
  const list = useListState(props.spec, { query: scope.apiQuery });
  const queryKey = (pageKey: ListApiQuery) => merchantReportKeys.list(props.report, pageKey);
  const result = useListQuery(list, {
    queryKey,
    fetchPage: props.fetchPage,
    enabled: !scope.invalidMerchant,
  });
  const readAt = useQueryClient().getQueryState(queryKey(list.pageKey))?.dataUpdatedAt;
  if (scope.invalidMerchant) {
    return (
      <PageState
        heading={props.title}
        icon={<IconBuildingStore aria-hidden="true" />}
        title="Merchant account not found."
        description="The merchant in the link is not a merchant id. Choose a merchant in the report instead."
        action={{ href: props.href, label: 'Every merchant' }}
      />
    );
  }
  return (
    <Stack gap="lg">
      <PageTitle title={pageTitle(props.title)} />
      <AdminReportHeader
        title={props.title}
        loading={result.fetching && !result.loading}
        asOf={result.error || !readAt ? undefined : readAt}
        subtitle={props.subtitle}
        hideRange={props.noRange}
      />
      <Stack gap="sm">
        <ListToolbar
          list={list}
          searchLabel={props.searchLabel}
          searchPlaceholder={props.searchPlaceholder}
          exportTarget={props.exportTarget}
          total={result.meta?.totalRecords}
          onRefresh={result.refresh}
        />
        <DataTable spec={props.spec} list={list} result={result} />
        <ListPagination list={list} meta={result.meta} label={props.title} />
      </Stack>
    </Stack>
  );
}
