import { Badge, Button, CloseButton, Group } from '@mantine/core';
import { filterChipLabel, filterParams } from '../list-state/filter-spec';
import type { ListState } from '../list-state/use-list-state';

interface Chip {
  key: string;
  label: string;
  remove: () => void;
}

/** One chip per active filter and the search, each with × to remove it, and "Clear all". */
export function FilterChips({ list }: { list: ListState }) {
  const chips: Chip[] = [];
  if (list.search) {
    chips.push({
      key: 'search',
      label: `Search: ${list.search}`,
      remove: () => list.setSearch(''),
    });
  }
  for (const filter of list.spec.filters ?? []) {
    const label = filterChipLabel(filter, list.filters);
    if (label) {
      chips.push({
        key: filterParams(filter).join(','),
        label,
        remove: () => list.removeFilter(filter),
      });
    }
  }
  if (chips.length === 0) return null;
  return (
    <Group gap="xs" wrap="wrap" aria-label="Active filters" role="group">
      <Group component="ul" gap="xs" wrap="wrap" m={0} p={0} style={{ listStyle: 'none' }}>
        {chips.map((chip) => (
          <li key={chip.key}>
            <Badge
              size="lg"
              variant="light"
              tt="none"
              fw={500}
              pr={4}
              rightSection={
                <CloseButton
                  size="xs"
                  radius="xl"
                  aria-label={`Remove ${chip.label}`}
                  onClick={chip.remove}
                />
              }
            >
              {chip.label}
            </Badge>
          </li>
        ))}
      </Group>
      {chips.length > 1 || list.activeFilterCount > 0 ? (
        <Button variant="subtle" size="compact-sm" onClick={list.clearFilters}>
          Clear all
        </Button>
      ) : null}
    </Group>
  );
}
