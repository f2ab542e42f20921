import {
  HISTORY_COLUMNS,
  HISTORY_DEFAULT_SORT,
  HISTORY_GROUPINGS,
  type HistoryColumn,
  historyFieldLabel,
  historyValueText,
} from '@paydesk/domain/admin-merchant-history-fields';
import { DEFAULT_PAGE_SIZE } from '@paydesk/domain/list-params';
import { IconHistory } from '@tabler/icons-react';
import { defineListScreen } from '../../../shared/data-table/list-screen-spec';
import { formatDateTime } from '../../../shared/format/zoned-dates';
import type { MerchantHistoryRow } from '../api/get-merchant-history';
import { ADMIN_TIME_ZONE } from './profile-format';

/** The History tab's list: newest first, 10 a page, one grouping with `filter`. */
export const historyListSpec = defineListScreen<MerchantHistoryRow, HistoryColumn>({
  screen: 'admin-merchant-history',
  label: 'Change history',
  columns: HISTORY_COLUMNS,
  defaultSort: HISTORY_DEFAULT_SORT,
  defaultPerPage: DEFAULT_PAGE_SIZE,
  filters: [
    {
      kind: 'select',
      param: 'filter',
      label: 'Grouping',
      options: HISTORY_GROUPINGS.map((grouping) => ({ value: grouping, label: grouping })),
    },
  ],
  cells: {
    changedAt: (row) => formatDateTime(row.changedAt, ADMIN_TIME_ZONE),
    field: (row) => historyFieldLabel(row.grouping, row.field),
    oldValue: (row) => historyValueText(row.field, row.oldValue) ?? '—',
    newValue: (row) => historyValueText(row.field, row.newValue) ?? '—',
  },
  rowKey: (row) => row.id,
  card: { title: 'field', subtitle: 'changedAt', amount: 'newValue' },
  emptyMessage: 'No changes match this search.',
  firstUse: {
    icon: <IconHistory aria-hidden="true" />,
    title: 'No changes yet',
    description: 'Every change an admin or the merchant makes to this account is listed here.',
  },
});
