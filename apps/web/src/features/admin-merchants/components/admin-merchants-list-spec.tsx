import {
  ADMIN_MERCHANT_COLUMNS,
  ADMIN_MERCHANT_DEFAULT_SORT,
  type AdminMerchantColumn,
  MERCHANT_STATUS_NUMBERS,
} from '@paydesk/domain/admin-merchant-fields';
import { DEFAULT_PAGE_SIZE } from '@paydesk/domain/list-params';
import { IconBuildingStore } from '@tabler/icons-react';
import { StatusPill } from '../../../shared/components/status-pill';
import { defineListScreen } from '../../../shared/data-table/list-screen-spec';
import { formatShortDate } from '../../../shared/format/dates';
import { merchantStatusLabel } from '../../../shared/merchant-account/merchant-status';
import type { AdminMerchantListRow } from '../api/get-admin-merchants';

/** "First Last" of the row's owner, or nothing. */
export const ownerName = (row: AdminMerchantListRow) =>
  [row.firstName, row.lastName].filter(Boolean).join(' ');

/** The status filter's choices: every status with its full label (the older processor's). */
const STATUS_OPTIONS = MERCHANT_STATUS_NUMBERS.map((status) => ({
  value: String(status),
  label: merchantStatusLabel(status, 2),
}));

/** The back office's merchants list (/admin/merchants): by DBA then legal name, 10 a page. */
export const adminMerchantsListSpec = defineListScreen<AdminMerchantListRow, AdminMerchantColumn>({
  screen: 'admin-merchants',
  label: 'Merchants',
  columns: ADMIN_MERCHANT_COLUMNS,
  defaultSort: ADMIN_MERCHANT_DEFAULT_SORT,
  defaultPerPage: DEFAULT_PAGE_SIZE,
  filters: [{ kind: 'select', param: 'status', label: 'Status', options: STATUS_OPTIONS }],
  cells: {
    lastName: (row) => ownerName(row) || '—',
    affiliate: (row) => row.affiliate ?? '—',
    status: (row) => <StatusPill merchantStatus={row.status} processorId={row.processorId} />,
    createdAt: (row) => formatShortDate(row.createdAt),
    hasFundingHold: (row) => (row.hasFundingHold ? 'Yes' : 'No'),
  },
  rowKey: (row) => row.id,
  card: { title: 'businessCommonName', subtitle: 'lastName', amount: 'status' },
  emptyMessage: 'No merchants match this search.',
  firstUse: {
    icon: <IconBuildingStore aria-hidden="true" />,
    title: 'No merchants yet',
    description: 'Merchant accounts appear here once their applications are approved.',
  },
});
