import { z } from 'zod';
import { ssoRedirectSchema, tokensSchema } from './auth';
import { emailSchema } from './email';
import { idParam } from './ids';

/**
 * Staff two-factor sign-in (beyond the spec; PCI DSS 8.4.2): TOTP (RFC 6238: SHA-1, 6 digits,
 * 30 s) and ten single-use recovery codes. docs/api.md "Two-factor sign-in".
 */
export const TWO_FACTOR_MESSAGES = {
  code: 'Enter the 6-digit code from your authenticator app',
  recoveryCode: 'Enter a recovery code, such as abcde-12345',
  codeOrRecoveryCode: 'Enter the 6-digit code from your authenticator app or a recovery code',
} as const;

/** How many recovery codes an enrolment gets. */
export const RECOVERY_CODE_COUNT = 10;

/** A 6-digit code of the authenticator app (spaces are dropped: "123 456" is fine). */
export const totpCodeSchema = z
  .string()
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, TWO_FACTOR_MESSAGES.code));

/** A recovery code as shown (xxxxx-xxxxx), any case, with or without the hyphen. */
export const recoveryCodeSchema = z
  .string()
  .transform((value) => value.replace(/[\s-]+/g, '').toLowerCase())
  .pipe(z.string().regex(/^[a-z0-9]{10}$/, TWO_FACTOR_MESSAGES.recoveryCode));

/** The sign-in's code step: the code of the app, or a recovery code. */
export const twoFactorSignInRequestSchema = z
  .object({
    email: emailSchema,
    session: z.string().min(1).max(200),
    code: totpCodeSchema.optional(),
    recoveryCode: recoveryCodeSchema.optional(),
  })
  .superRefine((value, check) => {
    if ((value.code === undefined) === (value.recoveryCode === undefined)) {
      check.addIssue({
        code: 'custom',
        path: ['code'],
        message: TWO_FACTOR_MESSAGES.codeOrRecoveryCode,
      });
    }
  })
  .meta({ id: 'TwoFactorSignInRequest' });

export const twoFactorSignInResponseSchema = tokensSchema
  .extend({
    /** With a recovery code: how many unused ones remain. */
    recoveryCodesLeft: z.number().int().optional(),
    /** After single sign-on: where the sign-on page was asked to send the user. */
    redirect: ssoRedirectSchema.optional(),
  })
  .meta({ id: 'TwoFactorSignInResponse' });

/** A new enrolment: the secret (base32, for manual entry), its otpauth:// URL and a QR code. */
export const twoFactorSecretSchema = z
  .object({
    secret: z.string(),
    otpauthUrl: z.string(),
    /** The otpauth URL as an SVG QR code (rendered by the server). */
    qrSvg: z.string(),
  })
  .meta({ id: 'TwoFactorSecret' });

export const twoFactorSetupRequestSchema = z
  .object({ email: emailSchema, session: z.string().min(1).max(200) })
  .meta({ id: 'TwoFactorSetupRequest' });

export const twoFactorSetupConfirmRequestSchema = z
  .object({ email: emailSchema, session: z.string().min(1).max(200), code: totpCodeSchema })
  .meta({ id: 'TwoFactorSetupConfirmRequest' });

export const recoveryCodesSchema = z
  .object({ recoveryCodes: z.array(z.string()) })
  .meta({ id: 'TwoFactorRecoveryCodes' });

export const twoFactorSetupConfirmResponseSchema = tokensSchema
  .extend({ recoveryCodes: z.array(z.string()) })
  .meta({ id: 'TwoFactorSetupConfirmResponse' });

export const twoFactorStatusSchema = z
  .object({
    enrolled: z.boolean(),
    /** ISO 8601; null while not enrolled (or an enrolment waits for its first code). */
    confirmedAt: z.string().nullable(),
    /** ADMIN_MFA=required: staff cannot sign in without it, nor turn it off. */
    required: z.boolean(),
    recoveryCodesLeft: z.number().int(),
  })
  .meta({ id: 'TwoFactorStatus' });

/** A signed-in step that proves the app is at hand: confirm, new recovery codes, turn off. */
export const twoFactorCodeRequestSchema = z
  .object({ code: totpCodeSchema })
  .meta({ id: 'TwoFactorCodeRequest' });

export const twoFactorResetParams = z.object({
  id: idParam('user', 'A staff user whose two-factor sign-in is reset'),
});

export const twoFactorResetResponseSchema = z
  .object({
    userId: z.number().int(),
    /** False when the user had no enrolment (the call changes nothing then). */
    wasEnrolled: z.boolean(),
    sessionsEnded: z.number().int(),
  })
  .meta({ id: 'TwoFactorReset' });

export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;
export type TwoFactorSecret = z.infer<typeof twoFactorSecretSchema>;
export type TwoFactorSignInResponse = z.infer<typeof twoFactorSignInResponseSchema>;
export type TwoFactorSetupConfirmResponse = z.infer<typeof twoFactorSetupConfirmResponseSchema>;
