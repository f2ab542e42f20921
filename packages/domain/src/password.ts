import { z } from 'zod';

/** The password rules of part 1 §5, in the order the form lists them, with their exact messages. */
export const PASSWORD_RULES = [
  {
    id: 'length',
    message: 'Must contain at least 12 characters.',
    test: (p: string) => p.length >= 12,
  },
  {
    id: 'upper',
    message: 'Must contain at least one uppercase character.',
    test: (p: string) => /\p{Lu}/u.test(p),
  },
  {
    id: 'lower',
    message: 'Must contain at least one lowercase character.',
    test: (p: string) => /\p{Ll}/u.test(p),
  },
  { id: 'digit', message: 'Must contain at least one number.', test: (p: string) => /\d/.test(p) },
  {
    id: 'special',
    message: 'Must contain at least one special character.',
    test: (p: string) => /[^\p{L}\p{N}\s]/u.test(p),
  },
  { id: 'spaces', message: 'Cannot contain spaces.', test: (p: string) => !/\s/.test(p) },
] as const;

export const PASSWORD_REQUIRED_MESSAGE = 'This field is required';
export const PASSWORD_MIN_LENGTH = 12;
/** Longer inputs are refused before hashing (scrypt cost grows with input). */
export const PASSWORD_MAX_LENGTH = 256;

/** Every rule the password fails, as messages; empty when it passes them all. */
export function passwordRuleFailures(password: string): string[] {
  if (password.length === 0) return [PASSWORD_REQUIRED_MESSAGE];
  return PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.message);
}

/** A new password: every failing rule is reported, not only the first. */
export const newPasswordSchema = z
  .string({ error: PASSWORD_REQUIRED_MESSAGE })
  .max(PASSWORD_MAX_LENGTH, `Must be at most ${PASSWORD_MAX_LENGTH} characters.`)
  .superRefine((password, ctx) => {
    for (const message of passwordRuleFailures(password)) ctx.addIssue({ code: 'custom', message });
  });

/** A password typed to sign in: only presence is checked (the rules may have changed since). */
export const currentPasswordSchema = z
  .string({ error: PASSWORD_REQUIRED_MESSAGE })
  .min(1, PASSWORD_REQUIRED_MESSAGE)
  .max(PASSWORD_MAX_LENGTH, `Must be at most ${PASSWORD_MAX_LENGTH} characters.`);
