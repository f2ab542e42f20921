import type {
  SsoRedirect,
  Tokens,
  TwoFactorChallenge,
  TwoFactorSetupChallenge,
} from '@paydesk/domain/auth';
import { recordAudit } from '../../platform/audit';
import { Unauthorized } from '../../platform/errors';
import type { RequestOrigin } from '../../platform/request-origin';
import { hashSecret, newOpaqueToken } from '../../platform/tokens';
import {
  consumeCode,
  findCodeByHash,
  findUserById,
  insertOneTimeCode,
  type UserRow,
} from './identity.repository';
import { IDENTITY_LIMITS, type IdentityContext } from './identity-context';
import { startSession } from './sessions.service';
import { twoFactorChallengeFor } from './two-factor-challenge';
import type { TwoFactorContext } from './two-factor-context';

export const SSO_KEY_EXPIRED_MESSAGE =
  'This sign-in link has expired or was already used. Please sign in again.';

/** A one-time key (60 s, single use) that the web app exchanges for tokens. */
export async function issueSsoKey(
  ctx: IdentityContext,
  user: UserRow,
  options: { remember: boolean; redirect: SsoRedirect },
  origin: RequestOrigin,
): Promise<string> {
  const key = newOpaqueToken();
  const now = ctx.now();
  await insertOneTimeCode(ctx.db, {
    purpose: 'sso-key',
    userId: user.id,
    codeHash: hashSecret(key),
    expiresAt: new Date(now.getTime() + IDENTITY_LIMITS.ssoKeySeconds * 1000),
    data: { remember: options.remember, ...options.redirect },
  });
  await recordAudit(ctx.db, {
    action: 'sso-key-issued',
    outcome: 'success',
    userId: user.id,
    email: user.email,
    ip: origin.ip,
  });
  return key;
}

/**
 * Exchanges the key for tokens and where to go; a staff user gets the two-factor step first
 * (the redirect waits in its challenge and comes with the tokens of POST /auth/two-factor).
 */
export async function authorizeSsoKey(
  ctx: TwoFactorContext,
  key: string,
  origin: RequestOrigin,
): Promise<(Tokens & { redirect: SsoRedirect }) | TwoFactorChallenge | TwoFactorSetupChallenge> {
  const now = ctx.now();
  const code = await findCodeByHash(ctx.db, 'sso-key', hashSecret(key));
  if (!code || code.usedAt || code.expiresAt <= now || !(await consumeCode(ctx.db, code.id, now))) {
    throw new Unauthorized(SSO_KEY_EXPIRED_MESSAGE);
  }
  const user = await findUserById(ctx.db, code.userId);
  if (!user?.enabled) throw new Unauthorized(SSO_KEY_EXPIRED_MESSAGE);
  const data = code.data ?? {};
  const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
  const redirect: SsoRedirect = {
    disputeId: text(data.disputeId),
    disputeType: text(data.disputeType),
    applicationToken: text(data.applicationToken),
  };
  const twoFactor = await twoFactorChallengeFor(ctx, user, {
    remember: data.remember === true,
    redirect,
  });
  if (twoFactor) return twoFactor;
  const tokens = await startSession(ctx, user, { remember: data.remember === true, origin });
  await recordAudit(ctx.db, {
    action: 'sign-in',
    outcome: 'success',
    userId: user.id,
    email: user.email,
    ip: origin.ip,
    details: { via: 'sso' },
  });
  return { ...tokens, redirect };
}
