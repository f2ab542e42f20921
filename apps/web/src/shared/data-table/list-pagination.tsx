import { Group, NativeSelect, Pagination, Text } from '@mantine/core';
import { PAGE_SIZES } from '@paydesk/domain/list-params';
import { useId } from 'react';
import { formatCount } from '../format/numbers';
import type { ListMeta } from '../list-state/use-list-query';
import type { ListState } from '../list-state/use-list-state';

/** '1–25 of 12,345'; '0 of 0' for an empty list. */
export function rangeText(page: number, perPage: number, total: number): string {
  if (total <= 0) return '0 of 0';
  const first = Math.min((page - 1) * perPage + 1, total);
  const last = Math.min(page * perPage, total);
  return `${formatCount(first)}–${formatCount(last)} of ${formatCount(total)}`;
}

const CONTROL_LABELS = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;

export interface ListPaginationProps {
  list: ListState;
  /** The page's meta (the total and the number of pages); nothing shows until it comes. */
  meta: ListMeta | undefined;
  /** What the list is called, for the navigation's name: 'Transactions'. */
  label: string;
}

/** Which rows show, the pages (first, previous, numbers, next, last) and the page size. */
export function ListPagination({ list, meta, label }: ListPaginationProps) {
  const sizeId = useId();
  if (!meta) return null;
  const sizes: readonly number[] = PAGE_SIZES.includes(list.perPage as (typeof PAGE_SIZES)[number])
    ? PAGE_SIZES
    : [...PAGE_SIZES, list.perPage].sort((a, b) => a - b);
  const totalPages = Math.max(1, meta.totalPages);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap" py="xs">
      <Text size="sm" c="dimmed" aria-live="polite">
        {rangeText(list.page, list.perPage, meta.totalRecords)}
      </Text>
      <Group gap="md" wrap="wrap">
        <Group gap={6} wrap="nowrap">
          <Text component="label" htmlFor={sizeId} size="sm" c="dimmed">
            Rows per page
          </Text>
          <NativeSelect
            id={sizeId}
            size="xs"
            w={76}
            value={String(list.perPage)}
            data={sizes.map((size) => String(size))}
            onChange={(event) => list.setPerPage(Number(event.currentTarget.value))}
          />
        </Group>
        <nav aria-label={`${label} pages`}>
          <Pagination
            size="sm"
            total={totalPages}
            value={Math.min(list.page, totalPages)}
            onChange={list.setPage}
            withEdges
            siblings={1}
            boundaries={1}
            getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
            getItemProps={(page) => ({
              'aria-label': `Page ${page}`,
              'aria-current': page === list.page ? 'page' : undefined,
            })}
          />
        </nav>
      </Group>
    </Group>
  );
}
