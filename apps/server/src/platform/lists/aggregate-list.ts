import type { ColumnSpec, SortTerm } from '@paydesk/domain/list-params';
import type { RawQuery } from '../../db/client';
import { type CsvCell, cellsCsv } from './csv';
import type { SqlParams } from './sql-params';

/**
 * Reports whose rows are sums (per partner, per merchant and month, per brand and hour), not
 * rows of a table: the lists' envelope, sort, paging and CSV over rows bounded by the
 * partners, merchants, periods or brands there are, never by transactions. Either the
 * statement sorts and cuts the page (`AggregateList`: `count(*) over ()` gives the total, the
 * CSV holds every row of the same statement in the same order), or the server summed the rows
 * itself and they are sorted and cut here (`SumsTable`). There is no snapshot: sums are read
 * afresh on each page (`meta.asOf` is the moment of the read, in ms, and a passed-back `asOf`
 * is ignored).
 */

export interface AggregatePage<Row> {
  meta: { perPage: number; page: number; totalRecords: number; totalPages: number; asOf: string };
  data: Row[];
}

/** The envelope of a page of sums. */
function envelope<Row>(
  query: { page: number; perPage: number },
  total: number,
  data: Row[],
  now: Date,
): AggregatePage<Row> {
  return {
    meta: {
      perPage: query.perPage,
      page: query.page,
      totalRecords: total,
      totalPages: Math.ceil(total / query.perPage),
      asOf: String(now.getTime()),
    },
    data,
  };
}

export interface AggregateQuery<Key extends string> {
  page: number;
  perPage: number;
  sort: SortTerm<Key>[];
  search?: string | undefined;
  download?: 'csv' | undefined;
  columns?: Key[] | undefined;
}

/* ------------------------------------------------------------------ sorted in the statement */

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
  return envelope(
    query,
    total,
    rows.map((row) => list.toRow(row)),
    now,
  );
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
  return cellsCsv(
    list,
    query.columns,
    rows.map((row) => list.toRow(row)),
  );
}

/* ------------------------------------------------------------------ summed by the server */

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
export function sumsPage<Row, Key extends string>(
  table: SumsTable<Row, Key>,
  rows: readonly Row[],
  query: SumsQuery<Key>,
  now: Date,
): AggregatePage<Row> {
  const sorted = sortRows(table, rows, query.sort);
  const from = (query.page - 1) * query.perPage;
  return envelope(query, sorted.length, sorted.slice(from, from + query.perPage), now);
}

/** Every row as CSV text (a header of the labels first), in the page order. */
export function sumsCsv<Row, Key extends string>(
  table: SumsTable<Row, Key>,
  rows: readonly Row[],
  query: SumsQuery<Key>,
): string {
  const header = (key: Key, label: string) =>
    table.zoned?.includes(key) ? `${label} (${query.timezone})` : label;
  return cellsCsv({ ...table, header }, query.columns, sortRows(table, rows, query.sort));
}
