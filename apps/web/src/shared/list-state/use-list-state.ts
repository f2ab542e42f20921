import { formatSort, type SortTerm } from '@paydesk/domain/list-params';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAccountStore } from '../stores/account-store';
import {
  columnStorageKey,
  defaultColumns,
  readRememberedColumns,
  rememberColumns,
  resolveVisibleColumns,
  sameColumns,
} from './column-memory';
import { type FilterSpec, filterParams, isFilterActive } from './filter-spec';
import {
  applyListChange,
  definedValues,
  type ListApiQuery,
  type ListChange,
  type ListStateSpec,
  type ListUrlState,
  listPageQuery,
  queryIdentity,
  readListUrl,
  viewQuery,
} from './list-url';

export interface UseListStateOptions {
  /**
   * API parameters the screen works out itself (the date range's `start_date`, `end_date`,
   * `timezone`; `merchant_ids`): sent with every page and the CSV; a change starts again at
   * page 1 with a new snapshot.
   */
  query?: Readonly<Record<string, string | undefined>>;
}

export interface ListState<Key extends string = string> extends ListUrlState<Key> {
  spec: ListStateSpec<Key>;
  /** The columns shown, in order: the URL's, else the remembered ones, else the defaults. */
  visibleColumns: Key[];
  /** The list call's query: page, perPage, sort, search, filters and the snapshot (asOf). */
  query: ListApiQuery;
  /** The same without the snapshot: what a query key holds (the snapshot changes no view). */
  pageKey: ListApiQuery;
  /** What decides the rows, page aside; the snapshot belongs to it. */
  identity: string;
  asOf: string | undefined;
  /** Filters narrowing the list (the date range aside). */
  activeFilterCount: number;
  /** Filters or a search are set: an empty list offers to clear them. */
  hasFilters: boolean;
  /** The URL query a saved view keeps (no page, no dialog; the columns unless the defaults). */
  viewQuery: string;
  /** Several changes in one URL write (two writes in a row would lose the first). */
  apply: (change: ListChange, options?: { replace?: boolean }) => void;
  setPage: (page: number) => void;
  setPerPage: (perPage: number) => void;
  setSort: (sort: string) => void;
  /** A header's click: its column ascending, or the other way when it is the sort already. */
  // Methods (not function properties): a ListState<'a' | 'b'> passes where a ListState is taken.
  toggleSort(key: Key): void;
  /** `replace` for what is typed (debounced), a history entry otherwise. */
  setSearch: (search: string, options?: { replace?: boolean }) => void;
  /** Sets filter parameters (the filters drawer's Apply): '' or undefined removes one. */
  setFilters: (values: Readonly<Record<string, string | undefined>>) => void;
  removeFilter: (filter: FilterSpec) => void;
  /** Every filter and the search (the date range stays: the header owns it). */
  clearFilters: () => void;
  /** Shows these columns (and remembers them for the user); null: back to the defaults. */
  setColumns(columns: readonly Key[] | null): void;
  openDialog: (dialog: string) => void;
  closeDialog: () => void;
  /** The snapshot held for an identity (read when a page is fetched). */
  asOfFor: (identity: string) => string | undefined;
  /** Keeps the first page's `meta.asOf` for the identity it was read for. */
  captureAsOf: (identity: string, asOf: string) => void;
  /** Forgets the snapshot: the next fetch reads the latest rows (a Refresh). */
  dropSnapshot: () => void;
}

interface Snapshot {
  identity: string;
  asOf: string;
}

/** The sort after clicking a column's header. */
export function toggledSort<Key extends string>(terms: readonly SortTerm<Key>[], key: Key): string {
  const first = terms[0];
  const desc = first?.key === key ? !first.desc : false;
  return formatSort([{ key, desc }]);
}

/**
 * The state of a list screen, all in the URL (see list-url.ts) but the snapshot (`asOf`),
 * which lives in memory: captured from the first page read for the current filters, sort,
 * search and page size, and dropped when any of them changes or the person refreshes.
 */
export function useListState<Key extends string>(
  spec: ListStateSpec<Key>,
  options: UseListStateOptions = {},
): ListState<Key> {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const url = useMemo(() => readListUrl(new URLSearchParams(search), spec), [search, spec]);

  // One URL write per change (React Router reads the URL of the last render either way); a
  // change that changes nothing adds no history entry.
  const update = useCallback(
    (change: ListChange, replace = false) => {
      const next = applyListChange(params, spec, change);
      if (next.toString() !== params.toString()) {
        setParams(next, { replace, preventScrollReset: true });
      }
    },
    [params, setParams, spec],
  );

  // Columns: the URL's, else the user's remembered choice, else the defaults.
  const userId = useAccountStore((state) => state.data?.profile.remoteId);
  const storageKey = userId ? columnStorageKey(userId, spec.screen) : undefined;
  const [memory, setMemory] = useState(() => ({
    key: storageKey,
    columns: readRememberedColumns(storageKey, spec.columns),
  }));
  if (memory.key !== storageKey) {
    setMemory({ key: storageKey, columns: readRememberedColumns(storageKey, spec.columns) });
  }
  const visibleColumns = resolveVisibleColumns(url.urlColumns, memory.columns, spec.columns);

  // A change of the screen's own parameters or of the date range in the URL (the report
  // header writes it) starts again at page 1.
  const extra = definedValues(options.query);
  const dateValues = (spec.filters ?? [])
    .filter((filter) => filter.kind === 'date')
    .flatMap(filterParams)
    .map((param) => url.filters[param] ?? '');
  const externalKey = JSON.stringify([extra, dateValues]);
  const [reset, setReset] = useState<{ key: string; stalePage: number | null }>({
    key: externalKey,
    stalePage: null,
  });
  const externalChanged = reset.key !== externalKey;
  const page =
    externalChanged || (reset.stalePage !== null && url.page === reset.stalePage) ? 1 : url.page;
  useEffect(() => {
    if (externalChanged) {
      setReset({ key: externalKey, stalePage: url.page === 1 ? null : url.page });
      if (url.page !== 1) update({ page: 1 }, true);
    } else if (reset.stalePage !== null && url.page !== reset.stalePage) {
      setReset({ key: externalKey, stalePage: null });
    }
  }, [externalChanged, externalKey, url.page, reset.stalePage, update]);

  const extraKey = JSON.stringify(extra);
  const pageKey = useMemo(
    () => listPageQuery({ ...url, page }, spec, JSON.parse(extraKey) as Record<string, string>),
    [url, page, spec, extraKey],
  );
  const identity = queryIdentity(pageKey);

  // The snapshot: state for what renders, a ref for fetches started before the next render.
  const [snapshot, setSnapshot] = useState<Snapshot | null>(null);
  const snapshotRef = useRef<Snapshot | null>(null);
  const currentIdentity = useRef(identity);
  currentIdentity.current = identity;
  const asOf = snapshot?.identity === identity ? snapshot.asOf : undefined;
  const query = useMemo(() => (asOf ? { ...pageKey, asOf } : pageKey), [pageKey, asOf]);

  const filters = spec.filters ?? [];
  const activeFilterCount = filters.filter((filter) => isFilterActive(filter, url.filters)).length;

  return {
    ...url,
    page,
    spec,
    visibleColumns,
    query,
    pageKey,
    identity,
    asOf,
    activeFilterCount,
    hasFilters: activeFilterCount > 0 || url.search !== '',
    viewQuery: viewQuery(params, visibleColumns, defaultColumns(spec.columns)),
    apply: (change, applyOptions) => update(change, applyOptions?.replace === true),
    setPage: (next) => update({ page: next }),
    setPerPage: (perPage) => update({ perPage }),
    setSort: (sort) => update({ sort }),
    toggleSort: (key) => update({ sort: toggledSort(url.sortTerms, key) }),
    setSearch: (text, searchOptions) => update({ search: text }, searchOptions?.replace === true),
    setFilters: (values) => update({ filters: values }),
    removeFilter: (filter) =>
      update({ filters: Object.fromEntries(filterParams(filter).map((param) => [param, ''])) }),
    clearFilters: () =>
      update({
        search: '',
        filters: Object.fromEntries(
          filters
            .filter((filter) => filter.kind !== 'date')
            .flatMap(filterParams)
            .map((param) => [param, '']),
        ),
      }),
    setColumns: (columns) => {
      const chosen =
        columns === null ||
        columns.length === 0 ||
        sameColumns(columns, defaultColumns(spec.columns))
          ? null
          : [...columns];
      rememberColumns(storageKey, chosen);
      setMemory({ key: storageKey, columns: chosen ?? undefined });
      update({ columns: chosen }, true);
    },
    openDialog: (dialog) => update({ dialog }, true),
    closeDialog: () => update({ dialog: null }, true),
    asOfFor: (id) => (snapshotRef.current?.identity === id ? snapshotRef.current.asOf : undefined),
    captureAsOf: (id, value) => {
      if (id !== currentIdentity.current || snapshotRef.current?.identity === id) return;
      snapshotRef.current = { identity: id, asOf: value };
      setSnapshot(snapshotRef.current);
    },
    dropSnapshot: () => {
      snapshotRef.current = null;
      setSnapshot(null);
    },
  };
}
