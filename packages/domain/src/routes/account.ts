import { policies } from '../access';
import { defineRoute } from '../endpoint';

/** Routes of the signed-in user's own account (the declarations: endpoints/account.ts). */

export const getAccountInfo = defineRoute({
  method: 'GET',
  path: '/users/info',
  access: policies.signedIn,
});

export const updateAccountInfo = defineRoute({
  method: 'POST',
  path: '/users/info',
  access: policies.signedIn,
  idempotent: true,
});

export const recordLastLogin = defineRoute({
  method: 'PATCH',
  path: '/users/last-login',
  access: policies.signedIn,
  idempotent: true,
});

export const changePassword = defineRoute({
  method: 'POST',
  path: '/users/change-password',
  access: policies.signedIn,
});

export const changeEmail = defineRoute({
  method: 'POST',
  path: '/v2/users/change-email',
  access: policies.signedIn,
  idempotent: true,
});

export const confirmEmailChange = defineRoute({
  method: 'POST',
  path: '/v2/users/change-email/confirm',
  access: policies.signedIn,
  idempotent: true,
});

/** The link of the change-email mail (/verify/{key}): the key is the credential. */
export const verifyEmailChange = defineRoute({
  method: 'POST',
  path: '/users/verify-email/:key',
  access: policies.public,
  idempotent: true,
});

export const getUserPermissions = defineRoute({
  method: 'GET',
  path: '/users/:userId/permissions',
  access: policies.signedIn,
});

export const getAdminRoles = defineRoute({
  method: 'GET',
  path: '/admin/roles',
  access: policies.admin(),
});
