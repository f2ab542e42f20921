import { Stack } from '@mantine/core';
import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ListScreenSpec } from '../data-table/list-screen-spec';
import type { ListApiQuery } from '../list-state/list-url';
import type { ListPage } from '../list-state/use-list-query';
import { PageTitle, pageTitle } from '../page-title/page-title';
import { AdminReportHeader, type AdminReportHeaderProps } from './admin-report-header';
import { InvalidMerchant } from './invalid-merchant';
import { type AdminReportScopeOptions, useAdminReportScope } from './report-scope';
import { type AdminReportList, useAdminReportList } from './use-admin-report-list';

export interface AdminListReportProps<Row, Key extends string, Page extends ListPage<Row>> {
  title: string;
  /** Under the title: what the days (or the figures) are. */
  subtitle: ReactNode;
  /** The report of every merchant: the way back from a `?merchantid=` that names none. */
  allMerchantsHref: string;
  spec: ListScreenSpec<Row, Key>;
  queryKey: (pageKey: ListApiQuery) => QueryKey;
  fetchPage: (query: ListApiQuery, signal: AbortSignal) => Promise<Page>;
  scopeOptions?: AdminReportScopeOptions;
  /** The header's other settings (no dates for a report of the current state). */
  header?: Pick<AdminReportHeaderProps, 'hideRange' | 'withinOneYear' | 'presets'>;
  /** What shows under the header: the toolbar, the rows and the pages of the report's list. */
  children: (report: AdminReportList<Row, Key, Page>) => ReactNode;
}

/**
 * An admin list report's page: the scope of the URL (merchant and UTC range), the list, the
 * page title and the admin report header with its 'loading' and "As of", then the body the
 * report draws from its list. A `?merchantid=` that names no merchant is said without calling
 * the API.
 */
export function AdminListReport<
  Row,
  Key extends string,
  Page extends ListPage<Row> = ListPage<Row>,
>(props: AdminListReportProps<Row, Key, Page>) {
  const scope = useAdminReportScope(props.scopeOptions);
  const report = useAdminReportList(props.spec, {
    scope,
    queryKey: props.queryKey,
    fetchPage: props.fetchPage,
  });
  if (scope.invalidMerchant) {
    return <InvalidMerchant heading={props.title} href={props.allMerchantsHref} />;
  }
  return (
    <Stack gap="lg">
      <PageTitle title={pageTitle(props.title)} />
      <AdminReportHeader
        title={props.title}
        subtitle={props.subtitle}
        {...props.header}
        {...report.status}
      />
      {props.children(report)}
    </Stack>
  );
}
