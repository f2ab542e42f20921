import { z } from 'zod';
import { changeEmailRequestSchema, changePasswordRequestSchema, tokensSchema } from '../auth';
import { defineEndpoint } from '../endpoint';
import { idParam } from '../ids';
import {
  accountInfoSchema,
  adminRolesSchema,
  permissionsResponseSchema,
  updateAccountInfoSchema,
} from '../profile';
import * as route from '../routes/account';

/** The signed-in user's own account: profile, merchants, password, e-mail, permissions. */
const tags = ['account'];

export const getAccountInfo = defineEndpoint({
  ...route.getAccountInfo,
  tags,
  summary: 'Profile and merchant accounts of the signed-in user',
  response: { status: 200, schema: accountInfoSchema },
});

export const updateAccountInfo = defineEndpoint({
  ...route.updateAccountInfo,
  tags,
  summary: 'Update name and phones',
  body: updateAccountInfoSchema,
  response: { status: 200, schema: accountInfoSchema },
});

export const recordLastLogin = defineEndpoint({
  ...route.recordLastLogin,
  tags,
  summary: 'Record the time of this sign-in',
  response: { status: 200, schema: z.object({ lastLogin: z.string() }).meta({ id: 'LastLogin' }) },
});

export const changePassword = defineEndpoint({
  ...route.changePassword,
  tags,
  summary: 'Change the password; every session ends and a fresh one is returned',
  description:
    'Answers new tokens, so it takes no Idempotency-Key (tokens are never stored). 10 calls a minute per IP.',
  body: changePasswordRequestSchema,
  response: { status: 200, schema: tokensSchema },
  errors: [429],
});

export const changeEmail = defineEndpoint({
  ...route.changeEmail,
  tags,
  summary: 'Change the sign-in e-mail (the current password is required)',
  body: changeEmailRequestSchema,
  response: { status: 200, schema: accountInfoSchema },
  errors: [409, 429],
});

export const getUserPermissions = defineEndpoint({
  ...route.getUserPermissions,
  tags,
  summary: "A user's permissions (your own, or any user's for an admin)",
  params: z.object({ userId: idParam('user', 'A user id') }),
  response: { status: 200, schema: permissionsResponseSchema },
  errors: [404],
});

export const getAdminRoles = defineEndpoint({
  ...route.getAdminRoles,
  tags: ['admin'],
  summary: 'The admin permission keys the caller holds, as a map of key to true',
  response: { status: 200, schema: adminRolesSchema },
});
