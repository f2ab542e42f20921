import { policies } from '../access';
import { defineRoute } from '../endpoint';

/** Routes of checkout settings and the checkout dashboard (the declarations: endpoints/checkout.ts). */
const access = policies.merchant({ param: 'id' });

export const getCheckoutSettings = defineRoute({
  method: 'GET',
  path: '/merchants/:id/checkout/settings',
  access,
});

export const updateCheckoutSettings = defineRoute({
  method: 'PUT',
  path: '/merchants/:id/checkout/settings',
  access,
  idempotent: true,
});

export const getCheckoutDashboard = defineRoute({
  method: 'GET',
  path: '/merchants/:id/checkout/dashboard',
  access,
});
