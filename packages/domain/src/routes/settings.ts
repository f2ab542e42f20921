import { policies } from '../access';
import { defineRoute } from '../endpoint';

/** Routes of site settings and access rules (the declarations: endpoints/settings.ts). */

export const getSiteSettings = defineRoute({
  method: 'GET',
  path: '/settings/site-settings',
  access: policies.signedIn,
});

export const getAccessRules = defineRoute({
  method: 'GET',
  path: '/merchants/:id/access-rules',
  access: policies.merchant({ param: 'id' }),
});
