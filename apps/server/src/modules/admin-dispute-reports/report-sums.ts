import type { ColumnSpec, SortTerm } from '@paydesk/domain/list-params';
import { csvHeaderRecord, csvRecord } from '../../platform/lists/csv';

/**
 * Reports whose rows are sums (outages per merchant and hour, interchange per brand and month):
 * the statement answers every row of the range (bounded by merchants × periods × brands, never
 * by transactions), and the page, its order and the CSV are cut from those rows here, so the
 * download holds exactly the rows the pages show, in the same order. No snapshot: `meta.asOf`
 * is the moment of the read (ms).
 */

/** A CSV cell: text (neutralised), a number, cents (as dollars), or nothing. */
export type CsvCell =
  | { text: string | null }
  | { number: number | null }
  | { cents: number | null };
export const text = (value: string | null): CsvCell => ({ text: value });
export const num = (value: number | null): CsvCell => ({ number: value });
export const cents = (value: number | null): CsvCell => ({ cents: value });

export interface SumsTable<Row, Key extends string> {
  columns: readonly ColumnSpec<Key>[];
  /** The value each sortable key orders by. */
  sortValue: Partial<Record<Key, (row: Row) => string | number>>;
  /** Breaks ties after the asked order, so the order is total. */
  tieBreak(a: Row, b: Row): number;
  csvCell: Record<Key, (row: Row) => CsvCell>;
  /** Columns written as wall-clock times: their header names the zone. */
  zoned?: readonly Key[];
}

export interface SumsQuery<Key extends string> {
  timezone: string;
  page: number;
  perPage: number;
  sort: SortTerm<Key>[];
  columns?: Key[] | undefined;
}

/** A cell's text as the lists' CSV writes it (csv.ts): formulas neutralised, cents as dollars. */
function cellText(cell: CsvCell): string | null {
  if ('text' in cell) {
    if (cell.text === null || cell.text === '') return null;
    return /^[=+\-@\t\r]/.test(cell.text) ? `'${cell.text}` : cell.text;
  }
  if ('number' in cell) return cell.number === null ? null : String(cell.number);
  if (cell.cents === null) return null;
  const abs = Math.abs(cell.cents);
  return `${cell.cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const compare = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);

/** The rows in the query's order (unknown keys ignored), then the table's tie-break. */
export function sortRows<Row, Key extends string>(
  table: SumsTable<Row, Key>,
  rows: readonly Row[],
  sort: readonly SortTerm<Key>[],
): Row[] {
  const terms = sort.flatMap((term) => {
    const value = table.sortValue[term.key];
    return value ? [{ value, desc: term.desc }] : [];
  });
  return [...rows].sort((a, b) => {
    for (const term of terms) {
      const order = compare(term.value(a), term.value(b));
      if (order !== 0) return term.desc ? -order : order;
    }
    return table.tieBreak(a, b);
  });
}

/** The page of the sorted rows in the list envelope. */
export function pageOf<Row, Key extends string>(
  table: SumsTable<Row, Key>,
  rows: readonly Row[],
  query: SumsQuery<Key>,
  now: Date,
) {
  const sorted = sortRows(table, rows, query.sort);
  const from = (query.page - 1) * query.perPage;
  return {
    meta: {
      perPage: query.perPage,
      page: query.page,
      totalRecords: sorted.length,
      totalPages: Math.ceil(sorted.length / query.perPage),
      asOf: String(now.getTime()),
    },
    data: sorted.slice(from, from + query.perPage),
  };
}

/** Every row as CSV text (a header of the labels first), in the page order. */
export function csvOf<Row, Key extends string>(
  table: SumsTable<Row, Key>,
  rows: readonly Row[],
  query: SumsQuery<Key>,
): string {
  const keys =
    query.columns && query.columns.length > 0
      ? query.columns
      : table.columns.filter((column) => column.defaultVisible).map((column) => column.key);
  const labels = new Map(table.columns.map((column) => [column.key, column.label]));
  const header = (key: Key) =>
    table.zoned?.includes(key)
      ? `${labels.get(key)} (${query.timezone})`
      : (labels.get(key) ?? key);
  const lines = [csvHeaderRecord(keys.map(header))];
  for (const row of sortRows(table, rows, query.sort)) {
    lines.push(csvRecord(keys.map((key) => cellText(table.csvCell[key](row)))));
  }
  return lines.join('');
}
