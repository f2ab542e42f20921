import {
  PENDING_ACCOUNT_COLUMNS,
  PENDING_ACCOUNT_DEFAULT_SORT,
  PENDING_KIND_LABELS,
  PENDING_KINDS,
  type PendingAccountColumn,
} from '@paydesk/domain/admin-merchant-report-fields';
import type { PendingAccountRow } from '@paydesk/domain/admin-merchant-reports';
import type { ApplicationStatus } from '@paydesk/domain/applications';
import { DEFAULT_PAGE_SIZE } from '@paydesk/domain/list-params';
import { IconHourglass } from '@tabler/icons-react';
import { paths } from '../../../config/paths';
import { StatusPill } from '../../../shared/components/status-pill';
import { countCell } from '../../../shared/data-table/cell-renderers';
import { defineListScreen } from '../../../shared/data-table/list-screen-spec';
import { formatShortDate } from '../../../shared/format/dates';
import type { StatusStyle } from '../../../shared/merchant-account/merchant-status';

/** An application's pill: the merchant statuses' styles of the same step. */
const APPLICATION_PILLS: Record<ApplicationStatus, StatusStyle> = {
  draft: 'pending',
  submitted: 'submitted',
  'more-info-needed': 'info-needed',
  approved: 'active',
  declined: 'denied',
};

/** Pending accounts (/admin/reports/pending-accounts): the longest wait first, 10 a page. */
export const pendingAccountsSpec = defineListScreen<PendingAccountRow, PendingAccountColumn>({
  screen: 'admin-pending-accounts',
  label: 'Pending accounts',
  columns: PENDING_ACCOUNT_COLUMNS,
  defaultSort: PENDING_ACCOUNT_DEFAULT_SORT,
  defaultPerPage: DEFAULT_PAGE_SIZE,
  filters: [
    {
      kind: 'select',
      param: 'kind',
      label: 'Kind',
      options: PENDING_KINDS.map((kind) => ({ value: kind, label: PENDING_KIND_LABELS[kind] })),
    },
  ],
  cells: {
    kind: (row) => PENDING_KIND_LABELS[row.kind],
    name: (row) => row.name || '—',
    legalName: (row) => row.legalName || '—',
    status: (row) =>
      row.merchantStatus === null ? (
        <StatusPill
          status={APPLICATION_PILLS[row.applicationStatus ?? 'draft']}
          label={row.status}
        />
      ) : (
        <StatusPill merchantStatus={row.merchantStatus} processorId={row.processorId ?? 0} />
      ),
    submittedAt: (row) => formatShortDate(row.submittedAt.slice(0, 10)),
    waitingSince: (row) => formatShortDate(row.waitingSince.slice(0, 10)),
    daysWaiting: countCell((row) => row.daysWaiting),
  },
  rowKey: (row) => `${row.kind}-${row.id}`,
  // A merchant opens its profile; an application has no back-office page yet.
  rowHref: (row) => (row.kind === 'merchant' ? paths.admin.merchants.profile.href(row.id) : ''),
  // Days waiting is a count, not an amount: on a card it shows with its label.
  card: { title: 'name', subtitle: 'status' },
  emptyMessage: 'No pending account matches these filters.',
  firstUse: {
    icon: <IconHourglass aria-hidden="true" />,
    title: 'Nothing is waiting',
    description:
      'Applications not yet decided and merchants not yet active (submitted, verifying, information needed, in review, pending) appear here.',
  },
});
