import { randomUUID } from 'node:crypto';
import type { Tokens } from '@paydesk/domain/auth';
import type { Database } from '../../db/client';
import type { Identity } from '../../platform/access-policy';
import { recordAudit } from '../../platform/audit';
import { Forbidden, Unauthorized } from '../../platform/errors';
import type { RequestOrigin } from '../../platform/request-origin';
import type { SharedDependencies } from '../../platform/shared-dependencies';
import {
  hashSecret,
  newOpaqueToken,
  signSessionTokens,
  TOKEN_LIFETIME_SECONDS,
} from '../../platform/tokens';
import {
  findLiveSession,
  findRefreshToken,
  findUserAccount,
  insertRefreshToken,
  insertSession,
  revokeSession,
  revokeUserSessions,
  touchSession,
  type UserMerchant,
  type UserRow,
  useRefreshToken,
} from './identity.repository';
import { addMinutes, IDENTITY_LIMITS, type IdentityContext } from './identity-context';

/** The identity services' context, on the pool or on a call's transaction. */
export function identityContextFor(
  deps: Pick<SharedDependencies, 'database' | 'mailer' | 'clock' | 'config' | 'tokenKey'>,
  db: Database = deps.database.db,
): IdentityContext {
  return {
    db,
    tokenKey: deps.tokenKey,
    mailer: deps.mailer,
    publicUrl: deps.config.publicUrl,
    now: () => deps.clock.now(),
  };
}

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

/** Who a session's tokens name. */
const tokenSubject = (user: UserRow, sessionId: string) => ({
  userId: user.id,
  sessionId,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  groups: user.groups,
});

async function issueTokens(
  ctx: IdentityContext,
  user: UserRow,
  sessionId: string,
): Promise<Tokens> {
  const refreshToken = newOpaqueToken();
  await insertRefreshToken(ctx.db, sessionId, hashSecret(refreshToken));
  const { idToken, accessToken } = await signSessionTokens(
    ctx.tokenKey,
    tokenSubject(user, sessionId),
  );
  return { idToken, accessToken, refreshToken, expiresIn: TOKEN_LIFETIME_SECONDS };
}

/** Starts a session: 12 hours, or 30 days with remember-me, whatever the refreshes. */
export async function startSession(
  ctx: IdentityContext,
  user: UserRow,
  options: { remember: boolean; origin: RequestOrigin },
): Promise<Tokens> {
  const now = ctx.now();
  const sessionId = randomUUID();
  const lifetimeMinutes = options.remember
    ? IDENTITY_LIMITS.rememberedSessionDays * 24 * 60
    : IDENTITY_LIMITS.sessionHours * 60;
  await insertSession(ctx.db, {
    id: sessionId,
    userId: user.id,
    remember: options.remember,
    createdAt: now,
    expiresAt: addMinutes(now, lifetimeMinutes),
    ip: options.origin.ip,
    userAgent: options.origin.userAgent?.slice(0, 500) ?? null,
  });
  return issueTokens(ctx, user, sessionId);
}

/**
 * Rotates a refresh token. A token that was already used is a replay: the whole session
 * (the token family) is revoked, and the thief and the owner both have to sign in again.
 */
export async function refreshSession(
  ctx: IdentityContext,
  input: { email: string; refreshToken: string },
  origin: RequestOrigin,
): Promise<Tokens> {
  const now = ctx.now();
  const tokenHash = hashSecret(input.refreshToken);
  const found = await findRefreshToken(ctx.db, tokenHash);
  if (!found || found.user.email !== input.email) throw new Unauthorized(SESSION_ENDED_MESSAGE);
  const { session, user, token } = found;
  if (session.revokedAt || session.expiresAt <= now || !user.enabled) {
    throw new Unauthorized(SESSION_ENDED_MESSAGE);
  }
  if (token.usedAt || !(await useRefreshToken(ctx.db, tokenHash, now))) {
    await revokeSession(ctx.db, session.id, 'refresh-token-reuse', now);
    await recordAudit(ctx.db, {
      action: 'token-family-revoked',
      outcome: 'failure',
      userId: user.id,
      email: user.email,
      ip: origin.ip,
      details: { sessionId: session.id, reason: 'a used refresh token was presented again' },
    });
    throw new Unauthorized(SESSION_ENDED_MESSAGE);
  }
  await touchSession(ctx.db, session.id, now);
  return issueTokens(ctx, user, session.id);
}

async function endSession(ctx: IdentityContext, sessionId: string, reason: string) {
  await revokeSession(ctx.db, sessionId, reason, ctx.now());
}

/** Logout: only the session's own user may end it (the e-mail of the body is the caller's). */
export async function logout(
  ctx: IdentityContext,
  identity: Identity,
  email: string,
  origin: RequestOrigin,
): Promise<void> {
  if (email !== identity.email) throw new Forbidden('This is not your session.');
  await endSession(ctx, identity.sessionId, 'logout');
  await recordAudit(ctx.db, {
    action: 'logout',
    outcome: 'success',
    userId: identity.userId,
    email: identity.email,
    ip: origin.ip,
  });
}

/** Ends every session of the user (password change or reset, user disabled). */
export async function endAllSessions(
  ctx: IdentityContext,
  user: Pick<UserRow, 'id' | 'email'>,
  reason: string,
  origin?: RequestOrigin,
): Promise<number> {
  const count = await revokeUserSessions(ctx.db, user.id, reason, ctx.now());
  await recordAudit(ctx.db, {
    action: 'sessions-revoked',
    outcome: 'success',
    userId: user.id,
    email: user.email,
    ip: origin?.ip ?? null,
    details: { reason, count },
  });
  return count;
}

async function liveSession(ctx: IdentityContext, sessionId: string) {
  const found = await findLiveSession(ctx.db, sessionId, ctx.now());
  return found?.user.enabled ? found : undefined;
}

/** A user with the merchant accounts they hold (the account read of /api/users/info). */
export interface UserAccount {
  user: UserRow;
  merchants: UserMerchant[];
}

/** What the guard read with each request's session, by the request's identity. */
const accountsReadWithSession = new WeakMap<Identity, UserAccount>();

/**
 * Who calls, when the token's session is live and its user enabled: the identity the guard
 * sets on the request. The user's account, read in the same query, is kept with it for this
 * request (see `userAccountOf`).
 */
export async function sessionIdentity(
  ctx: IdentityContext,
  token: { sessionId: string; userId: number },
): Promise<Identity | undefined> {
  const found = await liveSession(ctx, token.sessionId);
  if (!found || found.user.id !== token.userId) return undefined;
  const { user, session, merchants, permissions } = found;
  const open = merchants.filter((merchant) => merchant.status === 1);
  const identity: Identity = {
    userId: user.id,
    sessionId: session.id,
    email: user.email,
    groups: user.groups,
    isAdmin: user.groups[0] === 'mp_admin',
    isMerchantAdmin: user.isMerchantAdmin || open.some((m) => m.isAdmin),
    merchantIds: open.map((m) => m.id),
    permissions,
    adminMerchantIds: open.filter((m) => m.isAdmin).map((m) => m.id),
    merchantPermissions: new Map(open.map((m) => [m.id, m.permissions])),
  };
  accountsReadWithSession.set(identity, { user, merchants });
  return identity;
}

/**
 * The caller's account: as the guard read it with this request's session (no second query),
 * or read now when `fresh` (after the request changed it).
 */
export async function userAccountOf(
  db: Database,
  identity: Identity,
  options: { fresh?: boolean } = {},
): Promise<UserAccount | undefined> {
  const read = options.fresh ? undefined : accountsReadWithSession.get(identity);
  return read ?? findUserAccount(db, identity.userId);
}

/** A session the server opened for itself to call its own routes as a user. */
export interface ServiceSession {
  /** The `authorization` header value of the session's access token. */
  authorization: string;
  /** Revokes the session (call it when done, whatever happened). */
  end(): Promise<void>;
}

/** How long a service session lives at most (it is revoked as soon as the work is done). */
const SERVICE_SESSION_MINUTES = 10;

/**
 * Opens a short session for `userId` so the server can call one of its own routes as that
 * user (a scheduled report runs the report's list route): no refresh token, ten minutes at
 * most, revoked by `end()`. Its token passes the guard's ordinary checks, so the user's state
 * at that moment (enabled, staff, permission keys) decides what the call may do; the token
 * never leaves the process. Undefined for a user who cannot sign in (missing or disabled).
 * Writes through `ctx.db`, which must be the pool: the call that uses it reads the session
 * through the pool.
 */
export async function openServiceSession(
  ctx: IdentityContext,
  userId: number,
  purpose: string,
): Promise<ServiceSession | undefined> {
  const account = await findUserAccount(ctx.db, userId);
  if (!account?.user.enabled) return undefined;
  const { user } = account;
  const now = ctx.now();
  const sessionId = randomUUID();
  await insertSession(ctx.db, {
    id: sessionId,
    userId: user.id,
    remember: false,
    createdAt: now,
    expiresAt: addMinutes(now, SERVICE_SESSION_MINUTES),
    ip: null,
    userAgent: `paydesk ${purpose}`.slice(0, 500),
  });
  const { accessToken } = await signSessionTokens(ctx.tokenKey, tokenSubject(user, sessionId));
  return {
    authorization: `Bearer ${accessToken}`,
    end: () => endSession(ctx, sessionId, `${purpose} done`),
  };
}
