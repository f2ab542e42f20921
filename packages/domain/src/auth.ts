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

export const signInRequestSchema = z
  .object({
    email: emailSchema,
    password: currentPasswordSchema,
    remember: z.boolean().optional(),
  })
  .meta({ id: 'SignInRequest' });

export const signInResponseSchema = z.union([tokensSchema, newPasswordChallengeSchema]);

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
export type SignInRequest = z.infer<typeof signInRequestSchema>;
export type SignInResponse = z.infer<typeof signInResponseSchema>;

/** Where the single sign-on page was asked to send the user after sign-in (part 1 §2). */
export const ssoRedirectSchema = z.object({
  disputeId: z.string().nullable(),
  disputeType: z.string().nullable(),
  applicationToken: z.string().nullable(),
});

export const ssoAuthorizeResponseSchema = tokensSchema
  .extend({ redirect: ssoRedirectSchema })
  .meta({ id: 'SsoAuthorizeResponse' });

export type SsoRedirect = z.infer<typeof ssoRedirectSchema>;
