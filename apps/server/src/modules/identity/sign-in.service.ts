import type {
  NewPasswordChallenge,
  Tokens,
  TwoFactorChallenge,
  TwoFactorSetupChallenge,
} from '@paydesk/domain/auth';
import { recordAudit } from '../../platform/audit';
import { AppError, Unauthorized } from '../../platform/errors';
import {
  assertAcceptablePassword,
  hashPassword,
  verifyAgainstNothing,
  verifyPassword,
} from '../../platform/passwords';
import type { RequestOrigin } from '../../platform/request-origin';
import { hashSecret, newOpaqueToken } from '../../platform/tokens';
import {
  clearFailedSignIns,
  consumeCode,
  countFailedSignIn,
  findCodeByHash,
  findUserByEmail,
  insertOneTimeCode,
  retireOneTimeCodes,
  setPassword,
  type UserRow,
} from './identity.repository';
import { addMinutes, IDENTITY_LIMITS, type IdentityContext } from './identity-context';
import { startSession } from './sessions.service';
import { awaitsSecondFactor, twoFactorChallengeFor } from './two-factor-challenge';
import type { TwoFactorContext } from './two-factor-context';

export const WRONG_CREDENTIALS_MESSAGE = 'Incorrect email or password.';
export const DISABLED_MESSAGE = 'This user is disabled. Please contact support.';
/** An applicant of /start who has not opened the e-mailed link yet. */
export const UNVERIFIED_MESSAGE =
  'Confirm your e-mail address first: open the link we sent you to continue your application.';
export const lockedMessage = (minutes: number) =>
  `Too many failed sign-in attempts: this account is locked for ${minutes} minutes. ` +
  'Try again later or reset your password.';

/** Checks e-mail and password, counting failures and locking the account after too many. */
export async function checkCredentials(
  ctx: IdentityContext,
  input: { email: string; password: string },
  origin: RequestOrigin,
): Promise<UserRow> {
  const now = ctx.now();
  const user = await findUserByEmail(ctx.db, input.email);
  const fail = async (message: string, reason: string, userId?: number) => {
    await recordAudit(ctx.db, {
      action: 'sign-in-failed',
      outcome: 'failure',
      userId: userId ?? null,
      email: input.email,
      ip: origin.ip,
      details: { reason },
    });
    return new Unauthorized(message);
  };
  if (!user) {
    await verifyAgainstNothing(input.password);
    throw await fail(WRONG_CREDENTIALS_MESSAGE, 'unknown-email');
  }
  if (user.lockedUntil && user.lockedUntil > now) {
    const minutes = Math.max(1, Math.ceil((user.lockedUntil.getTime() - now.getTime()) / 60_000));
    throw await fail(lockedMessage(minutes), 'locked', user.id);
  }
  if (!(await verifyPassword(input.password, user.passwordHash))) {
    const counted = await countFailedSignIn(
      ctx.db,
      user.id,
      IDENTITY_LIMITS.failedSignInsBeforeLockout,
      addMinutes(now, IDENTITY_LIMITS.lockoutMinutes),
    );
    if (counted.lockedUntil && counted.lockedUntil > now) {
      await recordAudit(ctx.db, {
        action: 'lockout',
        outcome: 'success',
        userId: user.id,
        email: user.email,
        ip: origin.ip,
        details: { failedSignIns: counted.failedSignIns, lockedUntil: counted.lockedUntil },
      });
      throw await fail(
        lockedMessage(IDENTITY_LIMITS.lockoutMinutes),
        'wrong-password-locked',
        user.id,
      );
    }
    throw await fail(WRONG_CREDENTIALS_MESSAGE, 'wrong-password', user.id);
  }
  if (!user.enabled) throw await fail(DISABLED_MESSAGE, 'disabled', user.id);
  if (user.emailVerifiedAt === null) throw await fail(UNVERIFIED_MESSAGE, 'unverified', user.id);
  // A served lockout is cleared; wrong codes of a two-factor step keep counting until the code
  // is right (the right password alone does not clear them).
  if (user.lockedUntil || (user.failedSignIns > 0 && !(await awaitsSecondFactor(ctx, user)))) {
    await clearFailedSignIns(ctx.db, user.id);
  }
  return user;
}

/**
 * Sign-in: tokens, or the first-login challenge to set a new password, or (staff) the
 * two-factor step (two-factor-challenge.ts).
 */
export async function signIn(
  ctx: TwoFactorContext,
  input: { email: string; password: string; remember?: boolean | undefined },
  origin: RequestOrigin,
): Promise<Tokens | NewPasswordChallenge | TwoFactorChallenge | TwoFactorSetupChallenge> {
  const user = await checkCredentials(ctx, input, origin);
  if (user.mustSetPassword) {
    const session = newOpaqueToken();
    const now = ctx.now();
    await retireOneTimeCodes(ctx.db, user.id, 'new-password', now);
    await insertOneTimeCode(ctx.db, {
      purpose: 'new-password',
      userId: user.id,
      codeHash: hashSecret(session),
      expiresAt: addMinutes(now, IDENTITY_LIMITS.newPasswordChallengeMinutes),
      data: { remember: input.remember ?? false },
    });
    return {
      challenge: 'NEW_PASSWORD_REQUIRED',
      session,
      userAttributes: { email: user.email, firstName: user.firstName, lastName: user.lastName },
    };
  }
  const twoFactor = await twoFactorChallengeFor(ctx, user, { remember: input.remember ?? false });
  if (twoFactor) return twoFactor;
  const tokens = await startSession(ctx, user, { remember: input.remember ?? false, origin });
  await recordAudit(ctx.db, {
    action: 'sign-in',
    outcome: 'success',
    userId: user.id,
    email: user.email,
    ip: origin.ip,
    details: { remember: input.remember ?? false },
  });
  return tokens;
}

export const CHALLENGE_EXPIRED_MESSAGE =
  'This sign-in has expired. Please sign in again to set your password.';

/**
 * Answers the first-login challenge: sets the password and signs the user in (a staff user
 * through the two-factor step).
 */
export async function completeNewPassword(
  ctx: TwoFactorContext,
  input: { email: string; session: string; newPassword: string },
  origin: RequestOrigin,
): Promise<Tokens | TwoFactorChallenge | TwoFactorSetupChallenge> {
  const now = ctx.now();
  const code = await findCodeByHash(ctx.db, 'new-password', hashSecret(input.session));
  const user = code ? await findUserByEmail(ctx.db, input.email) : undefined;
  if (!code || !user || code.userId !== user.id || code.usedAt || code.expiresAt <= now) {
    throw new AppError(400, CHALLENGE_EXPIRED_MESSAGE);
  }
  await assertAcceptablePassword(input.newPassword, user);
  if (!(await consumeCode(ctx.db, code.id, now)))
    throw new AppError(400, CHALLENGE_EXPIRED_MESSAGE);
  await setPassword(ctx.db, user.id, await hashPassword(input.newPassword), now);
  await recordAudit(ctx.db, {
    action: 'new-password-set',
    outcome: 'success',
    userId: user.id,
    email: user.email,
    ip: origin.ip,
  });
  const remember = code.data?.remember === true;
  const twoFactor = await twoFactorChallengeFor(ctx, user, { remember });
  if (twoFactor) return twoFactor;
  const tokens = await startSession(ctx, user, { remember, origin });
  await recordAudit(ctx.db, {
    action: 'sign-in',
    outcome: 'success',
    userId: user.id,
    email: user.email,
    ip: origin.ip,
  });
  return tokens;
}
