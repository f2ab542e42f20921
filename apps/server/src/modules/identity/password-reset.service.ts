import { randomInt } from 'node:crypto';
import { recordAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import { assertAcceptablePassword, hashPassword } from '../../platform/passwords';
import type { RequestOrigin } from '../../platform/request-origin';
import { hashSecret } from '../../platform/tokens';
import {
  consumeCode,
  countWrongCode,
  findUserByEmail,
  insertOneTimeCode,
  latestOpenCode,
  retireOneTimeCodes,
  setPassword,
} from './identity.repository';
import { addMinutes, IDENTITY_LIMITS, type IdentityContext } from './identity-context';
import { migrateLegacyUserWithoutPassword } from './migration.service';
import { endAllSessions } from './sessions.service';

export const UNKNOWN_EMAIL_MESSAGE = 'The email does not exist.';
export const CODE_EXPIRED_MESSAGE = 'This code has expired. Please request a new one.';
export const CODE_WRONG_MESSAGE = 'The code is incorrect.';
export const CODE_DEAD_MESSAGE = 'Too many incorrect codes. Please request a new one.';

/** The code is hashed with the user id, so equal codes of two users never collide. */
const codeHash = (userId: number, code: string) => hashSecret(`${userId}:${code}`);

/**
 * Forgot password: e-mails a 6-digit code valid for 15 minutes (earlier codes die). A user
 * of the older system is moved into the pool first. Unknown e-mails answer 400 (part 1 §8
 * 'Non-existent email').
 */
export async function requestPasswordReset(
  ctx: IdentityContext,
  email: string,
  origin: RequestOrigin,
): Promise<void> {
  const user =
    (await findUserByEmail(ctx.db, email)) ??
    (await migrateLegacyUserWithoutPassword(ctx, email, origin));
  if (!user) {
    await recordAudit(ctx.db, {
      action: 'password-reset-requested',
      outcome: 'failure',
      email,
      ip: origin.ip,
      details: { reason: 'unknown-email' },
    });
    throw new AppError(400, UNKNOWN_EMAIL_MESSAGE, { email: [UNKNOWN_EMAIL_MESSAGE] });
  }
  const now = ctx.now();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await retireOneTimeCodes(ctx.db, user.id, 'password-reset', now);
  await insertOneTimeCode(ctx.db, {
    purpose: 'password-reset',
    userId: user.id,
    codeHash: codeHash(user.id, code),
    expiresAt: addMinutes(now, IDENTITY_LIMITS.resetCodeMinutes),
  });
  await ctx.mailer.send(
    {
      to: user.email,
      subject: 'Your Paydesk password reset code',
      text:
        `Hello ${user.firstName},\n\nYour code to reset your Paydesk password is ${code}.\n` +
        `It expires in ${IDENTITY_LIMITS.resetCodeMinutes} minutes. Enter it on ${ctx.publicUrl}/login.\n\n` +
        'If you did not ask for this, you can ignore this e-mail: your password stays as it is.\n',
    },
    ctx.db,
  );
  await recordAudit(ctx.db, {
    action: 'password-reset-requested',
    outcome: 'success',
    userId: user.id,
    email,
    ip: origin.ip,
  });
}

/** Reset with the e-mailed code: 15 minutes, 5 wrong tries, then it is dead. Ends all sessions. */
export async function resetPassword(
  ctx: IdentityContext,
  input: { email: string; code: string; newPassword: string },
  origin: RequestOrigin,
): Promise<void> {
  const now = ctx.now();
  const user = await findUserByEmail(ctx.db, input.email);
  const open = user ? await latestOpenCode(ctx.db, user.id, 'password-reset') : undefined;
  const refuse = async (message: string, reason: string) => {
    await recordAudit(ctx.db, {
      action: 'password-reset',
      outcome: 'failure',
      userId: user?.id ?? null,
      email: input.email,
      ip: origin.ip,
      details: { reason },
    });
    return new AppError(400, message, { code: [message] });
  };
  if (!user || !open || open.expiresAt <= now)
    throw await refuse(CODE_EXPIRED_MESSAGE, 'no-live-code');
  if (open.codeHash !== codeHash(user.id, input.code)) {
    const attempts = await countWrongCode(ctx.db, open.id);
    if (attempts >= IDENTITY_LIMITS.resetCodeAttempts) {
      await consumeCode(ctx.db, open.id, now);
      throw await refuse(CODE_DEAD_MESSAGE, 'too-many-wrong-codes');
    }
    throw await refuse(CODE_WRONG_MESSAGE, 'wrong-code');
  }
  await assertAcceptablePassword(input.newPassword, user);
  if (!(await consumeCode(ctx.db, open.id, now)))
    throw await refuse(CODE_EXPIRED_MESSAGE, 'code-used');
  await setPassword(ctx.db, user.id, await hashPassword(input.newPassword), now);
  await recordAudit(ctx.db, {
    action: 'password-reset',
    outcome: 'success',
    userId: user.id,
    email: user.email,
    ip: origin.ip,
  });
  await endAllSessions(ctx, user, 'password-reset', origin);
}
