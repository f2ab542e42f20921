import { policies } from '../access';
import { defineRoute } from '../endpoint';

/**
 * The profile's General and Services edits (the declarations: endpoints/admin-merchant-settings.ts).
 * The spec names a key only for the advanced data (can-edit-merchant-advanced-info); the other
 * reads and edits take the profile's key, can-view-merchant-info (common rule of issue 15).
 */
const profileKey = policies.admin('can-view-merchant-info');
const write = <const M extends 'POST' | 'PATCH' | 'DELETE', const P extends `/${string}`>(
  method: M,
  path: P,
) => defineRoute({ method, path, access: profileKey, idempotent: true });

export const getMerchantSettings = defineRoute({
  method: 'GET',
  path: '/admin/merchants/:id/settings',
  access: profileKey,
});

export const updateMerchantProfile = write('POST', '/admin/merchants/:id');
export const updateMerchantAdvanced = defineRoute({
  method: 'POST',
  path: '/admin/merchants/:id/advanced',
  access: policies.admin('can-edit-merchant-advanced-info'),
  idempotent: true,
});
export const updateMerchantTier = write('POST', '/admin/merchants/:id/tier');
export const updateSoftDescriptor = write('POST', '/admin/merchants/:id/soft-descriptor');
export const updatePayoutDescriptor = write('POST', '/admin/merchants/:id/payout-descriptor');
export const updatePosData = write('POST', '/admin/merchants/:id/pos');
export const updatePaymentSettings = write('POST', '/admin/merchants/:id/settings');
export const updatePayoutSchedule = write('POST', '/admin/merchants/:id/payout');
export const updateMerchantLimits = write('POST', '/admin/merchants/:id/limits-settings');

export const getCardBrand = defineRoute({
  method: 'GET',
  path: '/admin/merchants/:id/card-brands/:brand',
  access: profileKey,
});
export const addCardBrand = write('POST', '/admin/merchants/:id/card-brands/:brand');
export const removeCardBrand = write('DELETE', '/admin/merchants/:id/card-brands/:brand');

/** The toggles of part 2 §4: one body {enabled}; checkout is PATCH (on) and DELETE (off). */
export const toggleDestinationPayments = write(
  'POST',
  '/admin/merchants/:id/useDestinationPayments',
);
export const toggleRefundsAndVoids = write('POST', '/admin/merchants/:id/refunds-and-voids');
export const toggleDualRefunds = write('POST', '/admin/merchants/:id/dual-refunds');
export const toggleStackWorksDisputes = write('POST', '/admin/merchants/:id/stack-works-disputes');
export const toggleAllowSubscriptions = write('POST', '/admin/merchants/:id/allow-subscriptions');
export const toggleAllowCustomers = write('POST', '/admin/merchants/:id/allow-customers');
export const toggleStackOwned = write('POST', '/admin/merchants/:id/stack-owned');
export const enableCheckout = write('PATCH', '/admin/merchants/:id/checkout');
export const disableCheckout = write('DELETE', '/admin/merchants/:id/checkout');
