import { policies } from '../access';
import { defineRoute } from '../endpoint';

/** Routes of staff two-factor sign-in (the declarations: endpoints/two-factor.ts). */

/** The sign-in steps after the password (or single sign-on): public, rate limited. */
export const signInWithTwoFactor = defineRoute({
  method: 'POST',
  path: '/auth/two-factor',
  access: policies.public,
});
export const startTwoFactorSetup = defineRoute({
  method: 'POST',
  path: '/auth/two-factor/setup',
  access: policies.public,
});
export const confirmTwoFactorSetup = defineRoute({
  method: 'POST',
  path: '/auth/two-factor/setup/confirm',
  access: policies.public,
});

/**
 * The signed-in staff user's own enrolment: any admin (no key), as the guard says it, so a
 * merchant user gets its 403 (and the service checks again).
 */
export const getTwoFactor = defineRoute({
  method: 'GET',
  path: '/users/two-factor',
  access: policies.admin(),
});
export const enrolTwoFactor = defineRoute({
  method: 'POST',
  path: '/users/two-factor/enrol',
  access: policies.admin(),
  idempotent: true,
});
export const confirmTwoFactor = defineRoute({
  method: 'POST',
  path: '/users/two-factor/confirm',
  access: policies.admin(),
  idempotent: true,
});
export const regenerateRecoveryCodes = defineRoute({
  method: 'POST',
  path: '/users/two-factor/recovery-codes',
  access: policies.admin(),
  idempotent: true,
});
export const disableTwoFactor = defineRoute({
  method: 'DELETE',
  path: '/users/two-factor',
  access: policies.admin(),
  idempotent: true,
});

/** Another admin resets a staff user's two-factor sign-in (a lost phone). */
export const resetTwoFactor = defineRoute({
  method: 'DELETE',
  path: '/v2/admin/users/:id/two-factor',
  access: policies.admin('can-view-users'),
  idempotent: true,
});
