import type { SsoRedirect, Tokens } from '@paydesk/domain/auth';
import type {
  TwoFactorSecret,
  TwoFactorSetupConfirmResponse,
  TwoFactorSignInResponse,
} from '@paydesk/domain/two-factor';
import { recordAudit } from '../../platform/audit';
import { Unauthorized } from '../../platform/errors';
import type { RequestOrigin } from '../../platform/request-origin';
import { hashSecret } from '../../platform/tokens';
import {
  clearFailedSignIns,
  consumeCode,
  countFailedSignIn,
  countWrongCode,
  findCodeByHash,
  findUserByEmail,
  type OneTimeCodeRow,
  type UserRow,
} from './identity.repository';
import { addMinutes, IDENTITY_LIMITS } from './identity-context';
import { startSession } from './sessions.service';
import { DISABLED_MESSAGE, lockedMessage } from './sign-in.service';
import {
  countRecoveryCodesLeft,
  findTwoFactor,
  replaceRecoveryCodes,
  savePendingEnrolment,
  useRecoveryCode,
  useStep,
} from './two-factor.repository';
import type { ChallengeData, TwoFactorPurpose } from './two-factor-challenge';
import {
  enrolmentOf,
  matchingStep,
  newRecoveryCodes,
  newTotpSecret,
  recoveryCodeHash,
} from './two-factor-codes';
import { isStaff, TWO_FACTOR_LIMITS, type TwoFactorContext } from './two-factor-context';

export const TWO_FACTOR_EXPIRED_MESSAGE =
  'This sign-in has expired. Please sign in again with your password.';
export const WRONG_TWO_FACTOR_CODE_MESSAGE =
  'That code is not right or has expired. Enter the current code from your authenticator app.';
export const REUSED_TWO_FACTOR_CODE_MESSAGE =
  'That code was already used. Wait for the next code in your authenticator app.';
export const WRONG_RECOVERY_CODE_MESSAGE = 'That recovery code is not right or was already used.';

/** The open challenge of this session and e-mail, and its user; 401 when it is gone. */
async function openChallenge(
  ctx: TwoFactorContext,
  purpose: TwoFactorPurpose,
  input: { email: string; session: string },
  origin: RequestOrigin,
): Promise<{ code: OneTimeCodeRow; user: UserRow }> {
  const now = ctx.now();
  const code = await findCodeByHash(ctx.db, purpose, hashSecret(input.session));
  const user = code ? await findUserByEmail(ctx.db, input.email) : undefined;
  if (
    !code ||
    !user ||
    code.userId !== user.id ||
    code.usedAt ||
    code.expiresAt <= now ||
    code.failedAttempts >= TWO_FACTOR_LIMITS.challengeAttempts
  ) {
    throw new Unauthorized(TWO_FACTOR_EXPIRED_MESSAGE);
  }
  const fail = async (message: string, reason: string) => {
    await recordAudit(ctx.db, {
      action: 'two-factor-challenge-failed',
      outcome: 'failure',
      userId: user.id,
      email: user.email,
      ip: origin.ip,
      details: { reason },
    });
    return new Unauthorized(message);
  };
  if (user.lockedUntil && user.lockedUntil > now) {
    const minutes = Math.max(1, Math.ceil((user.lockedUntil.getTime() - now.getTime()) / 60_000));
    throw await fail(lockedMessage(minutes), 'locked');
  }
  if (!user.enabled || !isStaff(user)) throw await fail(DISABLED_MESSAGE, 'disabled');
  return { code, user };
}

/**
 * A wrong code: counted toward the lockout like a wrong password, and on the challenge (which
 * dies after a few); audited. Answers the 401 to throw.
 */
async function wrongCode(
  ctx: TwoFactorContext,
  code: OneTimeCodeRow,
  user: UserRow,
  reason: string,
  message: string,
  origin: RequestOrigin,
): Promise<Unauthorized> {
  const now = ctx.now();
  const attempts = await countWrongCode(ctx.db, code.id);
  if (attempts >= TWO_FACTOR_LIMITS.challengeAttempts) await consumeCode(ctx.db, code.id, now);
  const counted = await countFailedSignIn(
    ctx.db,
    user.id,
    IDENTITY_LIMITS.failedSignInsBeforeLockout,
    addMinutes(now, IDENTITY_LIMITS.lockoutMinutes),
  );
  const locked = counted.lockedUntil !== null && counted.lockedUntil > now;
  await recordAudit(ctx.db, {
    action: 'two-factor-challenge-failed',
    outcome: 'failure',
    userId: user.id,
    email: user.email,
    ip: origin.ip,
    details: { reason, failedSignIns: counted.failedSignIns },
  });
  if (locked) {
    await recordAudit(ctx.db, {
      action: 'lockout',
      outcome: 'success',
      userId: user.id,
      email: user.email,
      ip: origin.ip,
      details: { failedSignIns: counted.failedSignIns, lockedUntil: counted.lockedUntil },
    });
    await consumeCode(ctx.db, code.id, now);
    return new Unauthorized(lockedMessage(IDENTITY_LIMITS.lockoutMinutes));
  }
  return new Unauthorized(message);
}

/**
 * Checks a 6-digit code against the secret and uses its step: null when accepted, else why
 * not ('wrong-code': wrong or outside ±1 step; 'reused-code': that step or a later one was
 * already used). `confirmAt` confirms a waiting enrolment with it.
 */
export async function acceptTotpCode(
  ctx: TwoFactorContext,
  userId: number,
  secretEncrypted: string,
  lastUsedStep: number,
  code: string,
  confirmAt?: Date,
): Promise<null | 'wrong-code' | 'reused-code'> {
  const step = matchingStep(ctx.cipher.decrypt(secretEncrypted), code, ctx.now());
  if (step === null) return 'wrong-code';
  if (step <= lastUsedStep) return 'reused-code';
  return (await useStep(ctx.db, userId, step, confirmAt)) ? null : 'reused-code';
}

const messageOf = (reason: 'wrong-code' | 'reused-code') =>
  reason === 'reused-code' ? REUSED_TWO_FACTOR_CODE_MESSAGE : WRONG_TWO_FACTOR_CODE_MESSAGE;

const dataOf = (code: OneTimeCodeRow): ChallengeData => {
  const data = code.data ?? {};
  const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
  const redirect: SsoRedirect = {
    disputeId: text(data.disputeId),
    disputeType: text(data.disputeType),
    applicationToken: text(data.applicationToken),
  };
  return { remember: data.remember === true, ...(data.sso === true ? { redirect } : {}) };
};

/** Tokens for a user who passed the code step; the challenge is used up first (single use). */
async function finish(
  ctx: TwoFactorContext,
  code: OneTimeCodeRow,
  user: UserRow,
  via: string,
  origin: RequestOrigin,
): Promise<Tokens> {
  const now = ctx.now();
  if (!(await consumeCode(ctx.db, code.id, now)))
    throw new Unauthorized(TWO_FACTOR_EXPIRED_MESSAGE);
  if (user.failedSignIns > 0 || user.lockedUntil) await clearFailedSignIns(ctx.db, user.id);
  const tokens = await startSession(ctx, user, { remember: dataOf(code).remember, origin });
  await recordAudit(ctx.db, {
    action: 'sign-in',
    outcome: 'success',
    userId: user.id,
    email: user.email,
    ip: origin.ip,
    details: { remember: dataOf(code).remember, via },
  });
  return tokens;
}

/** POST /auth/two-factor: the code (or a recovery code) after the password or single sign-on. */
export async function signInWithTwoFactor(
  ctx: TwoFactorContext,
  input: {
    email: string;
    session: string;
    code?: string | undefined;
    recoveryCode?: string | undefined;
  },
  origin: RequestOrigin,
): Promise<TwoFactorSignInResponse> {
  const { code, user } = await openChallenge(ctx, 'two-factor', input, origin);
  const enrolment = await findTwoFactor(ctx.db, user.id);
  if (!enrolment?.confirmedAt) throw new Unauthorized(TWO_FACTOR_EXPIRED_MESSAGE);
  const { redirect } = dataOf(code);
  if (input.recoveryCode !== undefined) {
    const now = ctx.now();
    if (!(await useRecoveryCode(ctx.db, user.id, recoveryCodeHash(input.recoveryCode), now))) {
      throw await wrongCode(
        ctx,
        code,
        user,
        'wrong-recovery-code',
        WRONG_RECOVERY_CODE_MESSAGE,
        origin,
      );
    }
    const tokens = await finish(ctx, code, user, 'recovery-code', origin);
    const recoveryCodesLeft = await countRecoveryCodesLeft(ctx.db, user.id);
    await recordAudit(ctx.db, {
      action: 'two-factor-recovery-used',
      outcome: 'success',
      userId: user.id,
      email: user.email,
      ip: origin.ip,
      details: { recoveryCodesLeft },
    });
    return { ...tokens, recoveryCodesLeft, ...(redirect ? { redirect } : {}) };
  }
  const refused = await acceptTotpCode(
    ctx,
    user.id,
    enrolment.secretEncrypted,
    enrolment.lastUsedStep,
    input.code ?? '',
  );
  if (refused) throw await wrongCode(ctx, code, user, refused, messageOf(refused), origin);
  const tokens = await finish(ctx, code, user, 'two-factor', origin);
  return { ...tokens, ...(redirect ? { redirect } : {}) };
}

/** POST /auth/two-factor/setup (required mode): a new secret for the enrolment to confirm. */
export async function startTwoFactorSetup(
  ctx: TwoFactorContext,
  input: { email: string; session: string },
  origin: RequestOrigin,
): Promise<TwoFactorSecret> {
  const { user } = await openChallenge(ctx, 'two-factor-enrol', input, origin);
  const secret = newTotpSecret();
  if (!(await savePendingEnrolment(ctx.db, user.id, ctx.cipher.encrypt(secret), ctx.now()))) {
    // Confirmed meanwhile (another tab): the password step answers the code challenge now.
    throw new Unauthorized(TWO_FACTOR_EXPIRED_MESSAGE);
  }
  await recordAudit(ctx.db, {
    action: 'two-factor-enrol',
    outcome: 'success',
    userId: user.id,
    email: user.email,
    ip: origin.ip,
    details: { via: 'sign-in' },
  });
  return enrolmentOf(secret, user.email);
}

/** POST /auth/two-factor/setup/confirm: the first code confirms it; tokens and recovery codes. */
export async function confirmTwoFactorSetup(
  ctx: TwoFactorContext,
  input: { email: string; session: string; code: string },
  origin: RequestOrigin,
): Promise<TwoFactorSetupConfirmResponse> {
  const { code, user } = await openChallenge(ctx, 'two-factor-enrol', input, origin);
  const enrolment = await findTwoFactor(ctx.db, user.id);
  if (!enrolment || enrolment.confirmedAt) throw new Unauthorized(TWO_FACTOR_EXPIRED_MESSAGE);
  const now = ctx.now();
  const refused = await acceptTotpCode(
    ctx,
    user.id,
    enrolment.secretEncrypted,
    enrolment.lastUsedStep,
    input.code,
    now,
  );
  if (refused) throw await wrongCode(ctx, code, user, refused, messageOf(refused), origin);
  const { codes, hashes } = newRecoveryCodes();
  await replaceRecoveryCodes(ctx.db, user.id, hashes, now);
  await recordAudit(ctx.db, {
    action: 'two-factor-confirm',
    outcome: 'success',
    userId: user.id,
    email: user.email,
    ip: origin.ip,
    details: { via: 'sign-in', recoveryCodeCount: codes.length },
  });
  const tokens = await finish(ctx, code, user, 'two-factor-setup', origin);
  return { ...tokens, recoveryCodes: codes };
}
