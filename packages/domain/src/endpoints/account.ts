import { z } from 'zod';
import { changeEmailRequestSchema, changePasswordRequestSchema, tokensSchema } from '../auth';
import {
  confirmEmailChangeSchema,
  EMAIL_CHANGE_LIMITS,
  emailChangePendingSchema,
  emailVerifiedSchema,
  verifyEmailKeyParams,
} from '../email-change';
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
  summary: 'Ask to change the sign-in e-mail; a code and a link go to the new address',
  description:
    'The current password is required. Nothing changes yet: the change happens when the 6-digit code ' +
    '(POST /v2/users/change-email/confirm) or the link (POST /users/verify-email/{key}) comes back, ' +
    `within ${EMAIL_CHANGE_LIMITS.codeMinutes} minutes. A new request replaces an earlier one. 10 calls a minute per IP.`,
  body: changeEmailRequestSchema,
  response: { status: 202, schema: emailChangePendingSchema },
  errors: [409, 429],
});

export const confirmEmailChange = defineEndpoint({
  ...route.confirmEmailChange,
  tags,
  summary: 'Confirm the e-mail change with the code sent to the new address',
  description: `${EMAIL_CHANGE_LIMITS.codeAttempts} wrong codes end the request. The old address is told. 409 when the address was taken meanwhile.`,
  body: confirmEmailChangeSchema,
  response: { status: 200, schema: accountInfoSchema },
  errors: [409, 429],
});

export const verifyEmailChange = defineEndpoint({
  ...route.verifyEmailChange,
  tags,
  summary: 'Confirm the e-mail change with the link sent to the new address',
  description:
    'Public: the key of the link is the credential (single use, hashed at rest). 400 for a key that is unknown, used or expired.',
  params: verifyEmailKeyParams,
  response: { status: 200, schema: emailVerifiedSchema },
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
