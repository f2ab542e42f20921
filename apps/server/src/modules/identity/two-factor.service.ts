import type { TwoFactorSecret, TwoFactorStatus } from '@paydesk/domain/two-factor';
import type { Identity } from '../../platform/access-policy';
import { type Actor, recordSuccess, refuseAttempt } from '../../platform/audit';
import { Forbidden, NotFound } from '../../platform/errors';
import { findUserById, revokeUserSessions } from './identity.repository';
import {
  countRecoveryCodesLeft,
  deleteTwoFactor,
  findTwoFactor,
  replaceRecoveryCodes,
  savePendingEnrolment,
} from './two-factor.repository';
import { enrolmentOf, newRecoveryCodes, newTotpSecret } from './two-factor-codes';
import type { TwoFactorContext } from './two-factor-context';
import {
  acceptTotpCode,
  REUSED_TWO_FACTOR_CODE_MESSAGE,
  WRONG_TWO_FACTOR_CODE_MESSAGE,
} from './two-factor-sign-in.service';

export const STAFF_ONLY_MESSAGE = 'Two-factor sign-in is for Paydesk staff.';
export const ALREADY_ENROLLED_MESSAGE =
  'Two-factor sign-in is already on. Turn it off first, or ask another admin to reset it.';
export const NOT_STARTED_MESSAGE = 'Start the set-up first: scan a new QR code.';
export const NOT_ENROLLED_MESSAGE = 'Two-factor sign-in is not on.';
export const REQUIRED_MESSAGE =
  'Two-factor sign-in is required for Paydesk staff: it cannot be turned off.';
export const OWN_RESET_MESSAGE =
  'You cannot reset your own two-factor sign-in: ask another admin to do it.';

/** The signed-in staff user (the routes' policy is signed-in; merchant users get 403). */
function staffActor(identity: Identity, ip: string): Actor {
  if (!identity.isAdmin) throw new Forbidden(STAFF_ONLY_MESSAGE);
  return { userId: identity.userId, email: identity.email, ip };
}

/** GET /users/two-factor. */
export async function twoFactorStatus(
  ctx: TwoFactorContext,
  identity: Identity,
): Promise<TwoFactorStatus> {
  staffActor(identity, '');
  const enrolment = await findTwoFactor(ctx.db, identity.userId);
  const confirmedAt = enrolment?.confirmedAt ?? null;
  return {
    enrolled: confirmedAt !== null,
    confirmedAt: confirmedAt?.toISOString() ?? null,
    required: ctx.mode === 'required',
    recoveryCodesLeft: confirmedAt ? await countRecoveryCodesLeft(ctx.db, identity.userId) : 0,
  };
}

/** POST /users/two-factor/enrol: a new secret waiting for its first code. */
export async function enrolTwoFactor(
  ctx: TwoFactorContext,
  identity: Identity,
  ip: string,
): Promise<TwoFactorSecret> {
  const actor = staffActor(identity, ip);
  const secret = newTotpSecret();
  const attempt = { action: 'two-factor-enrol', details: { via: 'account' } } as const;
  if (!(await savePendingEnrolment(ctx.db, actor.userId, ctx.cipher.encrypt(secret), ctx.now()))) {
    return refuseAttempt(ctx.db, actor, attempt, ALREADY_ENROLLED_MESSAGE);
  }
  await recordSuccess(ctx.db, actor, attempt);
  return enrolmentOf(secret, actor.email);
}

/** Checks a current code of the caller's enrolment (422 when wrong or reused). */
async function requireCode(
  ctx: TwoFactorContext,
  actor: Actor,
  code: string,
  attempt: { action: 'two-factor-confirm' | 'recovery-codes-regenerated' | 'two-factor-disable' },
  options: { confirming: boolean },
) {
  const enrolment = await findTwoFactor(ctx.db, actor.userId);
  const audited = { action: attempt.action, details: {} };
  if (options.confirming) {
    if (!enrolment) return refuseAttempt(ctx.db, actor, audited, NOT_STARTED_MESSAGE);
    if (enrolment.confirmedAt) {
      return refuseAttempt(ctx.db, actor, audited, ALREADY_ENROLLED_MESSAGE);
    }
  } else if (!enrolment?.confirmedAt) {
    return refuseAttempt(ctx.db, actor, audited, NOT_ENROLLED_MESSAGE);
  }
  const refused = await acceptTotpCode(
    ctx,
    actor.userId,
    enrolment.secretEncrypted,
    enrolment.lastUsedStep,
    code,
    options.confirming ? ctx.now() : undefined,
  );
  if (refused) {
    const message =
      refused === 'reused-code' ? REUSED_TWO_FACTOR_CODE_MESSAGE : WRONG_TWO_FACTOR_CODE_MESSAGE;
    return refuseAttempt(
      ctx.db,
      actor,
      { action: attempt.action, details: { reason: refused } },
      message,
    );
  }
}

async function freshRecoveryCodes(ctx: TwoFactorContext, userId: number): Promise<string[]> {
  const { codes, hashes } = newRecoveryCodes();
  await replaceRecoveryCodes(ctx.db, userId, hashes, ctx.now());
  return codes;
}

/** POST /users/two-factor/confirm: the first code turns it on; answers the recovery codes. */
export async function confirmTwoFactor(
  ctx: TwoFactorContext,
  identity: Identity,
  ip: string,
  code: string,
): Promise<{ recoveryCodes: string[] }> {
  const actor = staffActor(identity, ip);
  await requireCode(ctx, actor, code, { action: 'two-factor-confirm' }, { confirming: true });
  const recoveryCodes = await freshRecoveryCodes(ctx, actor.userId);
  await recordSuccess(ctx.db, actor, {
    action: 'two-factor-confirm',
    details: { via: 'account', recoveryCodeCount: recoveryCodes.length },
  });
  return { recoveryCodes };
}

/** POST /users/two-factor/recovery-codes: a new set; the old ones stop working. */
export async function regenerateRecoveryCodes(
  ctx: TwoFactorContext,
  identity: Identity,
  ip: string,
  code: string,
): Promise<{ recoveryCodes: string[] }> {
  const actor = staffActor(identity, ip);
  const action = 'recovery-codes-regenerated' as const;
  await requireCode(ctx, actor, code, { action }, { confirming: false });
  const recoveryCodes = await freshRecoveryCodes(ctx, actor.userId);
  await recordSuccess(ctx.db, actor, {
    action,
    details: { recoveryCodeCount: recoveryCodes.length },
  });
  return { recoveryCodes };
}

/** DELETE /users/two-factor: turns it off (never in required mode). */
export async function disableTwoFactor(
  ctx: TwoFactorContext,
  identity: Identity,
  ip: string,
  code: string,
): Promise<{ message: string }> {
  const actor = staffActor(identity, ip);
  const attempt = { action: 'two-factor-disable', details: {} } as const;
  if (ctx.mode === 'required') return refuseAttempt(ctx.db, actor, attempt, REQUIRED_MESSAGE);
  await requireCode(ctx, actor, code, attempt, { confirming: false });
  await deleteTwoFactor(ctx.db, actor.userId);
  await recordSuccess(ctx.db, actor, attempt);
  return { message: 'Two-factor sign-in is off.' };
}

/**
 * DELETE /v2/admin/users/:id/two-factor: another admin removes a user's enrolment and
 * recovery codes (a lost phone) and ends the user's sessions; nothing to do answers
 * `wasEnrolled: false` and ends no session.
 */
export async function resetTwoFactor(
  ctx: TwoFactorContext,
  actor: Actor,
  userId: number,
): Promise<{ userId: number; wasEnrolled: boolean; sessionsEnded: number }> {
  const target = await findUserById(ctx.db, userId);
  if (!target) throw new NotFound('This user does not exist.');
  const attempt = {
    action: 'two-factor-reset',
    details: { targetUserId: target.id, targetEmail: target.email },
  } as const;
  if (target.id === actor.userId) return refuseAttempt(ctx.db, actor, attempt, OWN_RESET_MESSAGE);
  const wasEnrolled = await deleteTwoFactor(ctx.db, target.id);
  const sessionsEnded = wasEnrolled
    ? await revokeUserSessions(ctx.db, target.id, 'two-factor-reset', ctx.now())
    : 0;
  await recordSuccess(ctx.db, actor, {
    action: attempt.action,
    details: { ...attempt.details, wasEnrolled, sessionsEnded },
  });
  return { userId: target.id, wasEnrolled, sessionsEnded };
}
