import { Badge } from '@mantine/core';
import {
  PLATFORM_PAYOUT_COLUMNS,
  PLATFORM_PAYOUT_DEFAULT_SORT,
  PLATFORM_PAYOUT_STATUS_LABELS,
  type PlatformPayoutColumn,
} from '@paydesk/domain/admin-platform-payout-fields';
import { DEFAULT_PAGE_SIZE } from '@paydesk/domain/list-params';
import { formatMoney } from '@paydesk/domain/money';
import { IconBuildingBank } from '@tabler/icons-react';
import { defineListScreen } from '../../../shared/data-table/list-screen-spec';
import { formatShortDate } from '../../../shared/format/dates';
import { formatCount } from '../../../shared/format/numbers';
import { formatDateTime } from '../../../shared/format/zoned-dates';
import type { PayoutRow } from '../api/get-platform-balance';

/** The history of payouts (GET …/history), newest first; times in UTC as the periods are. */
export const payoutHistorySpec = defineListScreen<PayoutRow, PlatformPayoutColumn>({
  screen: 'admin-platform-payouts',
  label: 'Payout history',
  columns: PLATFORM_PAYOUT_COLUMNS,
  defaultSort: PLATFORM_PAYOUT_DEFAULT_SORT,
  defaultPerPage: DEFAULT_PAGE_SIZE,
  cells: {
    fromDate: (row) => (row.fromDate ? formatShortDate(row.fromDate) : 'First fee'),
    toDate: (row) => formatShortDate(row.toDate),
    amountCents: (row) => formatMoney(row.amountCents, row.currency),
    status: (row) => (
      <Badge
        variant="light"
        color={row.status === 'paid' ? 'teal' : 'gray'}
        style={{ minWidth: 'max-content' }}
      >
        {PLATFORM_PAYOUT_STATUS_LABELS[row.status]}
      </Badge>
    ),
    transactionCount: (row) => formatCount(row.transactionCount),
    createdAt: (row) => formatDateTime(row.createdAt, 'UTC'),
    createdBy: (row) => row.createdBy ?? '—',
  },
  rowKey: (row) => row.id,
  card: { title: 'toDate', subtitle: 'createdBy', amount: 'amountCents' },
  emptyMessage: 'No payout has been made in this country yet.',
  firstUse: {
    icon: <IconBuildingBank aria-hidden="true" />,
    title: 'No payout yet',
    description:
      'Each payout of this country’s balance is listed here, with its period and who made it.',
  },
});
