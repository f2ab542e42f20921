import type { ColumnSpec, SortTerm } from '@paydesk/domain/list-params';
import type { RawQuery } from '../../db/client';
import type { SortColumn } from './keyset';
import type { SqlParams } from './sql-params';

/**
 * One way to declare a list route (docs/architecture.md "Lists"): the table and its rows,
 * the filters as SQL conditions, the sortable columns (indexed expressions), how a row reads
 * and how each column is written to CSV. `list-reader.ts` turns a declaration into pages
 * (keyset under the hood, the envelope of part 1 §3) and CSV streams of the same query.
 */
export interface ListQueryBase<Column extends string> {
  page: number;
  perPage: number;
  sort: SortTerm<Column>[];
  asOf?: string | undefined;
  download?: 'csv' | undefined;
  columns?: Column[] | undefined;
}

export interface ListDefinition<
  Query extends ListQueryBase<Column>,
  Row,
  Column extends string,
  Scope,
> {
  /** Names the list in file names and caches: `transactions`. */
  name: string;
  /** The base table with its alias; counts and seeks read it alone: `transactions t`. */
  table: string;
  /** Tables the rows join (not the counts or seeks): `join batches b on b.id = d.batch_id`. */
  rowJoins?: string;
  /** The row id: the last sort term, and the snapshot bound (`asOf`). */
  id: SortColumn;
  /**
   * Keep each statement's plan (a named statement on PostgreSQL): for lists that cost more to
   * plan than to run, such as the disputes inbox's three-table union (14 ms to plan, 1 ms to
   * run). Lists whose best plan depends on the values (a date range's width) leave it off.
   */
  preparedStatements?: boolean;
  /** The snapshot: an expression of the largest id now (`(select max(id) from transactions)`). */
  anchor: string;
  /** The select list of a row (`params` binds values it needs, e.g. a time zone). */
  select(query: Query, params: SqlParams): string;
  /** Sortable columns: an indexed, non-null expression each. */
  sortColumns: Partial<Record<Column, SortColumn>>;
  /**
   * The conditions of the query, ANDed, on the base table's alias only. May read the database
   * (e.g. to refuse another merchant's batch id with a 404).
   */
  where(query: Query, scope: Scope, params: SqlParams, run: RawQuery): Promise<string[]>;
  toRow(row: Record<string, unknown>, scope: Scope): Row;
  /**
   * A scalar SQL expression of the query's count as of now when something cheaper than its
   * rows knows it (e.g. the rollups, for a plain date range), binding its values in `params`;
   * undefined to count the rows. A read at an older snapshot subtracts the rows added since.
   */
  quickCount?(query: Query, scope: Scope, params: SqlParams): string | undefined;
  /**
   * Each column's CSV cell as a SQL expression answering its text or NULL (csv.ts: csvTextSql,
   * csvCentsSql, csvPlainSql, csvLocalTimeSql); values it needs are bound in `params`.
   */
  csv: Record<Column, (params: SqlParams, query: Query) => string>;
  /** The CSV header of each column (the label, e.g. with the time zone of the dates). */
  csvHeader(column: Column, query: Query): string;
  /** The downloaded file's name. */
  fileName(query: Query, scope: Scope): string;
  /** The columns of a CSV when the query names none. */
  defaultColumns: readonly Column[];
}

/** Each column's label by key (the CSV header). */
export const columnLabels = <K extends string>(columns: readonly ColumnSpec<K>[]) =>
  Object.fromEntries(columns.map((column) => [column.key, column.label])) as Record<K, string>;

/** The columns shown until a person chooses: the CSV's columns when the query names none. */
export const defaultColumnKeys = <K extends string>(columns: readonly ColumnSpec<K>[]) =>
  columns.filter((column) => column.defaultVisible).map((column) => column.key);
