import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ExportTarget } from '../../../shared/data-table/export-button';
import { ListBody } from '../../../shared/data-table/list-body';
import type { ListScreenSpec } from '../../../shared/data-table/list-screen-spec';
import { ListToolbar } from '../../../shared/data-table/list-toolbar';
import type { ListResult } from '../../../shared/list-state/use-list-query';
import type { ListState } from '../../../shared/list-state/use-list-state';

export interface ReportListProps<Row, Key extends string> {
  spec: ListScreenSpec<Row, Key>;
  list: ListState<Key>;
  result: ListResult<Row>;
  searchLabel: string;
  searchPlaceholder: string;
  exportTarget: ExportTarget;
  /** Between the toolbar and the rows: the totals of every row. */
  summary?: ReactNode;
}

/**
 * A partner report's list: search, filters, columns, Export and Refresh; its rows and pages, or
 * the spec's first-use state when the report has no row at all.
 */
export function ReportList<Row, Key extends string>(props: ReportListProps<Row, Key>) {
  const { list, result } = props;
  return (
    <Stack gap="sm">
      <ListToolbar
        list={list}
        searchLabel={props.searchLabel}
        searchPlaceholder={props.searchPlaceholder}
        exportTarget={props.exportTarget}
        total={result.meta?.totalRecords}
        onRefresh={result.refresh}
      />
      {props.summary}
      <ListBody spec={props.spec} list={list} result={result} firstUseAction={null} />
    </Stack>
  );
}
