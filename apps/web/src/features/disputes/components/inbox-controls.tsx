import { Group, SegmentedControl, Switch } from '@mantine/core';
import { DISPUTE_KINDS, type DisputeKind } from '@paydesk/domain/dispute-fields';
import type { ListState } from '../../../shared/list-state/use-list-state';
import { KIND_PARAM, kindTab, NEEDS_RESPONSE_PARAM } from './disputes-list-spec';

const TAB_LABELS: Record<'all' | DisputeKind, string> = {
  all: 'All',
  chargeback: 'Chargebacks',
  retrieval: 'Retrievals',
  'ach-return': 'ACH returns',
};

/**
 * Above the toolbar: the kind (All, Chargebacks, Retrievals, ACH returns) and "Needs
 * response". Both are the list's filters, so they live in the URL, show as chips and reset
 * the page; these are their quick controls.
 */
export function InboxControls({ list }: { list: ListState }) {
  const tab = kindTab(list.filters[KIND_PARAM] ?? null);
  const needsResponse = list.filters[NEEDS_RESPONSE_PARAM] === 'true';
  return (
    <Group gap="md" wrap="wrap" align="center">
      <div style={{ maxWidth: '100%', overflowX: 'auto' }}>
        <SegmentedControl
          aria-label="Kind of dispute"
          value={tab}
          onChange={(value) => list.setFilters({ [KIND_PARAM]: value === 'all' ? '' : value })}
          data={(['all', ...DISPUTE_KINDS] as const).map((value) => ({
            value,
            label: TAB_LABELS[value],
          }))}
        />
      </div>
      <Switch
        label="Needs response"
        checked={needsResponse}
        onChange={(event) =>
          list.setFilters({ [NEEDS_RESPONSE_PARAM]: event.currentTarget.checked ? 'true' : '' })
        }
      />
    </Group>
  );
}
