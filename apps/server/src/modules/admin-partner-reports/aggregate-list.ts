import type { ColumnSpec, SortTerm } from '@paydesk/domain/list-params';
import type { RawQuery } from '../../db/client';
import { csvHeaderRecord, csvRecord } from '../../platform/lists/csv';
import type { SqlParams } from '../../platform/lists/sql-params';

/**
 * A report whose rows are sums (per partner, per merchant, per month), not rows of a table:
 * the list toolkit's envelope, sort, search, paging and CSV over one aggregating statement.
 * The rows are computed by the statement, sorted and cut to the page in SQL (`count(*) over ()`
 * gives the total); the CSV holds every row of the same statement in the same order. Rows are
 * bounded by the partners, clients or merchants there are, never by transactions.
 *
 * There is no snapshot: sums are read afresh on each page (`meta.asOf` is the moment of the
 * read, in ms, and a passed-back `asOf` is ignored).
 */
export interface AggregateQuery<Key extends string> {
  page: number;
  perPage: number;
  sort: SortTerm<Key>[];
  search?: string | undefined;
  download?: 'csv' | undefined;
  columns?: Key[] | undefined;
}

export interface AggregateList<Query extends AggregateQuery<Key>, Row, Key extends string> {
  name: string;
  columns: readonly ColumnSpec<Key>[];
  /** The statement of every row, its output columns named as `sortSql` and `toRow` read them. */
  rowsSql(query: Query, params: SqlParams): string;
  /** The search as a condition over the statement's output columns (by their bare names). */
  searchSql?(search: string, params: SqlParams): string;
  /** Each sortable key's output column (a bare name: `volume`). */
  sortSql: Partial<Record<Key, string>>;
  /** Appended to every order, so it is total: `partner_name, partner_id`. */
  tieBreaker: string;
  toRow(row: Record<string, unknown>): Row;
  /** Each column's CSV cell from a row. */
  csvCell: Record<Key, (row: Row) => CsvCell>;
  fileName(query: Query): string;
}

/** A CSV cell: text (neutralised), a number, cents, or nothing. */
export type CsvCell =
  | { text: string | null }
  | { number: number | null }
  | { cents: number | null };

export const text = (value: string | null): CsvCell => ({ text: value });
export const num = (value: number | null): CsvCell => ({ number: value });
export const cents = (value: number | null): CsvCell => ({ cents: value });

/** A cell's text as the lists' CSV writes it (csv.ts): formulas neutralised, cents as dollars. */
export function csvCellText(cell: CsvCell): string | null {
  if ('text' in cell) {
    if (cell.text === null || cell.text === '') return null;
    return /^[=+\-@\t\r]/.test(cell.text) ? `'${cell.text}` : cell.text;
  }
  if ('number' in cell) return cell.number === null ? null : String(cell.number);
  if (cell.cents === null) return null;
  const sign = cell.cents < 0 ? '-' : '';
  const abs = Math.abs(cell.cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

function orderBy<Key extends string>(
  list: { sortSql: Partial<Record<Key, string>>; tieBreaker: string },
  sort: readonly SortTerm<Key>[],
): string {
  const terms = sort
    .filter((term) => list.sortSql[term.key] !== undefined)
    .map(
      (term) => `${list.sortSql[term.key]} ${term.desc ? 'desc nulls last' : 'asc nulls first'}`,
    );
  return [...terms, list.tieBreaker].join(', ');
}

/** Every row of the query (its search applied), unsorted: pages, files and totals read it. */
export function filteredRowsSql<Query extends AggregateQuery<Key>, Row, Key extends string>(
  list: AggregateList<Query, Row, Key>,
  query: Query,
  params: SqlParams,
): string {
  const rows = list.rowsSql(query, params);
  const search =
    query.search && list.searchSql ? `where ${list.searchSql(query.search, params)}` : '';
  return `select x.* from (${rows}) x ${search}`;
}

export interface AggregatePage<Row> {
  meta: { perPage: number; page: number; totalRecords: number; totalPages: number; asOf: string };
  data: Row[];
}

/** The page of the query, sorted and counted in SQL. */
export async function readAggregatePage<Query extends AggregateQuery<Key>, Row, Key extends string>(
  run: RawQuery,
  list: AggregateList<Query, Row, Key>,
  query: Query,
  params: SqlParams,
  now: Date,
): Promise<AggregatePage<Row>> {
  const base = filteredRowsSql(list, query, params);
  const limit = params.add(query.perPage, 'int4');
  const offset = params.add((query.page - 1) * query.perPage, 'int8');
  const rows = await run<Record<string, unknown>>(
    `select y.*, count(*) over () as total_records
       from (${base}) y order by ${orderBy(list, query.sort)}
      limit ${limit} offset ${offset}`,
    params.values,
  );
  let total = Number(rows[0]?.total_records ?? 0);
  if (rows.length === 0 && query.page > 1) {
    const counted = await run<{ n: number }>(
      `select count(*)::int as n from (${base}) y`,
      params.values.slice(0, -2),
    );
    total = Number(counted[0]?.n ?? 0);
  }
  return {
    meta: {
      perPage: query.perPage,
      page: query.page,
      totalRecords: total,
      totalPages: Math.ceil(total / query.perPage),
      asOf: String(now.getTime()),
    },
    data: rows.map((row) => list.toRow(row)),
  };
}

/** Every row of the query as CSV text (header first), in the list's order. */
export async function aggregateCsv<Query extends AggregateQuery<Key>, Row, Key extends string>(
  run: RawQuery,
  list: AggregateList<Query, Row, Key>,
  query: Query,
  params: SqlParams,
): Promise<string> {
  const rows = await run<Record<string, unknown>>(
    `select y.* from (${filteredRowsSql(list, query, params)}) y
      order by ${orderBy(list, query.sort)}`,
    params.values,
  );
  const keys =
    query.columns && query.columns.length > 0
      ? query.columns
      : list.columns.filter((column) => column.defaultVisible).map((column) => column.key);
  const labels = new Map(list.columns.map((column) => [column.key, column.label]));
  const lines = [csvHeaderRecord(keys.map((key) => labels.get(key) ?? key))];
  for (const raw of rows) {
    const row = list.toRow(raw);
    lines.push(csvRecord(keys.map((key) => csvCellText(list.csvCell[key](row)))));
  }
  return lines.join('');
}
