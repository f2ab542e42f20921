import { passwordRuleFailures } from '@paydesk/domain/password';
import { ValidationFailed } from '../../platform/errors';
import {
  COMMON_PASSWORD_MESSAGE,
  isCommonPassword,
  verifyPassword,
} from '../../platform/passwords';

export const SAME_PASSWORD_MESSAGE = 'The new password must differ from the current one.';

/**
 * The server's own check of a new password: the rules of part 1 §5 (all failures listed),
 * no common password, and not the current one. Field: newPassword.
 */
export async function assertAcceptablePassword(
  newPassword: string,
  user?: { passwordHash: string },
): Promise<void> {
  const failures = passwordRuleFailures(newPassword);
  if (failures.length === 0 && isCommonPassword(newPassword))
    failures.push(COMMON_PASSWORD_MESSAGE);
  if (failures.length === 0 && user && (await verifyPassword(newPassword, user.passwordHash))) {
    failures.push(SAME_PASSWORD_MESSAGE);
  }
  if (failures.length > 0) throw new ValidationFailed({ newPassword: failures });
}
