import { z } from 'zod';
import { RESET_CODE_MESSAGE } from './auth';

/**
 * Changing the sign-in e-mail (part 1 §7 POST /v2/users/change-email): the request asks for
 * the current password and e-mails a 6-digit code and a link to the NEW address; the change
 * happens only when the code (signed in) or the link (/verify/{key}) comes back.
 */
export const EMAIL_CHANGE_LIMITS = { codeMinutes: 30, codeAttempts: 5 } as const;

export const EMAIL_CHANGE_MESSAGES = {
  codeSent: (email: string) =>
    `We sent a 6-digit code to ${email}. Enter it here, or open the link in that e-mail.`,
  changed: (email: string) => `Your sign-in e-mail is now ${email}.`,
  noPendingChange: 'There is no e-mail change waiting for a code. Please start again.',
  codeExpired: 'This code has expired. Please request a new one.',
  codeWrong: 'The code is incorrect.',
  codeDead: 'Too many incorrect codes. Please request a new one.',
  linkInvalid: 'This link is not valid any more: it has expired or was already used.',
} as const;

/** 202: the code is on its way; nothing has changed yet. */
export const emailChangePendingSchema = z
  .object({ pending: z.literal(true), newEmail: z.string() })
  .meta({ id: 'EmailChangePending' });

export const confirmEmailChangeSchema = z
  .object({
    code: z
      .string({ error: RESET_CODE_MESSAGE })
      .trim()
      .regex(/^\d{6}$/, RESET_CODE_MESSAGE),
  })
  .meta({ id: 'ConfirmEmailChange' });

export const verifyEmailKeyParams = z.object({
  key: z.string().min(16, EMAIL_CHANGE_MESSAGES.linkInvalid).max(128),
});

/** The link's answer: the address the account signs in with from now on. */
export const emailVerifiedSchema = z
  .object({ email: z.string(), message: z.string() })
  .meta({ id: 'EmailVerified' });

export type EmailChangePending = z.infer<typeof emailChangePendingSchema>;
export type EmailVerified = z.infer<typeof emailVerifiedSchema>;
