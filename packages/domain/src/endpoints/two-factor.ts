import type { z } from 'zod';
import { messageResponseSchema } from '../auth';
import { defineEndpoint } from '../endpoint';
import * as route from '../routes/two-factor';
import {
  recoveryCodesSchema,
  twoFactorCodeRequestSchema,
  twoFactorResetParams,
  twoFactorResetResponseSchema,
  twoFactorSecretSchema,
  twoFactorSetupConfirmRequestSchema,
  twoFactorSetupConfirmResponseSchema,
  twoFactorSetupRequestSchema,
  twoFactorSignInRequestSchema,
  twoFactorSignInResponseSchema,
  twoFactorStatusSchema,
} from '../two-factor';

/**
 * Staff two-factor sign-in (beyond the spec; PCI DSS 8.4.2): TOTP after the password or the
 * single sign-on, enrolment, recovery codes, and an admin's reset. docs/api.md "Two-factor
 * sign-in".
 */
const tags = ['auth'];
const ok = <S extends z.ZodType>(schema: S) => ({ status: 200, schema }) as const;

export const signInWithTwoFactor = defineEndpoint({
  ...route.signInWithTwoFactor,
  tags,
  summary: 'Answer the two-factor challenge with a code or a recovery code',
  description:
    'After `{ challenge: "TWO_FACTOR_REQUIRED", session }`: `code` (6 digits of the authenticator ' +
    'app; ±1 step of 30 s; each step accepted once) or `recoveryCode` (single use; the answer ' +
    'tells how many remain). A wrong code counts toward the lockout like a wrong password; the ' +
    'session (5 minutes) dies after 5 wrong codes.',
  body: twoFactorSignInRequestSchema,
  response: ok(twoFactorSignInResponseSchema),
  errors: [429],
});

export const startTwoFactorSetup = defineEndpoint({
  ...route.startTwoFactorSetup,
  tags,
  summary: 'Required mode: start the enrolment a staff sign-in must do first',
  description:
    'After `{ challenge: "TWO_FACTOR_SETUP_REQUIRED", session }`: a new secret with its otpauth URL ' +
    'and QR code (SVG). Calling it again replaces the secret.',
  body: twoFactorSetupRequestSchema,
  response: ok(twoFactorSecretSchema),
  errors: [429],
});

export const confirmTwoFactorSetup = defineEndpoint({
  ...route.confirmTwoFactorSetup,
  tags,
  summary: 'Required mode: confirm the enrolment with a first code and sign in',
  description: 'Answers the tokens and the ten recovery codes, shown this once.',
  body: twoFactorSetupConfirmRequestSchema,
  response: ok(twoFactorSetupConfirmResponseSchema),
  errors: [429],
});

export const getTwoFactor = defineEndpoint({
  ...route.getTwoFactor,
  tags: ['account'],
  summary: "The signed-in staff user's two-factor sign-in",
  description: '403 for a merchant user (two-factor sign-in is for staff).',
  response: ok(twoFactorStatusSchema),
});

export const enrolTwoFactor = defineEndpoint({
  ...route.enrolTwoFactor,
  tags: ['account'],
  summary: 'Start an enrolment: a new secret, its otpauth URL and QR code',
  description:
    'Replaces an enrolment that waits for its first code; 422 when already enrolled (turn it ' +
    'off first, or ask another admin to reset it).',
  response: ok(twoFactorSecretSchema),
  errors: [422],
});

export const confirmTwoFactor = defineEndpoint({
  ...route.confirmTwoFactor,
  tags: ['account'],
  summary: 'Confirm the enrolment with a first code: answers the ten recovery codes, once',
  body: twoFactorCodeRequestSchema,
  response: ok(recoveryCodesSchema),
  errors: [422],
});

export const regenerateRecoveryCodes = defineEndpoint({
  ...route.regenerateRecoveryCodes,
  tags: ['account'],
  summary: 'A new set of ten recovery codes (the old ones stop working)',
  body: twoFactorCodeRequestSchema,
  response: ok(recoveryCodesSchema),
  errors: [422],
});

export const disableTwoFactor = defineEndpoint({
  ...route.disableTwoFactor,
  tags: ['account'],
  summary: 'Turn two-factor sign-in off (a current code needed)',
  description: '422 in required mode (ADMIN_MFA=required) or when not enrolled.',
  body: twoFactorCodeRequestSchema,
  response: ok(messageResponseSchema),
  errors: [422],
});

export const resetTwoFactor = defineEndpoint({
  ...route.resetTwoFactor,
  tags: ['admin users'],
  summary: "Reset a staff user's two-factor sign-in (a lost phone)",
  description:
    'Removes the enrolment and its recovery codes and ends every session of the user; audited ' +
    "'two-factor-reset'. Idempotent: a user without an enrolment answers `wasEnrolled: false`. " +
    '422 for your own (another admin must reset it); 404 for an unknown user.',
  params: twoFactorResetParams,
  response: ok(twoFactorResetResponseSchema),
  errors: [404, 422],
});
