import { policies } from '../access';
import { defineRoute } from '../endpoint';

/**
 * Routes of the admin merchant profile (the declarations: endpoints/admin-merchant-profile.ts):
 * staff holding can-view-merchant-info.
 */
const access = policies.admin('can-view-merchant-info');

export const getAdminMerchantProfile = defineRoute({
  method: 'GET',
  path: '/admin/merchants/:id',
  access,
});

export const getAdminMerchantHistory = defineRoute({
  method: 'GET',
  path: '/admin/merchants/:id/history',
  access,
});

export const getAdminMerchantUsersHistory = defineRoute({
  method: 'GET',
  path: '/admin/merchants/:id/users-history',
  access,
});
