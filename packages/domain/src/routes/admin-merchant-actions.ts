import { policies } from '../access';
import { defineRoute } from '../endpoint';

/** The back office's account actions on a merchant (the declarations: endpoints/admin-merchant-actions.ts). */
export const changeMerchantStatus = defineRoute({
  method: 'POST',
  path: '/admin/merchants/:id/status',
  access: policies.admin('can-change-merchant-status'),
  idempotent: true,
});

/**
 * Place or release a funding hold: the body decides which permission key is needed
 * (can-place-merchant-funding-hold or can-release-merchant-funding-hold), which the guard
 * cannot read before the body, so the route admits any admin and the service checks the key
 * (the guard's 403 message).
 */
export const changeFundingHold = defineRoute({
  method: 'POST',
  path: '/admin/merchants/:id/funding-hold',
  access: policies.admin(null),
  idempotent: true,
});
