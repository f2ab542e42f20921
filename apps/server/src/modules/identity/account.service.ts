import type { AccountInfo, Profile } from '@paydesk/domain/profile';
import type { Identity } from '../../platform/access-policy';
import { recordAudit } from '../../platform/audit';
import { AppError, NotFound, Unauthorized, ValidationFailed } from '../../platform/errors';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import { verifySessionToken } from '../../platform/tokens';
import {
  findUserByEmail,
  findUserById,
  merchantsOfUser,
  setPassword,
  type UserRow,
  updateUser,
} from './identity.repository';
import type { IdentityContext, RequestOrigin } from './identity-context';
import { assertAcceptablePassword } from './password-policy';
import { endAllSessions, startSession } from './sessions.service';

export function toProfile(user: UserRow): Profile {
  return {
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    remoteId: String(user.id),
    login: user.email,
    isMerchantAdmin: user.isMerchantAdmin,
    additionalInfoStatus: user.additionalInfoStatus,
    applicationTokens: user.applicationTokens,
    groups: user.groups.map((name) => ({ name })),
    primaryPhone: user.primaryPhone,
    mobilePhone: user.mobilePhone,
    lastLogin: user.lastLogin?.toISOString() ?? null,
  };
}

async function currentUser(ctx: IdentityContext, identity: Identity): Promise<UserRow> {
  const user = await findUserById(ctx.db, identity.userId);
  if (!user) throw new NotFound('User not found.');
  return user;
}

export async function accountInfo(ctx: IdentityContext, identity: Identity): Promise<AccountInfo> {
  const user = await currentUser(ctx, identity);
  const merchants = await merchantsOfUser(ctx.db, user.id);
  return {
    data: {
      profile: toProfile(user),
      merchants,
    },
  };
}

export async function updateAccountInfo(
  ctx: IdentityContext,
  identity: Identity,
  input: {
    firstName: string;
    lastName: string;
    primaryPhone?: string | null | undefined;
    mobilePhone?: string | null | undefined;
  },
): Promise<AccountInfo> {
  await updateUser(ctx.db, identity.userId, {
    firstName: input.firstName,
    lastName: input.lastName,
    ...(input.primaryPhone !== undefined ? { primaryPhone: input.primaryPhone || null } : {}),
    ...(input.mobilePhone !== undefined ? { mobilePhone: input.mobilePhone || null } : {}),
  });
  return accountInfo(ctx, identity);
}

export async function recordLastLogin(ctx: IdentityContext, identity: Identity): Promise<string> {
  const at = ctx.now();
  await updateUser(ctx.db, identity.userId, { lastLogin: at });
  return at.toISOString();
}

export const WRONG_OLD_PASSWORD_MESSAGE = 'The current password is incorrect.';

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
    await recordAudit(ctx.db, {
      action: 'password-change',
      outcome: 'failure',
      userId: user.id,
      email: user.email,
      ip: origin.ip,
      details: { reason: 'wrong-old-password' },
    });
    throw new ValidationFailed({ oldPassword: [WRONG_OLD_PASSWORD_MESSAGE] });
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

export const EMAIL_TAKEN_MESSAGE = 'This email is already registered.';

export async function changeEmail(
  ctx: IdentityContext,
  identity: Identity,
  input: { oldEmail: string; newEmail: string },
  origin: RequestOrigin,
): Promise<AccountInfo> {
  const user = await currentUser(ctx, identity);
  if (input.oldEmail !== user.email) {
    throw new ValidationFailed({ oldEmail: ['This is not the email of your account.'] });
  }
  if (input.newEmail === user.email) {
    throw new ValidationFailed({ newEmail: ['The new email is the same as the current one.'] });
  }
  if (await findUserByEmail(ctx.db, input.newEmail)) {
    throw new ValidationFailed({ newEmail: [EMAIL_TAKEN_MESSAGE] });
  }
  try {
    await updateUser(ctx.db, user.id, { email: input.newEmail });
  } catch {
    throw new AppError(409, EMAIL_TAKEN_MESSAGE, { newEmail: [EMAIL_TAKEN_MESSAGE] });
  }
  await recordAudit(ctx.db, {
    action: 'email-change',
    outcome: 'success',
    userId: user.id,
    email: input.newEmail,
    ip: origin.ip,
    details: { from: user.email, to: input.newEmail },
  });
  return accountInfo(ctx, identity);
}
