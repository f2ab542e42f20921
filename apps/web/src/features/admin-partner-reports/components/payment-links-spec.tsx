import {
  CHECKOUT_OVERVIEW_COLUMNS,
  CHECKOUT_OVERVIEW_DEFAULT_SORT,
  type CheckoutOverviewColumn,
} from '@paydesk/domain/admin-partner-report-fields';
import type { CheckoutOverviewRow } from '@paydesk/domain/admin-partner-reports';
import { DEFAULT_PAGE_SIZE } from '@paydesk/domain/list-params';
import { IconLink } from '@tabler/icons-react';
import { paths } from '../../../config/paths';
import { countCell, moneyCell } from '../../../shared/data-table/cell-renderers';
import { defineListScreen } from '../../../shared/data-table/list-screen-spec';
import { RANGE_PARAMS } from '../../../shared/date-range/report-range-params';

/** A share 0..1 as a percent with one decimal: 0.4286 → '42.9%'. */
export const percentText = (share: number) =>
  `${(share * 100).toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;

const count = (value: (row: CheckoutOverviewRow) => number) =>
  countCell<CheckoutOverviewRow>(value);

/** Payment Links Overview: per merchant with checkout, its links, payments and conversion. */
export const paymentLinksSpec = defineListScreen<CheckoutOverviewRow, CheckoutOverviewColumn>({
  screen: 'admin-payment-links-overview',
  label: 'Payment links by merchant',
  columns: CHECKOUT_OVERVIEW_COLUMNS,
  defaultSort: CHECKOUT_OVERVIEW_DEFAULT_SORT,
  defaultPerPage: DEFAULT_PAGE_SIZE,
  filters: [
    {
      kind: 'date',
      label: 'Payment dates',
      params: [RANGE_PARAMS.preset, RANGE_PARAMS.from, RANGE_PARAMS.to],
    },
  ],
  cells: {
    links: count((row) => row.links),
    activeLinks: count((row) => row.activeLinks),
    expiredLinks: count((row) => row.expiredLinks),
    deactivatedLinks: count((row) => row.deactivatedLinks),
    limitReachedLinks: count((row) => row.limitReachedLinks),
    payments: count((row) => row.payments),
    linksPaid: count((row) => row.linksPaid),
    volume: moneyCell(
      (row) => row.volume,
      (row) => row.currency,
    ),
    conversion: (row) => percentText(row.conversion),
    checkoutEnabled: (row) => (row.checkoutEnabled ? 'On' : 'Off'),
  },
  rowKey: (row) => row.merchantId,
  rowHref: (row) => paths.admin.merchants.profile.href(row.merchantId),
  // The link count shows with its label on a card (alone it read as a bare number).
  card: { title: 'merchantName', amount: 'volume' },
  emptyMessage: 'No merchant with checkout matches this search.',
  firstUse: {
    icon: <IconLink aria-hidden="true" />,
    title: 'No merchant uses checkout yet',
    description:
      'Merchants with checkout turned on, or with payment links, appear here with their links and payments.',
  },
});
