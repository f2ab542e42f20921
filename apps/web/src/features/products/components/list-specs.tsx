import { DEFAULT_PAGE_SIZE } from '@paydesk/domain/list-params';
import {
  PRICING_LIST_COLUMNS,
  PRICING_LIST_DEFAULT_SORT,
  PRODUCT_COLUMNS,
  PRODUCT_DEFAULT_SORT,
  type PricingListColumn,
  type ProductColumn,
} from '@paydesk/domain/product-fields';
import { IconListDetails, IconPackage } from '@tabler/icons-react';
import { StatusPill } from '../../../shared/components/status-pill';
import { countCell, moneyCell } from '../../../shared/data-table/cell-renderers';
import { defineListScreen } from '../../../shared/data-table/list-screen-spec';
import { formatShortDate } from '../../../shared/format/dates';
import type { PricingListRow } from '../api/pricing-lists-api';
import type { ProductRow } from '../api/products-api';

const ACTIVE_FILTER = {
  kind: 'select' as const,
  param: 'active',
  label: 'Status',
  options: [
    { value: 'true', label: 'Active' },
    { value: 'false', label: 'Inactive' },
  ],
  chip: (values: Record<string, string | undefined>) =>
    values.active === 'true' ? 'Active' : 'Inactive',
};

export const activePill = (active: boolean) => (
  <StatusPill status={active ? 'active' : 'disabled'} label={active ? 'Active' : 'Inactive'} />
);

/** What a product row and a pricing list row both have: a status and sales over the range. */
interface CatalogRow {
  active: boolean;
  unitsSold: number;
  revenue: number;
  currency: string;
  createdAt: string;
}

/** The cells both catalogue lists show alike. */
const CATALOG_CELLS = {
  active: (row: CatalogRow) => activePill(row.active),
  unitsSold: countCell((row: CatalogRow) => row.unitsSold),
  revenue: moneyCell(
    (row: CatalogRow) => row.revenue,
    (row) => row.currency,
  ),
  createdAt: (row: CatalogRow) => formatShortDate(row.createdAt),
};

/** The products (/products/:accountId): by name, 10 a page; figures over the header's range. */
export const productsListSpec = defineListScreen<ProductRow, ProductColumn>({
  screen: 'products',
  label: 'Products',
  columns: PRODUCT_COLUMNS,
  defaultSort: PRODUCT_DEFAULT_SORT,
  defaultPerPage: DEFAULT_PAGE_SIZE,
  filters: [ACTIVE_FILTER],
  cells: {
    price: moneyCell(
      (row) => row.price,
      (row) => row.currency,
    ),
    ...CATALOG_CELLS,
  },
  rowKey: (row) => row.id,
  card: { title: 'name', subtitle: 'active', amount: 'price' },
  emptyMessage: 'No products match this search.',
  firstUse: {
    icon: <IconPackage aria-hidden="true" />,
    title: 'No products yet',
    description: 'Add what you sell, with a price and a picture: then put it on a payment link.',
  },
});

/** The pricing lists (/products/:accountId/pricing-lists): by name, 10 a page. */
export const pricingListsListSpec = defineListScreen<PricingListRow, PricingListColumn>({
  screen: 'pricing-lists',
  label: 'Pricing lists',
  columns: PRICING_LIST_COLUMNS,
  defaultSort: PRICING_LIST_DEFAULT_SORT,
  defaultPerPage: DEFAULT_PAGE_SIZE,
  filters: [ACTIVE_FILTER],
  cells: {
    itemsCount: countCell((row) => row.itemsCount),
    ...CATALOG_CELLS,
  },
  rowKey: (row) => row.id,
  card: { title: 'name', subtitle: 'active', amount: 'revenue' },
  emptyMessage: 'No pricing lists match this search.',
  firstUse: {
    icon: <IconListDetails aria-hidden="true" />,
    title: 'No pricing lists yet',
    description:
      'A pricing list sells your products at other prices (wholesale, members, events) on the payment links that use it.',
  },
});
