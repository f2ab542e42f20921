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
 * Place or release a funding hold: the body decides which permission key is needed (a body
 * with `payout_frequency` releases: can-release-merchant-funding-hold; any other places:
 * can-place-merchant-funding-hold), which the guard checks once the body is read.
 */
export const changeFundingHold = defineRoute({
  method: 'POST',
  path: '/admin/merchants/:id/funding-hold',
  access: policies.adminByBody({
    field: 'payout_frequency',
    whenPresent: 'can-release-merchant-funding-hold',
    otherwise: 'can-place-merchant-funding-hold',
  }),
  idempotent: true,
});

/** The old processor's account of a migrated merchant (the Revert Processor dialog's check). */
export const getOldProcessorAccount = defineRoute({
  method: 'GET',
  path: '/admin/merchants/:id/old-processor-account',
  access: policies.admin('can-revert-processor'),
});

/** The rates a revert may choose: the old processor's, open to the merchant's partner. */
export const getRevertRates = defineRoute({
  method: 'GET',
  path: '/admin/merchants/:id/revert-rates',
  access: policies.admin('can-revert-processor'),
});

export const revertProcessor = defineRoute({
  method: 'POST',
  path: '/admin/merchants/:id/revert-processor',
  access: policies.admin('can-revert-processor'),
  idempotent: true,
});

/**
 * Terms of service: part 2 §6 names no key for T.O.S Update; it changes the merchant on the
 * processor, so it takes the key of the other processor-side change (Send Beneficial Data).
 */
export const acceptTermsOfService = defineRoute({
  method: 'POST',
  path: '/admin/merchants/:id/accept-tos',
  access: policies.admin('can-edit-merchant-advanced-info'),
  idempotent: true,
});

export const sendBeneficialData = defineRoute({
  method: 'POST',
  path: '/admin/merchants/:id/beneficial-data',
  access: policies.admin('can-edit-merchant-advanced-info'),
  idempotent: true,
});
