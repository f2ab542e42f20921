import type {
  SsoRedirect,
  TwoFactorChallenge,
  TwoFactorSetupChallenge,
} from '@paydesk/domain/auth';
import { hashSecret, newOpaqueToken } from '../../platform/tokens';
import { insertOneTimeCode, retireOneTimeCodes, type UserRow } from './identity.repository';
import { addMinutes } from './identity-context';
import { hasConfirmedTwoFactor } from './two-factor.repository';
import { isStaff, TWO_FACTOR_LIMITS, type TwoFactorContext } from './two-factor-context';

export type TwoFactorPurpose = 'two-factor' | 'two-factor-enrol';

/** What a challenge carries to the step that answers it. */
export interface ChallengeData {
  remember: boolean;
  redirect?: SsoRedirect;
}

/**
 * The two-factor step a sign-in of this user must take before tokens, if any: a staff user
 * with a confirmed enrolment answers a code; in required mode one without must enrol first.
 * Undefined: tokens as before (merchant users; staff in optional mode not enrolled).
 */
export async function twoFactorChallengeFor(
  ctx: TwoFactorContext,
  user: UserRow,
  data: ChallengeData,
): Promise<TwoFactorChallenge | TwoFactorSetupChallenge | undefined> {
  if (!isStaff(user)) return undefined;
  const enrolled = await hasConfirmedTwoFactor(ctx.db, user.id);
  if (!enrolled && ctx.mode !== 'required') return undefined;
  const purpose: TwoFactorPurpose = enrolled ? 'two-factor' : 'two-factor-enrol';
  const session = newOpaqueToken();
  const now = ctx.now();
  await retireOneTimeCodes(ctx.db, user.id, purpose, now);
  await insertOneTimeCode(ctx.db, {
    purpose,
    userId: user.id,
    codeHash: hashSecret(session),
    expiresAt: addMinutes(now, TWO_FACTOR_LIMITS.challengeMinutes),
    // The sign-on's redirect waits here too (the column takes flat values).
    data: { remember: data.remember, ...(data.redirect ? { sso: true, ...data.redirect } : {}) },
  });
  // After single sign-on the app did not see the e-mail typed: the answer names it.
  const email = data.redirect ? { email: user.email } : {};
  return enrolled
    ? { challenge: 'TWO_FACTOR_REQUIRED', session, ...email }
    : { challenge: 'TWO_FACTOR_SETUP_REQUIRED', session, ...email };
}

/** A staff user with a confirmed enrolment: the password alone does not finish a sign-in. */
export const awaitsSecondFactor = async (ctx: Pick<TwoFactorContext, 'db'>, user: UserRow) =>
  isStaff(user) && (await hasConfirmedTwoFactor(ctx.db, user.id));
