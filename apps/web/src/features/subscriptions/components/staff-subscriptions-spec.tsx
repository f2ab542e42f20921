import {
  ADMIN_SUBSCRIPTION_DEFAULT_SORT,
  type AdminSubscriptionColumn,
} from '@paydesk/domain/admin-partner-report-fields';
import type { AdminSubscriptionRow } from '@paydesk/domain/admin-partner-reports';
import { paths } from '../../../config/paths';
import { defineListScreen } from '../../../shared/data-table/list-screen-spec';
import { subscriptionsListSpec } from './subscriptions-list-spec';

/**
 * The back office's subscriptions report (/admin/reports/subscriptions): the merchant report's
 * columns, cells and filters, after the merchant (name / id, the row's link), across every
 * merchant; a row opens the read-only subscription details.
 */
export const staffSubscriptionsSpec = defineListScreen<
  AdminSubscriptionRow,
  AdminSubscriptionColumn
>({
  screen: 'admin-subscriptions',
  label: 'Subscriptions',
  columns: [
    { key: 'merchantName', label: 'Merchant', defaultVisible: true },
    ...subscriptionsListSpec.columns,
    { key: 'merchantId', label: 'Merchant ID', numeric: true },
  ],
  defaultSort: ADMIN_SUBSCRIPTION_DEFAULT_SORT,
  defaultPerPage: subscriptionsListSpec.defaultPerPage,
  filters: subscriptionsListSpec.filters,
  cells: {
    ...subscriptionsListSpec.cells,
    merchantName: (row) => `${row.merchantName} / ${row.merchantId}`,
  },
  rowKey: (row) => row.id,
  rowHref: (row) => paths.admin.reports.subscriptionDetails.href(row.merchantId, row.id),
  card: { title: 'merchantName', subtitle: 'customerName', amount: 'amount' },
  emptyMessage: 'No subscriptions match these filters.',
});
