import { Badge } from '@mantine/core';
import {
  CTA_ASSIGNMENT_STATE_LABELS,
  CTA_ASSIGNMENT_STATES,
} from '@paydesk/domain/admin-cta-fields';
import type { ColumnSpec } from '@paydesk/domain/list-params';
import { DEFAULT_PAGE_SIZE } from '@paydesk/domain/list-params';
import { IconSpeakerphone, IconUsers } from '@tabler/icons-react';
import { defineListScreen } from '../../../shared/data-table/list-screen-spec';
import { formatShortDate } from '../../../shared/format/dates';
import { formatDateTime } from '../../../shared/format/zoned-dates';
import type { CtaAssignmentRow, CtaCampaign } from '../api/get-ctas';

/** Instants of the tool are shown in UTC, as the deadline is typed and e-mailed. */
export const utc = (iso: string | null) => (iso ? `${formatDateTime(iso, 'UTC')} UTC` : '—');

/** The campaign list's columns (the server sorts newest first and takes no sort). */
const CAMPAIGN_COLUMNS = [
  { key: 'title', label: 'Title', defaultVisible: true },
  { key: 'assigned', label: 'Assigned', numeric: true, defaultVisible: true },
  { key: 'completed', label: 'Completed', numeric: true, defaultVisible: true },
  { key: 'outstanding', label: 'Outstanding', numeric: true, defaultVisible: true },
  { key: 'deadline_at', label: 'Deadline', defaultVisible: true },
  { key: 'created_at', label: 'Created', defaultVisible: true },
  { key: 'created_by', label: 'Created by' },
] as const satisfies readonly ColumnSpec[];
type CampaignColumn = (typeof CAMPAIGN_COLUMNS)[number]['key'];

/** /admin/tools/ctas: live campaigns, newest first, 10 a page. */
export const ctasListSpec = defineListScreen<CtaCampaign, CampaignColumn>({
  screen: 'admin-ctas',
  label: 'Calls to action',
  columns: CAMPAIGN_COLUMNS,
  defaultSort: '-created_at',
  defaultPerPage: DEFAULT_PAGE_SIZE,
  filters: [],
  cells: {
    assigned: (row) => row.counts.assigned,
    completed: (row) => row.counts.completed,
    outstanding: (row) => row.counts.outstanding,
    deadline_at: (row) => (row.deadline_at ? utc(row.deadline_at) : 'No deadline'),
    created_at: (row) => formatShortDate(row.created_at.slice(0, 10)),
    created_by: (row) => row.created_by ?? '—',
  },
  rowKey: (row) => row.id,
  card: { title: 'title', subtitle: 'deadline_at' },
  emptyMessage: 'No call to action matches this search.',
  firstUse: {
    icon: <IconSpeakerphone aria-hidden="true" />,
    title: 'No calls to action yet',
    description:
      'A call to action asks merchants for details or documents: create one, then assign it to merchants.',
  },
});

const STATE_COLORS = { outstanding: 'yellow', completed: 'teal', dismissed: 'gray' } as const;

const ASSIGNMENT_COLUMNS = [
  { key: 'merchantId', label: 'Merchant', numeric: true, defaultVisible: true },
  { key: 'businessCommonName', label: 'DBA', defaultVisible: true },
  { key: 'state', label: 'State', defaultVisible: true },
  { key: 'assignedAt', label: 'Assigned', defaultVisible: true },
  { key: 'assignedBy', label: 'Assigned by' },
  { key: 'completedAt', label: 'Completed', defaultVisible: true },
  { key: 'lastResentAt', label: 'Last resent' },
  { key: 'remindersSent', label: 'Reminders sent' },
  { key: 'holdPlacedAt', label: 'Hold placed' },
  { key: 'actions', label: 'Actions', defaultVisible: true },
] as const satisfies readonly ColumnSpec[];
export type AssignmentColumn = (typeof ASSIGNMENT_COLUMNS)[number]['key'];

/** The assignments of one campaign (assigned-report with its cta_id), newest first. */
export const assignmentsListSpec = defineListScreen<CtaAssignmentRow, AssignmentColumn>({
  screen: 'admin-cta-assignments',
  label: 'Assignments',
  columns: ASSIGNMENT_COLUMNS,
  defaultSort: '-assignedAt',
  defaultPerPage: DEFAULT_PAGE_SIZE,
  filters: [
    {
      kind: 'select',
      param: 'state',
      label: 'State',
      options: CTA_ASSIGNMENT_STATES.map((value) => ({
        value,
        label: CTA_ASSIGNMENT_STATE_LABELS[value],
      })),
    },
  ],
  cells: {
    state: (row) => (
      <Badge variant="light" color={STATE_COLORS[row.state]}>
        {CTA_ASSIGNMENT_STATE_LABELS[row.state]}
      </Badge>
    ),
    assignedAt: (row) => utc(row.assignedAt),
    assignedBy: (row) => row.assignedBy ?? '—',
    completedAt: (row) => utc(row.completedAt ?? row.dismissedAt),
    lastResentAt: (row) => utc(row.lastResentAt),
    remindersSent: (row) => (row.remindersSent.length ? row.remindersSent.join(', ') : '—'),
    holdPlacedAt: (row) =>
      row.holdPlacedAt ? `${utc(row.holdPlacedAt)}${row.holdReleasedAt ? ' (released)' : ''}` : '—',
  },
  rowKey: (row) => `${row.ctaId}-${row.merchantId}`,
  card: { title: 'businessCommonName', subtitle: 'merchantId', amount: 'state' },
  emptyMessage: 'No assignment matches these filters.',
  firstUse: {
    icon: <IconUsers aria-hidden="true" />,
    title: 'Not assigned yet',
    description:
      'Assign the call to action to merchants above: one by one, by filter or from a CSV.',
  },
});
