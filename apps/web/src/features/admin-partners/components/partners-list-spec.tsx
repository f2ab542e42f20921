import {
  PARTNER_COLUMNS,
  PARTNER_DEFAULT_SORT,
  PARTNER_STATUSES,
  type PartnerColumn,
} from '@paydesk/domain/admin-partners';
import { DEFAULT_PAGE_SIZE } from '@paydesk/domain/list-params';
import { IconUsersGroup } from '@tabler/icons-react';
import { defineListScreen } from '../../../shared/data-table/list-screen-spec';
import { formatShortDate } from '../../../shared/format/dates';
import type { PartnerListRow } from '../api/get-partners';
import { PartnerStatusPill } from './partner-status-pill';

const STATUS_OPTIONS = PARTNER_STATUSES.map((s) => ({ value: String(s.value), label: s.label }));

/** The back office's partners list (/admin/partners): by name, 10 a page. */
export const partnersListSpec = defineListScreen<PartnerListRow, PartnerColumn>({
  screen: 'admin-partners',
  label: 'Partners',
  columns: PARTNER_COLUMNS,
  defaultSort: PARTNER_DEFAULT_SORT,
  defaultPerPage: DEFAULT_PAGE_SIZE,
  filters: [{ kind: 'select', param: 'status', label: 'Status', options: STATUS_OPTIONS }],
  cells: {
    status: (row) => <PartnerStatusPill status={row.status} />,
    taxId: (row) => row.taxId ?? '—',
    firstName: (row) => row.firstName || '—',
    lastName: (row) => row.lastName || '—',
    createdAt: (row) => formatShortDate(row.createdAt),
  },
  rowKey: (row) => row.id,
  card: { title: 'name', subtitle: 'email', amount: 'status' },
  emptyMessage: 'No partners match this search.',
  firstUse: {
    icon: <IconUsersGroup aria-hidden="true" />,
    title: 'No partners yet',
    description: 'Partners (affiliates) refer merchants; create the first one to start.',
  },
});
