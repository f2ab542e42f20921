import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import type { ListResult } from '../list-state/use-list-query';
import type { ListState } from '../list-state/use-list-state';
import { CardView } from './card-view';
import type { ListScreenSpec } from './list-screen-spec';
import { TableView } from './table-view';

/** Below the first layout breakpoint (part 1 §9: 768 px) rows are cards. */
export const CARDS_QUERY = '(max-width: 47.99em)';

export interface DataTableProps<Row, Key extends string> {
  spec: ListScreenSpec<Row, Key>;
  list: ListState<Key>;
  /** The page and its state (useListQuery). */
  result: ListResult<Row>;
  /** Where a row leads, when it needs more than the row (wins over the spec's). */
  rowHref?: (row: Row) => string;
  /** What an empty list says (the spec's emptyMessage by default). */
  emptyMessage?: ReactNode;
  /** Table or cards whatever the width (tests, print); by the width otherwise. */
  layout?: 'table' | 'cards';
}

/** A list's rows: a table on wide screens, cards below 768 px. */
export function DataTable<Row, Key extends string>({
  spec,
  list,
  result,
  rowHref,
  emptyMessage,
  layout,
}: DataTableProps<Row, Key>) {
  const narrow = useMediaQuery(CARDS_QUERY, false, { getInitialValueInEffect: false });
  const props = {
    spec,
    list,
    result,
    rowHref: rowHref ?? spec.rowHref,
    emptyMessage: emptyMessage ?? spec.emptyMessage ?? `No ${spec.label.toLowerCase()} to show.`,
  };
  return (layout ?? (narrow ? 'cards' : 'table')) === 'cards' ? (
    <CardView {...props} />
  ) : (
    <TableView {...props} />
  );
}
