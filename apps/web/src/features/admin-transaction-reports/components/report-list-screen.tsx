import { Stack } from '@mantine/core';
import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AdminListReport } from '../../../shared/admin-reports/admin-list-report';
import { DataTable } from '../../../shared/data-table/data-table';
import type { ExportTarget } from '../../../shared/data-table/export-button';
import { ListPagination } from '../../../shared/data-table/list-pagination';
import type { ListScreenSpec } from '../../../shared/data-table/list-screen-spec';
import { ListToolbar } from '../../../shared/data-table/list-toolbar';
import type { ListApiQuery } from '../../../shared/list-state/list-url';
import type { ListPage } from '../../../shared/list-state/use-list-query';

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
  return (
    <AdminListReport
      title={props.title}
      subtitle={props.subtitle}
      allMerchantsHref={props.allMerchantsHref}
      spec={props.spec}
      queryKey={props.queryKey}
      fetchPage={props.fetchPage}
    >
      {({ list, result }) => (
        <>
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
        </>
      )}
    </AdminListReport>
  );
}
