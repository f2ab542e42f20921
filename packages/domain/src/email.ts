import { z } from 'zod';

export const EMAIL_REQUIRED_MESSAGE = 'Please enter your email';
export const EMAIL_INVALID_MESSAGE = 'The email is invalid';

/**
 * Part 1 §5 "General field checks": standard format, no consecutive dots, no leading or
 * trailing dot in the local part, a top-level domain of 2-4 letters.
 */
const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+(?<!\.)@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,4}$/;

export function isValidEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_PATTERN.test(value);
}

/** E-mails are trimmed and lower-cased before sign-in, recovery and reset (part 1 §5). */
export const normalizeEmail = (value: string) => value.trim().toLowerCase();

export const emailSchema = z
  .string({ error: EMAIL_REQUIRED_MESSAGE })
  .transform(normalizeEmail)
  .refine((value) => value.length > 0, EMAIL_REQUIRED_MESSAGE)
  .refine((value) => value.length === 0 || isValidEmail(value), EMAIL_INVALID_MESSAGE);
