import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ExportTarget } from './export-button';
import { isFirstUse, ListBody, type ListBodyProps } from './list-body';
import { ListToolbar } from './list-toolbar';

export interface ListSectionProps<Row, Key extends string> extends ListBodyProps<Row, Key> {
  /** The search box's label ('Search customers') and hint. */
  searchLabel: string;
  searchPlaceholder?: string;
  /** The list endpoint the Export button downloads. */
  exportTarget: ExportTarget;
  /** The screen's own button at the toolbar's end; on first use the empty state offers it. */
  toolbarAction?: ReactNode;
}

/**
 * The body of a searchable list screen under its page header: the toolbar (search, filters,
 * columns, export of the whole filter, refresh) over the rows and their pages, or the
 * first-use invitation.
 */
export function ListSection<Row, Key extends string>({
  searchLabel,
  searchPlaceholder,
  exportTarget,
  toolbarAction,
  ...body
}: ListSectionProps<Row, Key>) {
  const { list, result } = body;
  return (
    <Stack gap="sm">
      <ListToolbar
        list={list}
        searchLabel={searchLabel}
        searchPlaceholder={searchPlaceholder}
        exportTarget={exportTarget}
        total={result.meta?.totalRecords}
        onRefresh={result.refresh}
        actions={toolbarAction && !isFirstUse(list, result) ? toolbarAction : null}
      />
      <ListBody {...body} />
    </Stack>
  );
}
