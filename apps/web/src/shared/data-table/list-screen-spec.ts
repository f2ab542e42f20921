import type { ReactNode } from 'react';
import type { ListStateSpec } from '../list-state/list-url';

/** How a cell shows a row's value (the default shows the value as text, '—' when empty). */
export type CellRenderer<Row> = (row: Row) => ReactNode;

/** What a row shows as a card on narrow screens; the other visible columns follow as label/value. */
export interface CardSpec<Key extends string> {
  readonly title: Key;
  readonly subtitle?: Key;
  /** Shown large on the right: the amount. */
  readonly amount?: Key;
}

/**
 * A list screen, declared once (CONVENTIONS "Lists"): its columns and filters (the domain's
 * zod-free vocabularies), default sort and page size, how cells show, and where a row leads.
 * The table, the cards, the toolbar, the chips, the pagination, the export and the saved
 * views all read it.
 */
export interface ListScreenSpec<Row, Key extends string = string> extends ListStateSpec<Key> {
  /** What the list is called: the table's accessible name, 'Transactions'. */
  readonly label: string;
  /** Cells other than text, per column key (money, dates, status pills). */
  readonly cells?: Partial<Record<Key, CellRenderer<Row>>>;
  readonly rowKey: (row: Row) => string | number;
  /** Where a row leads (its detail); the DataTable's `rowHref` prop wins over it. */
  readonly rowHref?: (row: Row) => string;
  readonly card: CardSpec<Key>;
  /** What an empty list says: 'No transactions match these filters.' */
  readonly emptyMessage?: string;
  /** What the list says before the account has any row at all (see ListBody). */
  readonly firstUse?: FirstUse;
}

/** A list's invitation to make its first row: an icon, a title and what the rows are for. */
export interface FirstUse {
  readonly icon: ReactNode;
  readonly title: string;
  readonly description: string;
}

/** Declares a list screen, keeping its column keys' literal type. */
export function defineListScreen<Row, const Key extends string>(
  spec: ListScreenSpec<Row, Key>,
): ListScreenSpec<Row, Key> {
  return spec;
}

/** A row's value under a column key, as the default cell shows it. */
export function cellValue<Row>(row: Row, key: string): unknown {
  return row && typeof row === 'object' ? (row as Record<string, unknown>)[key] : undefined;
}

/** The default cell: the value as text, '—' for nothing. */
export function defaultCellText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  return String(value);
}

/** The cell of one column for one row. */
export function renderCell<Row, Key extends string>(
  spec: ListScreenSpec<Row, Key>,
  key: Key,
  row: Row,
): ReactNode {
  const render = spec.cells?.[key];
  return render ? render(row) : defaultCellText(cellValue(row, key));
}
