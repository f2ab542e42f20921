import { EmptyState } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ListResult } from '../list-state/use-list-query';
import type { ListState } from '../list-state/use-list-state';
import { DataTable } from './data-table';
import { ListPagination } from './list-pagination';
import type { ListScreenSpec } from './list-screen-spec';

/** The account has none at all: nothing is searched or filtered, and the list counts none. */
export function isFirstUse(list: ListState, result: ListResult<unknown>): boolean {
  return !list.hasFilters && result.meta?.totalRecords === 0;
}

export interface ListBodyProps<Row, Key extends string> {
  spec: ListScreenSpec<Row, Key>;
  list: ListState<Key>;
  result: ListResult<Row>;
  /** Where a row leads (the spec's by default). */
  rowHref?: (row: Row) => string;
  /** The button that makes a row, offered with the spec's `firstUse` while there is none. */
  firstUseAction: ReactNode;
}

/**
 * Under a list screen's toolbar: the rows and their pages, or, for an account that has none
 * yet, an invitation to make the first (a search or filter that matches nothing is the
 * table's own empty state instead).
 */
export function ListBody<Row, Key extends string>({
  spec,
  list,
  result,
  rowHref,
  firstUseAction,
}: ListBodyProps<Row, Key>) {
  const firstUse = spec.firstUse;
  if (firstUse && isFirstUse(list, result)) {
    return (
      <EmptyState
        py="xl"
        icon={firstUse.icon}
        withIndicatorBackground
        title={firstUse.title}
        description={firstUse.description}
        role="status"
      >
        <EmptyState.Actions>{firstUseAction}</EmptyState.Actions>
      </EmptyState>
    );
  }
  return (
    <>
      <DataTable spec={spec} list={list} result={result} rowHref={rowHref} />
      <ListPagination list={list} meta={result.meta} label={spec.label} />
    </>
  );
}
