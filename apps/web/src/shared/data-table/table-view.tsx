import { Anchor, Skeleton, Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { type ColumnSpec, formatSort } from '@paydesk/domain/list-params';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type Header,
  type SortingState,
  type Updater,
  useReactTable,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Link, useNavigate } from 'react-router';
import type { ListResult } from '../list-state/use-list-query';
import type { ListState } from '../list-state/use-list-state';
import classes from './data-table.module.css';
import { ListEmpty, ListError } from './list-messages';
import { cellValue, type ListScreenSpec, renderCell } from './list-screen-spec';

/** Pages longer than this render only the rows in view. */
export const VIRTUALIZE_OVER = 50;
const ROW_HEIGHT = 41;
const EMPTY: readonly never[] = [];

export interface TableViewProps<Row, Key extends string> {
  spec: ListScreenSpec<Row, Key>;
  list: ListState<Key>;
  result: ListResult<Row>;
  rowHref: ((row: Row) => string) | undefined;
  emptyMessage: ReactNode;
}

/** Elements that handle a click or a key themselves (the row leaves them alone). */
const INTERACTIVE = 'a, button, input, select, textarea, label, [role="button"], [role="checkbox"]';

function isFromInside(event: { target: EventTarget; currentTarget: Element }): boolean {
  const target = event.target as Element;
  const inner = target.closest?.(INTERACTIVE);
  return inner !== null && inner !== undefined && event.currentTarget.contains(inner);
}

function ariaSort(header: Header<unknown, unknown>): 'ascending' | 'descending' | 'none' {
  const sorted = header.column.getIsSorted();
  return sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none';
}

function SortIcon({ sorted }: { sorted: false | 'asc' | 'desc' }) {
  if (sorted === 'asc') return <IconArrowUp size={14} aria-hidden />;
  if (sorted === 'desc') return <IconArrowDown size={14} aria-hidden />;
  return <IconSelector size={14} aria-hidden style={{ opacity: 0.5 }} />;
}

/**
 * The table of a list (TanStack Table, sorted and paged by the server): sortable headers,
 * a sticky header, rows that open their detail (a real link in the first cell for a new
 * tab), the body as one tab stop moved with the arrow keys, Home and End (Enter opens the
 * row), virtualised rows for long pages, and loading, empty and error states that keep the
 * columns in place.
 */
export function TableView<Row, Key extends string>({
  spec,
  list,
  result,
  rowHref,
  emptyMessage,
}: TableViewProps<Row, Key>) {
  const navigate = useNavigate();
  const columns = useMemo(
    () =>
      list.visibleColumns
        .map((key) => spec.columns.find((column) => column.key === key))
        .filter((column): column is ColumnSpec<Key> => column !== undefined),
    [list.visibleColumns, spec.columns],
  );
  const columnDefs = useMemo<ColumnDef<Row>[]>(
    () =>
      columns.map((column) => ({
        id: column.key,
        header: column.label,
        accessorFn: (row: Row) => cellValue(row, column.key),
        cell: ({ row }) => renderCell(spec, column.key, row.original),
        enableSorting: column.sortable === true,
        // Dates and amounts are most often wanted newest or largest first.
        sortDescFirst: column.numeric === true || /date/i.test(column.key),
      })),
    [columns, spec],
  );
  const sorting: SortingState = list.sortTerms.map((term) => ({ id: term.key, desc: term.desc }));
  const rows = result.rows ?? EMPTY;
  const table = useReactTable<Row>({
    data: rows as Row[],
    columns: columnDefs,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(spec.rowKey(row)),
    manualSorting: true,
    manualPagination: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    state: { sorting },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      list.setSort(formatSort(next.map((term) => ({ key: term.id, desc: term.desc }))));
    },
  });
  const tableRows = table.getRowModel().rows;

  const scroller = useRef<HTMLDivElement>(null);
  const head = useRef<HTMLTableSectionElement>(null);
  const body = useRef<HTMLTableSectionElement>(null);
  const virtual = tableRows.length > VIRTUALIZE_OVER;
  // The rows start below the (sticky) header, which also covers the top of the box.
  const [headHeight, setHeadHeight] = useState(ROW_HEIGHT);
  useLayoutEffect(() => {
    if (virtual && head.current?.offsetHeight) setHeadHeight(head.current.offsetHeight);
  }, [virtual]);
  const virtualizer = useVirtualizer({
    count: virtual ? tableRows.length : 0,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    initialRect: { width: 1024, height: 640 },
    scrollMargin: headHeight,
    scrollPaddingStart: headHeight,
    enabled: virtual,
    // Rows are measured in ref callbacks: no flushSync while React commits.
    useFlushSync: false,
  });
  const items = virtual
    ? virtualizer.getVirtualItems().map((item) => item.index)
    : tableRows.map((_, index) => index);
  const virtualItems = virtual ? virtualizer.getVirtualItems() : [];
  const topPad = Math.max(0, (virtualItems[0]?.start ?? headHeight) - headHeight);
  const bottomPad = virtual
    ? Math.max(0, virtualizer.getTotalSize() + headHeight - (virtualItems.at(-1)?.end ?? 0))
    : 0;

  // Keyboard: the focused row, moved with the arrow keys; one tab stop for the body.
  const [active, setActive] = useState(0);
  const current = Math.min(active, Math.max(0, tableRows.length - 1));
  const tabStop = items.includes(current) ? current : (items[0] ?? 0);
  const pendingFocus = useRef<number | null>(null);
  const focusRow = (index: number): boolean => {
    const row = body.current?.querySelector<HTMLElement>(`tr[data-index="${index}"]`);
    row?.focus();
    return row !== null && row !== undefined;
  };
  useEffect(() => {
    if (pendingFocus.current !== null && focusRow(pendingFocus.current))
      pendingFocus.current = null;
  });
  const moveTo = (index: number) => {
    setActive(index);
    if (virtual) virtualizer.scrollToIndex(index, { align: 'auto' });
    if (!focusRow(index)) pendingFocus.current = index;
  };

  const open = (row: Row, newTab: boolean) => {
    const href = rowHref?.(row);
    if (!href) return;
    if (newTab) window.open(href, '_blank', 'noopener');
    else navigate(href);
  };
  const onRowClick = (event: MouseEvent<HTMLTableRowElement>, row: Row) => {
    if (event.button !== 0 || isFromInside(event)) return;
    if (window.getSelection()?.toString()) return; // selecting text, not opening
    open(row, event.ctrlKey || event.metaKey);
  };
  const onBodyKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    const rowElement = (event.target as Element).closest('tr[data-index]');
    if (!rowElement || event.target !== rowElement || tableRows.length === 0) return;
    const index = Number(rowElement.getAttribute('data-index'));
    const last = tableRows.length - 1;
    const targets: Record<string, number> = {
      ArrowDown: Math.min(index + 1, last),
      ArrowUp: Math.max(index - 1, 0),
      Home: 0,
      End: last,
    };
    const target = targets[event.key];
    if (target !== undefined) {
      event.preventDefault();
      moveTo(target);
    } else if (event.key === 'Enter') {
      const row = tableRows[index];
      if (row) {
        event.preventDefault();
        open(row.original, event.ctrlKey || event.metaKey);
      }
    }
  };

  const colSpan = Math.max(1, columns.length);
  const showRows = rows.length > 0 && !result.error;
  let message: ReactNode = null;
  if (result.error) {
    message = <ListError error={result.error} onRetry={result.retry} />;
  } else if (!result.loading && rows.length === 0) {
    message = (
      <ListEmpty
        message={emptyMessage}
        onClearFilters={list.hasFilters ? list.clearFilters : undefined}
      />
    );
  }
  const loading = result.loading && !result.error;

  return (
    <div className={classes.scroller} ref={scroller}>
      {loading ? (
        <VisuallyHidden role="status">Loading {spec.label.toLowerCase()}…</VisuallyHidden>
      ) : null}
      <Table
        className={classes.table}
        stickyHeader
        highlightOnHover={showRows}
        verticalSpacing="xs"
        aria-label={spec.label}
        aria-busy={result.fetching || undefined}
        aria-rowcount={virtual ? tableRows.length + 1 : undefined}
      >
        <Table.Thead ref={head}>
          {table.getHeaderGroups().map((group) => (
            <Table.Tr key={group.id} aria-rowindex={virtual ? 1 : undefined}>
              {group.headers.map((header) => {
                const column = columns.find((c) => c.key === header.column.id);
                const numeric = column?.numeric === true;
                const sortable = header.column.getCanSort();
                return (
                  <Table.Th
                    key={header.id}
                    scope="col"
                    className={`${classes.th} ${numeric ? classes.numeric : ''}`}
                    aria-sort={sortable ? ariaSort(header as Header<unknown, unknown>) : undefined}
                  >
                    {sortable ? (
                      <UnstyledButton
                        className={classes.sortButton}
                        onClick={header.column.getToggleSortingHandler()}
                      >
                        {flexRender(header.column.columnDef.header, header.getContext())}
                        <SortIcon sorted={header.column.getIsSorted()} />
                      </UnstyledButton>
                    ) : (
                      flexRender(header.column.columnDef.header, header.getContext())
                    )}
                  </Table.Th>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Thead>
        <Table.Tbody
          ref={body}
          onKeyDown={onBodyKeyDown}
          className={result.fetching && showRows ? classes.stale : undefined}
        >
          {loading ? (
            Array.from({ length: Math.min(list.perPage, 10) }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <Table.Tr key={index} aria-hidden>
                {columns.map((column) => (
                  <Table.Td key={column.key}>
                    <Skeleton height={14} radius="sm" />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))
          ) : message ? (
            <Table.Tr>
              <Table.Td colSpan={colSpan} className={classes.message}>
                {message}
              </Table.Td>
            </Table.Tr>
          ) : null}
          {showRows && topPad > 0 ? (
            <tr className={classes.spacer} aria-hidden style={{ height: topPad }}>
              <td colSpan={colSpan} />
            </tr>
          ) : null}
          {showRows
            ? items.map((index) => {
                const row = tableRows[index];
                if (!row) return null;
                const href = rowHref?.(row.original);
                return (
                  <Table.Tr
                    key={row.id}
                    ref={virtual ? virtualizer.measureElement : undefined}
                    data-index={index}
                    data-link={href ? true : undefined}
                    aria-rowindex={virtual ? index + 2 : undefined}
                    tabIndex={index === tabStop ? 0 : -1}
                    className={classes.row}
                    onFocus={(event) => {
                      if (event.target === event.currentTarget) setActive(index);
                    }}
                    onClick={(event) => onRowClick(event, row.original)}
                  >
                    {row.getVisibleCells().map((cell, cellIndex) => {
                      const numeric = columns[cellIndex]?.numeric === true;
                      const content = flexRender(cell.column.columnDef.cell, cell.getContext());
                      return (
                        <Table.Td key={cell.id} className={numeric ? classes.numeric : undefined}>
                          {cellIndex === 0 && href ? (
                            <Anchor
                              component={Link}
                              to={href}
                              tabIndex={-1}
                              inherit
                              className={classes.rowLink}
                              underline="hover"
                            >
                              {content}
                            </Anchor>
                          ) : (
                            content
                          )}
                        </Table.Td>
                      );
                    })}
                  </Table.Tr>
                );
              })
            : null}
          {showRows && bottomPad > 0 ? (
            <tr className={classes.spacer} aria-hidden style={{ height: bottomPad }}>
              <td colSpan={colSpan} />
            </tr>
          ) : null}
        </Table.Tbody>
      </Table>
    </div>
  );
}
