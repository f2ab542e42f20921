import type { Identity } from '../../platform/access-policy';
import { recordAudit, recordRefusal } from '../../platform/audit';
import { NotFound, Unauthorized, ValidationFailed } from '../../platform/errors';
import { assertAcceptablePassword, hashPassword, verifyPassword } from '../../platform/passwords';
import type { RequestOrigin } from '../../platform/request-origin';
import { verifySessionToken } from '../../platform/tokens';
import { findUserById, setPassword, type UserRow } from './identity.repository';
import type { IdentityContext } from './identity-context';
import { endAllSessions, startSession } from './sessions.service';

export const WRONG_OLD_PASSWORD_MESSAGE = 'The current password is incorrect.';
export const WRONG_PASSWORD_MESSAGE = 'The password is incorrect.';
export const EMAIL_TAKEN_MESSAGE = 'This email is already registered.';

export async function currentUser(ctx: IdentityContext, identity: Identity): Promise<UserRow> {
  const user = await findUserById(ctx.db, identity.userId);
  if (!user) throw new NotFound('User not found.');
  return user;
}

/** A wrong current password: audited, and answered on the field that holds it. */
export async function refuseWrongPassword(
  ctx: IdentityContext,
  user: UserRow,
  action: 'password-change' | 'email-change',
  field: string,
  message: string,
  origin: RequestOrigin,
): Promise<never> {
  await recordRefusal(ctx.db, {
    action,
    outcome: 'failure',
    userId: user.id,
    email: user.email,
    ip: origin.ip,
    details: { reason: 'wrong-password' },
  });
  throw new ValidationFailed({ [field]: [message] });
}

/**
 * Change password: the access token must be this session's, the old password right. Every
 * session of the user ends; the caller gets a fresh one so this device stays signed in.
 */
export async function changePassword(
  ctx: IdentityContext,
  identity: Identity,
  input: { oldPassword: string; newPassword: string; accessToken: string },
  origin: RequestOrigin,
) {
  const token = await verifySessionToken(ctx.tokenKey, input.accessToken);
  if (token?.tokenUse !== 'access' || token.sessionId !== identity.sessionId) {
    throw new Unauthorized('The access token does not belong to this session.');
  }
  const user = await currentUser(ctx, identity);
  if (!(await verifyPassword(input.oldPassword, user.passwordHash))) {
    await refuseWrongPassword(
      ctx,
      user,
      'password-change',
      'oldPassword',
      WRONG_OLD_PASSWORD_MESSAGE,
      origin,
    );
  }
  await assertAcceptablePassword(input.newPassword, user);
  await setPassword(ctx.db, user.id, await hashPassword(input.newPassword), ctx.now());
  await recordAudit(ctx.db, {
    action: 'password-change',
    outcome: 'success',
    userId: user.id,
    email: user.email,
    ip: origin.ip,
  });
  await endAllSessions(ctx, user, 'password-change', origin);
  return startSession(ctx, user, { remember: false, origin });
}
