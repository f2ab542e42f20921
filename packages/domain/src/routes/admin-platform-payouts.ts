import { policies } from '../access';
import { defineRoute } from '../endpoint';

/**
 * Routes of the platform payout tool (the declarations: endpoints/admin-platform-payouts.ts):
 * can-perform-payout (part 2 §6).
 */
const access = policies.admin('can-perform-payout');

export const getPlatformBalance = defineRoute({
  method: 'GET',
  path: '/admin/stripe-platform-balance',
  access,
});
export const createPlatformPayout = defineRoute({
  method: 'POST',
  path: '/admin/stripe-platform-balance',
  access,
  idempotent: true,
});
export const getLastPlatformPayoutDate = defineRoute({
  method: 'GET',
  path: '/admin/stripe-platform-balance/last-payout-date',
  access,
});
export const getPlatformPayoutHistory = defineRoute({
  method: 'GET',
  path: '/admin/stripe-platform-balance/history',
  access,
});
