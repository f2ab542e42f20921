import { RESET_CODE_MESSAGE } from '@paydesk/domain/auth';
import {
  EMAIL_INVALID_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  isValidEmail,
  normalizeEmail,
} from '@paydesk/domain/email';
import { PASSWORD_REQUIRED_MESSAGE, passwordRuleFailures } from '@paydesk/domain/password';

/** Part 1 §5 recovery messages: 'Please enter your email', 'The email is invalid'. */
export function emailError(value: string): string | undefined {
  const email = normalizeEmail(value);
  if (!email) return EMAIL_REQUIRED_MESSAGE;
  return isValidEmail(email) ? undefined : EMAIL_INVALID_MESSAGE;
}

export interface SignInErrors {
  email?: string | undefined;
  password?: string | undefined;
}

/** The sign-in form: an e-mail and a password (only its presence: the rules may be newer). */
export function validateSignIn(values: { email: string; password: string }): SignInErrors {
  const errors: SignInErrors = {};
  const email = emailError(values.email);
  if (email) errors.email = email;
  if (!values.password) errors.password = PASSWORD_REQUIRED_MESSAGE;
  return errors;
}

/** Every rule a new password fails (part 1 §5), as messages. */
export function newPasswordErrors(password: string): string[] {
  return passwordRuleFailures(password);
}

/** The 6-digit code of the reset e-mail. */
export function resetCodeError(code: string): string | undefined {
  return /^\d{6}$/.test(code.trim()) ? undefined : RESET_CODE_MESSAGE;
}
