import { defineEndpoint } from '../endpoint';
import { merchantIdParams } from '../ids';
import * as route from '../routes/saved-views';
import {
  createSavedViewSchema,
  savedViewListQuerySchema,
  savedViewParams,
  savedViewSchema,
  savedViewsResponseSchema,
  updateSavedViewSchema,
} from '../saved-views';

/** Saved views of the lists (beyond the spec: named filters and columns, private or shared). */
const tags = ['saved views'];

export const getSavedViews = defineEndpoint({
  ...route.getSavedViews,
  tags,
  summary: "The caller's views of a list and those other users of the account shared",
  params: merchantIdParams,
  query: savedViewListQuerySchema,
  response: { status: 200, schema: savedViewsResponseSchema },
});

export const createSavedView = defineEndpoint({
  ...route.createSavedView,
  tags,
  summary: 'Save the current filters, sort and columns of a list under a name',
  params: merchantIdParams,
  body: createSavedViewSchema,
  response: { status: 201, schema: savedViewSchema },
  errors: [409],
});

export const updateSavedView = defineEndpoint({
  ...route.updateSavedView,
  tags,
  summary: "Rename, share or unshare, or replace the query of one of the caller's views",
  params: savedViewParams,
  body: updateSavedViewSchema,
  response: { status: 200, schema: savedViewSchema },
  errors: [404, 409],
});

export const deleteSavedView = defineEndpoint({
  ...route.deleteSavedView,
  tags,
  summary: "Delete one of the caller's views",
  params: savedViewParams,
  response: { status: 204, schema: null },
  errors: [404],
});
