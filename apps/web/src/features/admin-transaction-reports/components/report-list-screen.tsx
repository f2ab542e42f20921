import { Stack } from '@mantine/core';
import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AdminReportHeader } from '../../../shared/admin-reports/admin-report-header';
import { useAdminReportScope } from '../../../shared/admin-reports/report-scope';
import { DataTable } from '../../../shared/data-table/data-table';
import type { ExportTarget } from '../../../shared/data-table/export-button';
import { ListPagination } from '../../../shared/data-table/list-pagination';
import type { ListScreenSpec } from '../../../shared/data-table/list-screen-spec';
import { ListToolbar } from '../../../shared/data-table/list-toolbar';
import type { ListApiQuery } from '../../../shared/list-state/list-url';
import { type ListPage, useListQuery } from '../../../shared/list-state/use-list-query';
import { useListState } from '../../../shared/list-state/use-list-state';
import { PageTitle, pageTitle } from '../../../shared/page-title/page-title';
import { useReadAt } from '../utils/use-read-at';
import { InvalidMerchant } from './invalid-merchant';

export interface ReportListScreenProps<Row, Key extends string> {
  title: string;
  /** Under the title: what the days are. */
  subtitle: string;
  spec: ListScreenSpec<Row, Key>;
  queryKey: (query: ListApiQuery) => QueryKey;
  fetchPage: (query: ListApiQuery, signal: AbortSignal) => Promise<ListPage<Row>>;
  exportTarget: ExportTarget;
  /** The report without a merchant, for a `?merchantid=` that names none. */
  allMerchantsHref: string;
  /** Where a row leads, when it needs the page's URL (wins over the spec's). */
  rowHref?: (row: Row) => string;
  /** Between the header and the list: what the figures mean. */
  intro?: ReactNode;
  search?: { label: string; placeholder: string; help: ReactNode };
}

/**
 * A back-office money report: the shared admin report header (merchant, UTC dates, "as of")
 * over the list toolkit's toolbar, rows and pages, for every merchant or `?merchantid=`.
 */
export function ReportListScreen<Row, Key extends string>(props: ReportListScreenProps<Row, Key>) {
  const scope = useAdminReportScope();
  const list = useListState(props.spec, { query: scope.apiQuery });
  const result = useListQuery(list, {
    queryKey: props.queryKey,
    fetchPage: props.fetchPage,
    enabled: !scope.invalidMerchant,
  });
  const readAt = useReadAt(props.queryKey(list.pageKey));
  if (scope.invalidMerchant) {
    return <InvalidMerchant heading={props.title} href={props.allMerchantsHref} />;
  }
  return (
    <Stack gap="lg">
      <PageTitle title={pageTitle(props.title)} />
      <AdminReportHeader
        title={props.title}
        loading={result.fetching && !result.loading}
        asOf={result.error ? undefined : readAt}
        subtitle={props.subtitle}
      />
      {props.intro}
      <Stack gap="sm">
        <ListToolbar
          list={list}
          searchLabel={props.search?.label}
          searchPlaceholder={props.search?.placeholder}
          searchHelp={props.search?.help}
          exportTarget={props.exportTarget}
          total={result.meta?.totalRecords}
          onRefresh={result.refresh}
        />
        <DataTable spec={props.spec} list={list} result={result} rowHref={props.rowHref} />
        <ListPagination list={list} meta={result.meta} label={props.spec.label} />
      </Stack>
    </Stack>
  );
}
