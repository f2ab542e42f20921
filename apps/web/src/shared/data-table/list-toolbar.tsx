import { ActionIcon, Badge, Button, Group, Stack } from '@mantine/core';
import { IconFilter, IconRefresh } from '@tabler/icons-react';
import { lazy, type ReactNode } from 'react';
import { LazyDialog } from '../components/lazy-dialog';
import type { ListState } from '../list-state/use-list-state';
import { ColumnChooser } from './column-chooser';
import { ExportButton, type ExportTarget } from './export-button';
import { FilterChips } from './filter-chips';
import { ListSearch } from './list-search';

const FiltersDrawer = lazy(async () => ({
  default: (await import('./filters-drawer')).FiltersDrawer,
}));

export interface ListToolbarProps {
  list: ListState;
  /** The search box's label: 'Search transactions'; no search box without it (a list whose server does not search). */
  searchLabel?: string;
  searchPlaceholder?: string;
  /** The search help popover's content (e.g. <SearchHelp keys={SEARCH_KEYS} />). */
  searchHelp?: ReactNode;
  /** The list endpoint to export; no Export button without it. */
  exportTarget?: ExportTarget;
  /** The rows the list counts (meta.totalRecords), for the export's progress. */
  total?: number;
  /** The saved-views menu (<SavedViewsMenu />), or anything else in its place. */
  savedViews?: ReactNode;
  /** Reads the latest rows (useListQuery's refresh); no Refresh button without it. */
  onRefresh?: () => void;
  /** The screen's own buttons, at the end. */
  actions?: ReactNode;
}

/**
 * Above a list: the search box, Filters (a drawer of the spec's filters), Columns, Export,
 * the saved views and the screen's actions, then a chip per active filter.
 */
export function ListToolbar({
  list,
  searchLabel,
  searchPlaceholder,
  searchHelp,
  exportTarget,
  total,
  savedViews,
  onRefresh,
  actions,
}: ListToolbarProps) {
  const filters = (list.spec.filters ?? []).filter((filter) => filter.kind !== 'date');
  const count = list.activeFilterCount;
  return (
    <Stack gap="xs">
      <Group gap="sm" wrap="wrap" align="flex-start">
        {searchLabel ? (
          <ListSearch
            list={list}
            label={searchLabel}
            placeholder={searchPlaceholder}
            help={searchHelp}
          />
        ) : null}
        <Group gap="xs" wrap="wrap">
          {filters.length > 0 ? (
            <Button
              variant="default"
              leftSection={<IconFilter size={16} aria-hidden />}
              rightSection={
                count > 0 ? (
                  <Badge size="sm" circle aria-hidden>
                    {count}
                  </Badge>
                ) : null
              }
              aria-label={count > 0 ? `Filters, ${count} active` : 'Filters'}
              onClick={() => list.openDialog('filters')}
            >
              Filters
            </Button>
          ) : null}
          <ColumnChooser list={list} />
          {exportTarget ? <ExportButton list={list} target={exportTarget} total={total} /> : null}
          {savedViews}
          {onRefresh ? (
            <ActionIcon variant="default" size="lg" aria-label="Refresh" onClick={onRefresh}>
              <IconRefresh size={18} aria-hidden />
            </ActionIcon>
          ) : null}
          {actions}
        </Group>
      </Group>
      <FilterChips list={list} />
      {filters.length > 0 ? (
        <LazyDialog opened={list.dialog === 'filters'}>
          {(opened) => (
            <FiltersDrawer
              opened={opened}
              onClose={list.closeDialog}
              filters={filters}
              values={list.filters}
              onApply={(values) => list.apply({ filters: values, dialog: null })}
            />
          )}
        </LazyDialog>
      ) : null}
    </Stack>
  );
}
