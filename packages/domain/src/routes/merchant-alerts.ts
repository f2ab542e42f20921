import { policies } from '../access';
import { defineRoute } from '../endpoint';

/**
 * Merchant alerts (the declarations: endpoints/merchant-alerts.ts). Part 2 §6 names no key
 * for alerts: the profile's can-view-merchant-info. Activate and deactivate are GETs because
 * part 2 §7 says so; they change state, so they are declared idempotent like the POSTs (one
 * transaction, Idempotency-Key, audited).
 */
const admin = policies.admin('can-view-merchant-info');

export const getMerchantAlerts = defineRoute({
  method: 'GET',
  path: '/admin/merchants/:id/alert',
  access: admin,
});

export const createMerchantAlert = defineRoute({
  method: 'POST',
  path: '/admin/merchants/:id/alert',
  access: admin,
  idempotent: true,
});

export const activateMerchantAlert = defineRoute({
  method: 'GET',
  path: '/admin/merchants/:id/alert/:alertId/activate',
  access: admin,
  idempotent: true,
});

export const deactivateMerchantAlert = defineRoute({
  method: 'GET',
  path: '/admin/merchants/:id/alert/:alertId/deactivate',
  access: admin,
  idempotent: true,
});

export const deleteMerchantAlert = defineRoute({
  method: 'DELETE',
  path: '/admin/merchants/:id/alert/:alertId',
  access: admin,
  idempotent: true,
});

/** The merchant's own read: its active alerts, for the dashboard's banners. */
export const getMyMerchantAlerts = defineRoute({
  method: 'GET',
  path: '/merchants/:id/alerts',
  access: policies.merchant({ param: 'id' }),
});
