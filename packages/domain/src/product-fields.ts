import type { ColumnSpec } from './list-params';

/**
 * Products and pricing lists (part 1 §2 /products/:accountId...; part 2 §3 "product",
 * "pricing list"; §7 products create, update, analytics; pricing lists CRUD and analytics),
 * without zod: the lists' columns, default sorts, limits and messages.
 */
export const PRODUCT_COLUMNS = [
  { key: 'name', label: 'Name', sortable: true, defaultVisible: true },
  { key: 'price', label: 'Price', numeric: true, sortable: true, defaultVisible: true },
  { key: 'active', label: 'Status', defaultVisible: true },
  { key: 'unitsSold', label: 'Units sold', numeric: true, defaultVisible: true },
  { key: 'revenue', label: 'Revenue', numeric: true, defaultVisible: true },
  { key: 'createdAt', label: 'Created', sortable: true, defaultVisible: true },
  { key: 'id', label: 'Product ID', numeric: true },
  { key: 'description', label: 'Description' },
  { key: 'currency', label: 'Currency' },
] as const satisfies readonly ColumnSpec[];
export type ProductColumn = (typeof PRODUCT_COLUMNS)[number]['key'];
/** A to Z. */
export const PRODUCT_DEFAULT_SORT = 'name';

export const PRICING_LIST_COLUMNS = [
  { key: 'name', label: 'Name', sortable: true, defaultVisible: true },
  { key: 'itemsCount', label: 'Products', numeric: true, defaultVisible: true },
  { key: 'active', label: 'Status', defaultVisible: true },
  { key: 'unitsSold', label: 'Units sold', numeric: true, defaultVisible: true },
  { key: 'revenue', label: 'Revenue', numeric: true, defaultVisible: true },
  { key: 'createdAt', label: 'Created', sortable: true, defaultVisible: true },
  { key: 'id', label: 'Pricing list ID', numeric: true },
  { key: 'description', label: 'Description' },
] as const satisfies readonly ColumnSpec[];
export type PricingListColumn = (typeof PRICING_LIST_COLUMNS)[number]['key'];
export const PRICING_LIST_DEFAULT_SORT = 'name';

export const PRODUCT_LIMITS = {
  name: 120,
  description: 1000,
  /** Cents: $999,999.99. */
  maxPriceCents: 99_999_999,
  /** Products one pricing list may hold. */
  pricingListItems: 500,
} as const;

const tooLong = (max: number) => `Must be at most ${max} characters.`;

export const PRODUCT_MESSAGES = {
  nameRequired: 'Please enter a product name.',
  tooLong,
  priceRequired: 'Please enter a price.',
  price: 'Enter a price from $0.00 to $999,999.99.',
  imageNotFound: 'The image must be an image uploaded for checkout (type checkout-images).',
  imageNotImage: 'The image must be a PNG, JPEG, GIF or WebP image.',
  nothingToChange: 'Change at least one field.',
  notFound: 'Product not found.',
  disabled: 'Checkout is not enabled for this account.',
} as const;

export const PRICING_LIST_MESSAGES = {
  nameRequired: 'Please enter a pricing list name.',
  tooLong,
  priceRequired: 'Please enter a price.',
  price: PRODUCT_MESSAGES.price,
  productNotFound: 'This product was not found.',
  duplicateProduct: 'Each product appears once in a pricing list.',
  tooManyItems: `A pricing list holds at most ${PRODUCT_LIMITS.pricingListItems} products.`,
  usedByLinks:
    'Payment links use this pricing list. Change those links or deactivate the list instead.',
  nothingToChange: 'Change at least one field.',
  notFound: 'Pricing list not found.',
  disabled: PRODUCT_MESSAGES.disabled,
} as const;

/** The image types a product image may be (as the checkout logo). */
export const PRODUCT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
