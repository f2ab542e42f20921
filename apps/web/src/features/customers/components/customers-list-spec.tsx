import {
  CUSTOMER_COLUMNS,
  CUSTOMER_DEFAULT_SORT,
  type CustomerColumn,
} from '@paydesk/domain/customer-fields';
import { DEFAULT_PAGE_SIZE } from '@paydesk/domain/list-params';
import { IconUserPlus } from '@tabler/icons-react';
import { countCell, moneyCell } from '../../../shared/data-table/cell-renderers';
import { defineListScreen } from '../../../shared/data-table/list-screen-spec';
import { formatShortDate } from '../../../shared/format/dates';
import type { CustomerRow } from '../api/get-customers';

/** The customers list (/customers-report/:accountId): by name, 10 a page. */
export const customersListSpec = defineListScreen<CustomerRow, CustomerColumn>({
  screen: 'customers',
  label: 'Customers',
  columns: CUSTOMER_COLUMNS,
  defaultSort: CUSTOMER_DEFAULT_SORT,
  defaultPerPage: DEFAULT_PAGE_SIZE,
  cells: {
    createdAt: (row) => formatShortDate(row.createdAt),
    paymentsCount: countCell((row) => row.paymentsCount),
    lifetimeVolume: moneyCell(
      (row) => row.lifetimeVolume,
      (row) => row.currency,
    ),
    activeSubscriptions: countCell((row) => row.activeSubscriptions),
  },
  rowKey: (row) => row.id,
  card: { title: 'name', subtitle: 'email', amount: 'lifetimeVolume' },
  emptyMessage: 'No customers match this search.',
  firstUse: {
    icon: <IconUserPlus aria-hidden="true" />,
    title: 'No customers yet',
    description:
      'Add the people you sell to: their payments and subscriptions gather on their page.',
  },
});
