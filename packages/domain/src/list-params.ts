/**
 * The query of every paged list (part 1 §3 "Paged list envelope"), without zod: the web's
 * list toolkit builds URLs with these names, the server's schemas (list-query.ts) read them.
 *
 * - `page` (from 1) and `perPage`: the page the caller wants; the server seeks to it (keyset)
 *   whatever its depth.
 * - `sort`: column keys, comma-separated, `-` for descending (`-transDate`), as part 2 §7
 *   describes for the admin lists. The id breaks ties.
 * - `search`: the list's search box (each list says what it searches).
 * - `asOf`: the snapshot a list was first read at (the answer's `meta.asOf`). Pages read with
 *   the same `asOf` hold only rows that existed then, so rows that arrive meanwhile neither
 *   shift the pages nor show twice. Leave it out to read the latest.
 * - `download=csv` with `columns=a,b,c`: the same query as a CSV file of every matching row.
 */
export const LIST_PARAMS = {
  page: 'page',
  perPage: 'perPage',
  sort: 'sort',
  search: 'search',
  asOf: 'asOf',
  download: 'download',
  columns: 'columns',
} as const;

/** Page sizes a person can choose (part 1 §9: default 10, 25 for transactions). */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
/** The deepest page a list answers (a billion rows at 100 a page). */
export const MAX_PAGE = 10_000_000;
export const MAX_SEARCH_LENGTH = 200;

/** One column of a list: its key (the API's field and the CSV's column), label and abilities. */
export interface ColumnSpec<Key extends string = string> {
  readonly key: Key;
  /** The header on screen and in the CSV file. */
  readonly label: string;
  /** Sorted in SQL on an indexed column. */
  readonly sortable?: boolean;
  /** Shown until the person chooses columns. */
  readonly defaultVisible?: boolean;
  /** Money and counts align right. */
  readonly numeric?: boolean;
}

export interface SortTerm<Key extends string = string> {
  key: Key;
  desc: boolean;
}

/** `-transDate,id` -> [{ key: 'transDate', desc: true }, { key: 'id', desc: false }]. */
export function parseSort(text: string): SortTerm[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0)
    .map((part) =>
      part.startsWith('-') ? { key: part.slice(1), desc: true } : { key: part, desc: false },
    );
}

export function formatSort(terms: readonly SortTerm[]): string {
  return terms.map((term) => `${term.desc ? '-' : ''}${term.key}`).join(',');
}

export type CsvDownload = 'csv';
