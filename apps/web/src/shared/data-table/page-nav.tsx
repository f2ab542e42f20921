import { Group, Pagination } from '@mantine/core';

const CONTROL_LABELS: Record<string, string> = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
};

/**
 * The page numbers of a small table that keeps its page in component state (a card on a tool's
 * page), named for assistive technology: nothing when there is one page. A list screen with
 * its state in the URL uses ListPagination instead.
 */
export function PageNav({
  label,
  page,
  totalPages,
  onChange,
}: {
  /** What the pages are of: 'Migration pages'. */
  label: string;
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}) {
  if (totalPages <= 1) return null;
  return (
    <Group justify="flex-end">
      <nav aria-label={label}>
        <Pagination
          total={totalPages}
          value={page}
          onChange={onChange}
          size="sm"
          siblings={0}
          getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] ?? control })}
          getItemProps={(item) => ({
            'aria-label': `Page ${item}`,
            'aria-current': item === page ? 'page' : undefined,
          })}
        />
      </nav>
    </Group>
  );
}
