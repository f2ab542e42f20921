import { policies } from '../access';
import { defineRoute } from '../endpoint';

/** Routes of pricing lists (the declarations: endpoints/pricing-lists.ts). */
const access = policies.merchant({ param: 'id' });

export const getPricingLists = defineRoute({
  method: 'GET',
  path: '/merchants/:id/pricing-lists',
  access,
});

export const getPricingList = defineRoute({
  method: 'GET',
  path: '/merchants/:id/pricing-lists/:pricingListId',
  access,
});

export const getPricingListAnalytics = defineRoute({
  method: 'GET',
  path: '/merchants/:id/pricing-lists/:pricingListId/analytics',
  access,
});

export const createPricingList = defineRoute({
  method: 'POST',
  path: '/merchants/:id/pricing-lists',
  access,
  idempotent: true,
});

export const updatePricingList = defineRoute({
  method: 'PATCH',
  path: '/merchants/:id/pricing-lists/:pricingListId',
  access,
  idempotent: true,
});

export const replacePricingListItems = defineRoute({
  method: 'PUT',
  path: '/merchants/:id/pricing-lists/:pricingListId/items',
  access,
  idempotent: true,
});

export const deletePricingList = defineRoute({
  method: 'DELETE',
  path: '/merchants/:id/pricing-lists/:pricingListId',
  access,
  idempotent: true,
});
