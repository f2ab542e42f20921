import { policies } from '../access';
import { defineRoute } from '../endpoint';

/** Routes of saved list views (the declarations: endpoints/saved-views.ts). */
const access = policies.merchant({ param: 'id' });

export const getSavedViews = defineRoute({
  method: 'GET',
  path: '/merchants/:id/saved-views',
  access,
});

export const createSavedView = defineRoute({
  method: 'POST',
  path: '/merchants/:id/saved-views',
  access,
  idempotent: true,
});

export const updateSavedView = defineRoute({
  method: 'PATCH',
  path: '/merchants/:id/saved-views/:viewId',
  access,
  idempotent: true,
});

export const deleteSavedView = defineRoute({
  method: 'DELETE',
  path: '/merchants/:id/saved-views/:viewId',
  access,
  idempotent: true,
});
