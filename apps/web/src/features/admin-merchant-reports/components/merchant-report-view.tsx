import { Stack } from '@mantine/core';
import { AdminListReport } from '../../../shared/admin-reports/admin-list-report';
import type { ExportTarget } from '../../../shared/data-table/export-button';
import { ListBody } from '../../../shared/data-table/list-body';
import type { ListScreenSpec } from '../../../shared/data-table/list-screen-spec';
import { ListToolbar } from '../../../shared/data-table/list-toolbar';
import type { ListApiQuery } from '../../../shared/list-state/list-url';
import type { ListPage } from '../../../shared/list-state/use-list-query';
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
  return (
    <AdminListReport
      title={props.title}
      subtitle={props.subtitle}
      allMerchantsHref={props.href}
      spec={props.spec}
      queryKey={(pageKey) => merchantReportKeys.list(props.report, pageKey)}
      fetchPage={props.fetchPage}
      scopeOptions={{ noRange: props.noRange }}
      header={{ hideRange: props.noRange }}
    >
      {({ list, result }) => (
        <Stack gap="sm">
          <ListToolbar
            list={list}
            searchLabel={props.searchLabel}
            searchPlaceholder={props.searchPlaceholder}
            exportTarget={props.exportTarget}
            total={result.meta?.totalRecords}
            onRefresh={result.refresh}
          />
          <ListBody spec={props.spec} list={list} result={result} firstUseAction={null} />
        </Stack>
      )}
    </AdminListReport>
  );
}
