import { z } from 'zod';
import { emailSchema } from './email';
import { currentPasswordSchema, newPasswordSchema } from './password';

/** Tokens of a signed-in session: ID and access tokens are JWTs; the refresh token is opaque. */
export const tokensSchema = z
  .object({
    accessToken: z.string(),
    idToken: z.string(),
    refreshToken: z.string(),
    /** Seconds until the ID and access tokens expire. */
    expiresIn: z.number().int(),
  })
  .meta({ id: 'Tokens' });

export const userAttributesSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});

export const newPasswordChallengeSchema = z
  .object({
    challenge: z.literal('NEW_PASSWORD_REQUIRED'),
    /** Opaque, short-lived: proves the password was right when the new one is sent. */
    session: z.string(),
    userAttributes: userAttributesSchema,
  })
  .meta({ id: 'NewPasswordChallenge' });

/**
 * Staff two-factor sign-in (beyond the spec): the password was right, now the 6-digit code of
 * the authenticator app (or a recovery code) goes to POST /auth/two-factor with `session`.
 */
export const twoFactorChallengeSchema = z
  .object({
    challenge: z.literal('TWO_FACTOR_REQUIRED'),
    /** Opaque, 5 minutes, single use: proves the password (or single sign-on) was right. */
    session: z.string(),
    /** After single sign-on: the e-mail signed in with (the app did not see it typed). */
    email: z.string().optional(),
  })
  .meta({ id: 'TwoFactorChallenge' });

/**
 * Required mode (ADMIN_MFA=required) and a staff user not enrolled yet: enrol first through
 * POST /auth/two-factor/setup and /auth/two-factor/setup/confirm with `session`.
 */
export const twoFactorSetupChallengeSchema = z
  .object({
    challenge: z.literal('TWO_FACTOR_SETUP_REQUIRED'),
    session: z.string(),
    email: z.string().optional(),
  })
  .meta({ id: 'TwoFactorSetupChallenge' });

export const signInRequestSchema = z
  .object({
    email: emailSchema,
    password: currentPasswordSchema,
    remember: z.boolean().optional(),
  })
  .meta({ id: 'SignInRequest' });

export const signInResponseSchema = z.union([
  tokensSchema,
  newPasswordChallengeSchema,
  twoFactorChallengeSchema,
  twoFactorSetupChallengeSchema,
]);

/** The new password set: tokens, or (a staff user) the two-factor step that follows it. */
export const newPasswordResponseSchema = z.union([
  tokensSchema,
  twoFactorChallengeSchema,
  twoFactorSetupChallengeSchema,
]);

export const newPasswordRequestSchema = z
  .object({ email: emailSchema, session: z.string().min(1), newPassword: newPasswordSchema })
  .meta({ id: 'NewPasswordRequest' });

export const forgotPasswordRequestSchema = z
  .object({ email: emailSchema })
  .meta({ id: 'ForgotPasswordRequest' });

export const RESET_CODE_MESSAGE = 'Enter the 6-digit code from the e-mail';

export const resetPasswordRequestSchema = z
  .object({
    email: emailSchema,
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, RESET_CODE_MESSAGE),
    newPassword: newPasswordSchema,
  })
  .meta({ id: 'ResetPasswordRequest' });

export const refreshRequestSchema = z
  .object({ email: emailSchema, refreshToken: z.string().min(1) })
  .meta({ id: 'RefreshRequest' });

export const logoutRequestSchema = z.object({ email: emailSchema }).meta({ id: 'LogoutRequest' });

export const migrateRequestSchema = z
  .object({ email: emailSchema, password: currentPasswordSchema })
  .meta({ id: 'MigrateRequest' });

export const changePasswordRequestSchema = z
  .object({
    oldPassword: currentPasswordSchema,
    newPassword: newPasswordSchema,
    accessToken: z.string().min(1),
  })
  .meta({ id: 'ChangePasswordRequest' });

export const changeEmailRequestSchema = z
  .object({
    oldEmail: emailSchema,
    newEmail: emailSchema,
    /** The current password: a session alone may not take the account. */
    password: currentPasswordSchema,
  })
  .meta({ id: 'ChangeEmailRequest' });

export const messageResponseSchema = z.object({ message: z.string() }).meta({ id: 'Message' });

export type Tokens = z.infer<typeof tokensSchema>;
export type NewPasswordChallenge = z.infer<typeof newPasswordChallengeSchema>;
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;
export type TwoFactorSetupChallenge = z.infer<typeof twoFactorSetupChallengeSchema>;
export type SignInRequest = z.infer<typeof signInRequestSchema>;
export type SignInResponse = z.infer<typeof signInResponseSchema>;

/** Where the single sign-on page was asked to send the user after sign-in (part 1 §2). */
export const ssoRedirectSchema = z.object({
  disputeId: z.string().nullable(),
  disputeType: z.string().nullable(),
  applicationToken: z.string().nullable(),
});

/**
 * Tokens and where to go, or (a staff user, beyond the spec) a two-factor challenge whose
 * code step follows the single sign-on as it follows the password.
 */
export const ssoAuthorizeResponseSchema = z
  .union([
    tokensSchema.extend({ redirect: ssoRedirectSchema }),
    twoFactorChallengeSchema,
    twoFactorSetupChallengeSchema,
  ])
  .meta({ id: 'SsoAuthorizeResponse' });

export type SsoRedirect = z.infer<typeof ssoRedirectSchema>;
