import { z } from 'zod';
import { policies } from '../access';
import { changeEmailRequestSchema, changePasswordRequestSchema, tokensSchema } from '../auth';
import { defineEndpoint } from '../endpoint';
import { idParam } from '../ids';
import {
  accountInfoSchema,
  adminRolesSchema,
  permissionsResponseSchema,
  updateAccountInfoSchema,
} from '../profile';

/** The signed-in user's own account: profile, merchants, password, e-mail, permissions. */
const tags = ['account'];

export const getAccountInfo = defineEndpoint({
  method: 'GET',
  path: '/users/info',
  access: policies.signedIn,
  tags,
  summary: 'Profile and merchant accounts of the signed-in user',
  response: { status: 200, schema: accountInfoSchema },
});

export const updateAccountInfo = defineEndpoint({
  method: 'POST',
  path: '/users/info',
  access: policies.signedIn,
  tags,
  summary: 'Update name and phones',
  body: updateAccountInfoSchema,
  response: { status: 200, schema: accountInfoSchema },
  idempotent: true,
});

export const recordLastLogin = defineEndpoint({
  method: 'PATCH',
  path: '/users/last-login',
  access: policies.signedIn,
  tags,
  summary: 'Record the time of this sign-in',
  response: { status: 200, schema: z.object({ lastLogin: z.string() }).meta({ id: 'LastLogin' }) },
  idempotent: true,
});

export const changePassword = defineEndpoint({
  method: 'POST',
  path: '/users/change-password',
  access: policies.signedIn,
  tags,
  summary: 'Change the password; every session ends and a fresh one is returned',
  description:
    'Answers new tokens, so it takes no Idempotency-Key (tokens are never stored). 10 calls a minute per IP.',
  body: changePasswordRequestSchema,
  response: { status: 200, schema: tokensSchema },
  errors: [429],
});

export const changeEmail = defineEndpoint({
  method: 'POST',
  path: '/v2/users/change-email',
  access: policies.signedIn,
  tags,
  summary: 'Change the sign-in e-mail (the current password is required)',
  body: changeEmailRequestSchema,
  response: { status: 200, schema: accountInfoSchema },
  errors: [409, 429],
  idempotent: true,
});

export const getUserPermissions = defineEndpoint({
  method: 'GET',
  path: '/users/:userId/permissions',
  access: policies.signedIn,
  tags,
  summary: "A user's permissions (your own, or any user's for an admin)",
  params: z.object({ userId: idParam('user', 'A user id') }),
  response: { status: 200, schema: permissionsResponseSchema },
  errors: [404],
});

export const getAdminRoles = defineEndpoint({
  method: 'GET',
  path: '/admin/roles',
  access: policies.admin(),
  tags: ['admin'],
  summary: 'The admin permission keys the caller holds, as a map of key to true',
  response: { status: 200, schema: adminRolesSchema },
});
