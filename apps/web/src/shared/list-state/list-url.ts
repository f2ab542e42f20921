import {
  type ColumnSpec,
  formatSort,
  LIST_PARAMS,
  MAX_PAGE,
  MAX_SEARCH_LENGTH,
  PAGE_SIZES,
  parseSort,
  type SortTerm,
} from '@paydesk/domain/list-params';
import { type FilterSpec, type FilterValues, filterParams, readFilterValues } from './filter-spec';

/**
 * A list's state in the URL's search parameters (a copied link shows the same view): page,
 * perPage, sort, search, the visible columns, every filter parameter and the open dialog.
 * Parameters the list does not own (the report header's `range`, `from`, `to`) are kept.
 */
export interface ListStateSpec<Key extends string = string> {
  /** The screen's key: saved views and remembered columns are kept under it ('transactions'). */
  readonly screen: string;
  readonly columns: readonly ColumnSpec<Key>[];
  /** The server's default sort (`-transDate`): left out of the URL. */
  readonly defaultSort: string;
  readonly defaultPerPage: number;
  readonly filters?: readonly FilterSpec[];
}

/** Which dialog of the list is open: filters, columns, export, save-view, or the screen's own. */
export const DIALOG_PARAM = 'dialog';
/** The SORT_TERMS_MAX of the server's list query. */
const SORT_TERMS_MAX = 3;

export interface ListUrlState<Key extends string = string> {
  page: number;
  perPage: number;
  /** The sort as the API takes it (`-transDate`): the URL's, or the default. */
  sort: string;
  sortTerms: SortTerm<Key>[];
  search: string;
  /** The filter parameters set, cleaned (see readFilterValues). */
  filters: FilterValues;
  /** The URL's `columns`, when it names known columns. */
  urlColumns: Key[] | undefined;
  dialog: string | undefined;
}

/** The values a list writes; undefined leaves a value as it is, '' or null removes it. */
export interface ListChange {
  page?: number;
  perPage?: number;
  sort?: string;
  search?: string;
  /** Filter parameters: param -> value ('' or undefined removes it). */
  filters?: Readonly<Record<string, string | undefined>>;
  /** The visible columns; null goes back to the remembered or default ones. */
  columns?: readonly string[] | null;
  dialog?: string | null;
}

function positiveInt(text: string | null, max: number): number | undefined {
  if (!text || !/^[1-9]\d{0,9}$/.test(text)) return undefined;
  const value = Number(text);
  return value <= max ? value : undefined;
}

/** The sort's terms when each is a sortable column, at most three, none twice; else undefined. */
function readSort<Key extends string>(
  text: string | null,
  columns: readonly ColumnSpec<Key>[],
): SortTerm<Key>[] | undefined {
  if (!text) return undefined;
  const sortable = new Set<string>(columns.filter((c) => c.sortable).map((c) => c.key));
  const terms = parseSort(text);
  const keys = new Set(terms.map((term) => term.key));
  const ok =
    terms.length > 0 &&
    terms.length <= SORT_TERMS_MAX &&
    keys.size === terms.length &&
    terms.every((term) => sortable.has(term.key));
  return ok ? (terms as SortTerm<Key>[]) : undefined;
}

/** Known column keys of a comma list, without repeats; undefined when none. */
export function readColumnList<Key extends string>(
  text: string | null | undefined,
  columns: readonly ColumnSpec<Key>[],
): Key[] | undefined {
  if (!text) return undefined;
  const known = new Set<string>(columns.map((column) => column.key));
  const keys = [...new Set(text.split(',').map((part) => part.trim()))].filter((key) =>
    known.has(key),
  );
  return keys.length > 0 ? (keys as Key[]) : undefined;
}

const pageSizes: readonly number[] = PAGE_SIZES;

/** Reads a list's state from the URL; anything unusable reads as its default. */
export function readListUrl<Key extends string>(
  params: URLSearchParams,
  spec: ListStateSpec<Key>,
): ListUrlState<Key> {
  const perPage = positiveInt(params.get(LIST_PARAMS.perPage), 1000);
  const sortTerms =
    readSort(params.get(LIST_PARAMS.sort), spec.columns) ??
    (parseSort(spec.defaultSort) as SortTerm<Key>[]);
  return {
    page: positiveInt(params.get(LIST_PARAMS.page), MAX_PAGE) ?? 1,
    perPage:
      perPage !== undefined && (pageSizes.includes(perPage) || perPage === spec.defaultPerPage)
        ? perPage
        : spec.defaultPerPage,
    sort: formatSort(sortTerms),
    sortTerms,
    search: (params.get(LIST_PARAMS.search) ?? '').trim().slice(0, MAX_SEARCH_LENGTH),
    filters: readFilterValues(params, spec.filters ?? []),
    urlColumns: readColumnList(params.get(LIST_PARAMS.columns), spec.columns),
    dialog: params.get(DIALOG_PARAM) || undefined,
  };
}

/** What decides which rows a list holds, page aside: a change starts again at page 1. */
function rowsIdentity(params: URLSearchParams, spec: ListStateSpec): string {
  const state = readListUrl(params, spec);
  return JSON.stringify([state.perPage, state.sort, state.search, state.filters]);
}

function setOrDelete(params: URLSearchParams, key: string, value: string | undefined): void {
  if (value === undefined || value === '') params.delete(key);
  else params.set(key, value);
}

/**
 * The URL after a change: defaults are left out (page 1, the default sort and page size, an
 * empty search), a change of filters, sort, search or page size goes back to page 1, and
 * parameters the list does not own are kept.
 */
export function applyListChange(
  params: URLSearchParams,
  spec: ListStateSpec,
  change: ListChange,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (change.perPage !== undefined) {
    setOrDelete(
      next,
      LIST_PARAMS.perPage,
      change.perPage === spec.defaultPerPage ? undefined : String(change.perPage),
    );
  }
  if (change.sort !== undefined) {
    const terms = readSort(change.sort, spec.columns);
    const sort = terms ? formatSort(terms) : undefined;
    setOrDelete(next, LIST_PARAMS.sort, sort === spec.defaultSort ? undefined : sort);
  }
  if (change.search !== undefined) {
    setOrDelete(next, LIST_PARAMS.search, change.search.trim().slice(0, MAX_SEARCH_LENGTH));
  }
  if (change.filters) {
    const owned = new Set((spec.filters ?? []).flatMap(filterParams));
    for (const [param, value] of Object.entries(change.filters)) {
      if (owned.has(param)) setOrDelete(next, param, value?.trim());
    }
  }
  if (change.columns !== undefined) {
    setOrDelete(next, LIST_PARAMS.columns, change.columns?.join(','));
  }
  if (change.dialog !== undefined) setOrDelete(next, DIALOG_PARAM, change.dialog ?? undefined);

  if (rowsIdentity(params, spec) !== rowsIdentity(next, spec)) next.delete(LIST_PARAMS.page);
  if (change.page !== undefined) {
    setOrDelete(next, LIST_PARAMS.page, change.page > 1 ? String(change.page) : undefined);
  }
  return next;
}

/** The API query of a list page: strings as they travel (see ListApiQuery). */
export type ListApiQuery = Readonly<Record<string, string>>;

/** The filter parameters the API takes: the date range's are the screen's to send. */
export function apiFilterValues(
  spec: ListStateSpec,
  filters: FilterValues,
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const filter of spec.filters ?? []) {
    if (filter.kind === 'date') continue;
    for (const param of filterParams(filter)) {
      const value = filters[param];
      if (value !== undefined) values[param] = value;
    }
  }
  return values;
}

/** Defined, non-empty values only. */
export function definedValues(
  query: Readonly<Record<string, string | undefined>> | undefined,
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') values[key] = value;
  }
  return values;
}

/** The query of one page, without the snapshot: page, perPage, sort, search and filters. */
export function listPageQuery(
  state: ListUrlState,
  spec: ListStateSpec,
  extra: Readonly<Record<string, string>>,
): ListApiQuery {
  return {
    ...extra,
    ...apiFilterValues(spec, state.filters),
    ...(state.search ? { [LIST_PARAMS.search]: state.search } : {}),
    [LIST_PARAMS.sort]: state.sort,
    [LIST_PARAMS.page]: String(state.page),
    [LIST_PARAMS.perPage]: String(state.perPage),
  };
}

/** A stable text of a query without its page: the rows' identity, which the snapshot follows. */
export function queryIdentity(query: ListApiQuery): string {
  const entries = Object.entries(query)
    .filter(([key]) => key !== LIST_PARAMS.page && key !== LIST_PARAMS.asOf)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(entries);
}

/**
 * The CSV download of the current view: the list's query without page and page size, with
 * `download=csv` and the visible columns in their order (the snapshot too, when there is one).
 */
export function csvQuery(query: ListApiQuery, columns: readonly string[]): ListApiQuery {
  const { [LIST_PARAMS.page]: _page, [LIST_PARAMS.perPage]: _perPage, ...rest } = query;
  return { ...rest, [LIST_PARAMS.download]: 'csv', [LIST_PARAMS.columns]: columns.join(',') };
}

/**
 * The URL query a saved view keeps: the list's parameters and the others of the page (the
 * date range), without the page and the open dialog; the visible columns unless they are the
 * defaults (a view without columns shows each person's own).
 */
export function viewQuery(
  params: URLSearchParams,
  columns: readonly string[],
  defaults: readonly string[],
): string {
  const next = new URLSearchParams(params);
  next.delete(LIST_PARAMS.page);
  next.delete(DIALOG_PARAM);
  next.delete(LIST_PARAMS.asOf);
  const same = columns.length === defaults.length && columns.every((key, i) => key === defaults[i]);
  if (same) next.delete(LIST_PARAMS.columns);
  else next.set(LIST_PARAMS.columns, columns.join(','));
  return next.toString();
}
