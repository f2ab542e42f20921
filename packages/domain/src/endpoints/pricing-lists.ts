import { defineEndpoint } from '../endpoint';
import { merchantIdParams } from '../ids';
import { listPageEnvelope } from '../list-query';
import {
  createPricingListSchema,
  pricingListDetailSchema,
  pricingListListQuerySchema,
  pricingListParams,
  pricingListSchema,
  replacePricingListItemsSchema,
  updatePricingListSchema,
} from '../pricing-lists';
import { catalogAnalyticsQuerySchema, catalogAnalyticsSchema } from '../products';
import * as route from '../routes/pricing-lists';

/**
 * Pricing lists (part 2 §7 "pricing lists CRUD and analytics"): named sets of product prices
 * a payment link may charge. 403 "Checkout is not enabled for this account." when the
 * account's allowCheckout is off.
 */
const tags = ['pricing lists'];

export const getPricingLists = defineEndpoint({
  ...route.getPricingLists,
  tags,
  summary: "An account's pricing lists: search, active filter, sort, paging or CSV",
  description:
    '`search` matches the name; `active=true|false`; sort by name (default) or createdAt. The range bounds ' +
    'the units sold and revenue of each row (all time without one).',
  params: merchantIdParams,
  query: pricingListListQuerySchema,
  response: { status: 200, schema: listPageEnvelope(pricingListSchema) },
  errors: [404],
});

export const getPricingList = defineEndpoint({
  ...route.getPricingList,
  tags,
  summary: 'One pricing list with its products and their prices',
  params: pricingListParams,
  response: { status: 200, schema: pricingListDetailSchema },
  errors: [404],
});

export const getPricingListAnalytics = defineEndpoint({
  ...route.getPricingListAnalytics,
  tags,
  summary: "A pricing list's units sold and revenue over a range, by day and by product",
  description: 'Sums of the payment line items sold at this list’s prices in the range.',
  params: pricingListParams,
  query: catalogAnalyticsQuerySchema,
  response: { status: 200, schema: catalogAnalyticsSchema },
  errors: [404],
});

export const createPricingList = defineEndpoint({
  ...route.createPricingList,
  tags,
  summary: 'Create a pricing list, optionally with its products and prices',
  description:
    "Items name products of this account (another account's or an unknown one: 400 on `items.N.productId`). Audited.",
  params: merchantIdParams,
  body: createPricingListSchema,
  response: { status: 201, schema: pricingListDetailSchema },
});

export const updatePricingList = defineEndpoint({
  ...route.updatePricingList,
  tags,
  summary: "Edit a pricing list's name, description or active switch",
  params: pricingListParams,
  body: updatePricingListSchema,
  response: { status: 200, schema: pricingListSchema },
  errors: [404],
});

export const replacePricingListItems = defineEndpoint({
  ...route.replacePricingListItems,
  tags,
  summary: "Replace a pricing list's products and prices",
  description:
    'The list prices exactly these products afterwards (add one: send the current items plus it). Audited with the counts.',
  params: pricingListParams,
  body: replacePricingListItemsSchema,
  response: { status: 200, schema: pricingListDetailSchema },
  errors: [404],
});

export const deletePricingList = defineEndpoint({
  ...route.deletePricingList,
  tags,
  summary: 'Delete a pricing list',
  description:
    '409 while a payment link names it. Its past line items keep their figures (their pricing list is cleared). Audited.',
  params: pricingListParams,
  response: { status: 204, schema: null },
  errors: [404, 409],
});
