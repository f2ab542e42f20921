import { z } from 'zod';
import {
  forgotPasswordRequestSchema,
  logoutRequestSchema,
  messageResponseSchema,
  migrateRequestSchema,
  newPasswordRequestSchema,
  newPasswordResponseSchema,
  refreshRequestSchema,
  resetPasswordRequestSchema,
  signInRequestSchema,
  signInResponseSchema,
  ssoAuthorizeResponseSchema,
  tokensSchema,
} from '../auth';
import { defineEndpoint } from '../endpoint';
import * as route from '../routes/auth';

/** Sign-in, sessions and password recovery (part 1 §7 "Authentication and account"). */
const tags = ['auth'];
const ok = <S extends z.ZodType>(schema: S) => ({ status: 200, schema }) as const;

export const signIn = defineEndpoint({
  ...route.signIn,
  tags,
  summary: 'Sign in with e-mail and password',
  description:
    'Answers tokens, or `{ challenge: "NEW_PASSWORD_REQUIRED", session, userAttributes }` when the user must set a password first. ' +
    'A staff user answers `{ challenge: "TWO_FACTOR_REQUIRED", session }` when enrolled in two-factor sign-in, or `{ challenge: "TWO_FACTOR_SETUP_REQUIRED", session }` when ADMIN_MFA=required and not enrolled yet. ' +
    'After 10 failed attempts the account is locked for 30 minutes. A user of the older system answers 401 until `POST /users/migrate` has moved it into the pool.',
  body: signInRequestSchema,
  response: ok(signInResponseSchema),
  errors: [429],
});

export const completeNewPassword = defineEndpoint({
  ...route.completeNewPassword,
  tags,
  summary: 'Answer the first sign-in challenge with a new password',
  description:
    'Answers tokens, or for a staff user the two-factor step that follows (`TWO_FACTOR_REQUIRED` or `TWO_FACTOR_SETUP_REQUIRED`, see "Two-factor sign-in").',
  body: newPasswordRequestSchema,
  response: ok(newPasswordResponseSchema),
  errors: [429],
});

const forgotPasswordShape = {
  tags,
  summary: 'E-mail a 6-digit password reset code (valid 15 minutes)',
  description:
    'A user of the older system is moved into the pool first. 400 for an unknown e-mail.',
  body: forgotPasswordRequestSchema,
  response: ok(messageResponseSchema),
  errors: [429],
} as const;

export const forgotPassword = defineEndpoint({
  ...route.forgotPassword,
  ...forgotPasswordShape,
});

/** The spec's name for the same call (part 2 §7, "migration-related sign-in helpers"). */
export const forgotPasswordLegacyPath = defineEndpoint({
  ...route.forgotPasswordLegacyPath,
  ...forgotPasswordShape,
});

export const resetPassword = defineEndpoint({
  ...route.resetPassword,
  tags,
  summary: 'Set a new password with the e-mailed code',
  description: 'The code dies after 15 minutes or 5 wrong tries. Every session of the user ends.',
  body: resetPasswordRequestSchema,
  response: ok(messageResponseSchema),
  errors: [429],
});

export const refreshSession = defineEndpoint({
  ...route.refreshSession,
  tags,
  summary: 'Rotate the refresh token and get new tokens',
  description: 'A refresh token works once; presenting a used one again ends its whole session.',
  body: refreshRequestSchema,
  response: ok(tokensSchema),
  errors: [429],
});

export const logout = defineEndpoint({
  ...route.logout,
  tags,
  summary: 'End this session',
  body: logoutRequestSchema,
  response: ok(messageResponseSchema),
});

export const migrateUser = defineEndpoint({
  ...route.migrateUser,
  tags,
  summary: 'Move a user of the older system into the pool (legacy password checked)',
  body: migrateRequestSchema,
  response: ok(messageResponseSchema),
  errors: [429],
});

export const migrateForForgotPassword = defineEndpoint({
  ...route.migrateForForgotPassword,
  tags,
  summary: 'Forgot-password migration: move a user of the older system into the pool',
  body: forgotPasswordRequestSchema,
  response: ok(messageResponseSchema),
  errors: [429],
});

/** Sign-on keys are 43 characters; longer ones are refused before any lookup. */
export const SSO_KEY_MAX_LENGTH = 200;

export const authorizeSsoKey = defineEndpoint({
  ...route.authorizeSsoKey,
  tags,
  summary: 'Exchange a single sign-on key (60 s, single use) for tokens',
  params: z.object({ key: z.string().min(10).max(SSO_KEY_MAX_LENGTH) }),
  response: ok(ssoAuthorizeResponseSchema),
  errors: [429],
});
