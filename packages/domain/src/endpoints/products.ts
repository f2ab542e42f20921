import { defineEndpoint } from '../endpoint';
import { merchantIdParams } from '../ids';
import { listPageEnvelope } from '../list-query';
import {
  catalogAnalyticsQuerySchema,
  catalogAnalyticsSchema,
  createProductSchema,
  productDetailSchema,
  productListQuerySchema,
  productParams,
  productSchema,
  updateProductSchema,
} from '../products';
import * as route from '../routes/products';

/**
 * Products (part 2 §7 "products (create, update, analytics)"). Every call answers 403
 * "Checkout is not enabled for this account." when the account's allowCheckout is off.
 */
const tags = ['products'];

export const getProducts = defineEndpoint({
  ...route.getProducts,
  tags,
  summary: "An account's products: search, active filter, sort, paging or CSV",
  description:
    '`search` matches the name; `active=true|false`. Sort by name (default), price or createdAt. ' +
    '`start_date` / `end_date` (days of `timezone`) bound the units sold and revenue of each row ' +
    '(all time without them). `download=csv` (with `columns`) answers a CSV file.',
  params: merchantIdParams,
  query: productListQuerySchema,
  response: { status: 200, schema: listPageEnvelope(productSchema) },
  errors: [404],
});

export const getProduct = defineEndpoint({
  ...route.getProduct,
  tags,
  summary: 'One product with the pricing lists that price it',
  description: "Another account's product answers 404 'Product not found.', like an unknown id.",
  params: productParams,
  response: { status: 200, schema: productDetailSchema },
  errors: [404],
});

export const getProductAnalytics = defineEndpoint({
  ...route.getProductAnalytics,
  tags,
  summary: "A product's units sold and revenue over a range, one point a day",
  description:
    'Sums of the payment line items of the product sold in the range (days of `timezone`, a year at most), at any price.',
  params: productParams,
  query: catalogAnalyticsQuerySchema,
  response: { status: 200, schema: catalogAnalyticsSchema },
  errors: [404],
});

export const createProduct = defineEndpoint({
  ...route.createProduct,
  tags,
  summary: 'Create a product',
  description:
    "Name and price (cents) required; the currency is the account's. `imageFileId`: a file of this account " +
    'uploaded with type checkout-images (PNG, JPEG, GIF or WebP). Audited.',
  params: merchantIdParams,
  body: createProductSchema,
  response: { status: 201, schema: productSchema },
});

export const updateProduct = defineEndpoint({
  ...route.updateProduct,
  tags,
  summary: 'Edit a product, or activate or deactivate it (`active`)',
  description:
    'Only the fields sent change; `imageFileId: null` removes the image. Audited with the fields changed.',
  params: productParams,
  body: updateProductSchema,
  response: { status: 200, schema: productSchema },
  errors: [404],
});
