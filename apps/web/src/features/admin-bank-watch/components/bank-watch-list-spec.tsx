import {
  BANK_WATCH_COLUMNS,
  BANK_WATCH_DEFAULT_SORT,
  type BankWatchColumn,
} from '@paydesk/domain/admin-bank-watch-fields';
import { DEFAULT_PAGE_SIZE } from '@paydesk/domain/list-params';
import { IconBuildingBank } from '@tabler/icons-react';
import { defineListScreen } from '../../../shared/data-table/list-screen-spec';
import { formatShortDate } from '../../../shared/format/dates';
import type { BankWatchRow } from '../api/get-bank-watch';

/** The bank watch list (/admin/tools/risk-watch-list): newest first, 10 a page. */
export const bankWatchListSpec = defineListScreen<BankWatchRow, BankWatchColumn>({
  screen: 'admin-bank-watch',
  label: 'Bank watch list',
  columns: BANK_WATCH_COLUMNS,
  defaultSort: BANK_WATCH_DEFAULT_SORT,
  defaultPerPage: DEFAULT_PAGE_SIZE,
  filters: [],
  cells: {
    accountNumberLast4: (row) =>
      `•••• ${row.accountNumberLast4}${row.hasFullAccountNumber ? ' (full number held)' : ''}`,
    createdByEmail: (row) => row.createdByEmail ?? '—',
    createdAt: (row) => formatShortDate(row.createdAt),
  },
  rowKey: (row) => row.id,
  // The match count as a labelled field (a bare number on the right would say nothing).
  card: { title: 'bankName', subtitle: 'routingNumber' },
  emptyMessage: 'No entries match this search.',
  firstUse: {
    icon: <IconBuildingBank aria-hidden="true" />,
    title: 'No watched bank accounts yet',
    description:
      'Add a bank account to watch for: every merchant bank account is checked against it now and whenever it changes.',
  },
});
