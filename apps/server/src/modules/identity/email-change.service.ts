import { randomInt } from 'node:crypto';
import { EMAIL_CHANGE_LIMITS, EMAIL_CHANGE_MESSAGES } from '@paydesk/domain/email-change';
import type { Identity } from '../../platform/access-policy';
import { recordAudit, recordRefusal } from '../../platform/audit';
import { AppError, ValidationFailed } from '../../platform/errors';
import { verifyPassword } from '../../platform/passwords';
import type { RequestOrigin } from '../../platform/request-origin';
import { hashSecret, newOpaqueToken } from '../../platform/tokens';
import { whenTransactionEnds } from '../../platform/write-transaction';
import { currentUser, refuseWrongPassword, WRONG_PASSWORD_MESSAGE } from './credentials.service';
import {
  consumeCode,
  countWrongCode,
  findCodeByHash,
  findUserByEmail,
  findUserById,
  insertOneTimeCode,
  latestOpenCode,
  type OneTimeCodeRow,
  retireOneTimeCodes,
  type UserRow,
  updateUser,
} from './identity.repository';
import { addMinutes, type IdentityContext } from './identity-context';

export const EMAIL_TAKEN_MESSAGE = 'This email is already registered.';

/**
 * The pending change is one `one_time_codes` row (purpose 'change-email'): `code_hash` holds
 * the hash of the link's key (looked up by it, like a single sign-on key) and `data` the new
 * address and the hash of the 6-digit code, salted with the user id.
 */
const codeHash = (userId: number, code: string) => hashSecret(`${userId}:change-email:${code}`);

const refuseCode = (message: string) => new AppError(400, message, { code: [message] });

/**
 * Asks to change the sign-in e-mail: the current password is required (a session alone, a
 * stolen token, may not take the account), and nothing changes until the code or the link
 * mailed to the new address comes back. A new request replaces an open one.
 */
export async function requestEmailChange(
  ctx: IdentityContext,
  identity: Identity,
  input: { oldEmail: string; newEmail: string; password: string },
  origin: RequestOrigin,
): Promise<{ pending: true; newEmail: string }> {
  const user = await currentUser(ctx, identity);
  if (input.oldEmail !== user.email) {
    throw new ValidationFailed({ oldEmail: ['This is not the email of your account.'] });
  }
  if (!(await verifyPassword(input.password, user.passwordHash))) {
    await refuseWrongPassword(
      ctx,
      user,
      'email-change',
      'password',
      WRONG_PASSWORD_MESSAGE,
      origin,
    );
  }
  if (input.newEmail === user.email) {
    throw new ValidationFailed({ newEmail: ['The new email is the same as the current one.'] });
  }
  if (await findUserByEmail(ctx.db, input.newEmail)) {
    throw new ValidationFailed({ newEmail: [EMAIL_TAKEN_MESSAGE] });
  }
  const now = ctx.now();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const key = newOpaqueToken();
  await retireOneTimeCodes(ctx.db, user.id, 'change-email', now);
  await insertOneTimeCode(ctx.db, {
    purpose: 'change-email',
    userId: user.id,
    codeHash: hashSecret(key),
    expiresAt: addMinutes(now, EMAIL_CHANGE_LIMITS.codeMinutes),
    data: { newEmail: input.newEmail, codeHash: codeHash(user.id, code) },
  });
  await ctx.mailer.send(
    {
      to: input.newEmail,
      subject: 'Confirm your new Paydesk sign-in e-mail',
      text:
        `Hello ${user.firstName},\n\nYou asked to sign in to Paydesk with this address. ` +
        `Your code is ${code}.\nEnter it in My Account, or open this link:\n` +
        `${ctx.publicUrl}/verify/${key}\n\n` +
        `The code and the link expire in ${EMAIL_CHANGE_LIMITS.codeMinutes} minutes. ` +
        'If you did not ask for this, ignore this e-mail: nothing changes.\n',
    },
    ctx.db,
  );
  await recordAudit(ctx.db, {
    action: 'email-change-requested',
    outcome: 'success',
    userId: user.id,
    email: user.email,
    ip: origin.ip,
    details: { to: input.newEmail },
  });
  return { pending: true, newEmail: input.newEmail };
}

/** Confirms the signed-in user's pending change with the code: 5 wrong codes end it. */
export async function confirmEmailChange(
  ctx: IdentityContext,
  identity: Identity,
  input: { code: string },
  origin: RequestOrigin,
): Promise<void> {
  const user = await currentUser(ctx, identity);
  const open = await latestOpenCode(ctx.db, user.id, 'change-email');
  const refuse = async (message: string, reason: string) => {
    await recordRefusal(ctx.db, {
      action: 'email-change',
      outcome: 'failure',
      userId: user.id,
      email: user.email,
      ip: origin.ip,
      details: { reason, via: 'code' },
    });
    return refuseCode(message);
  };
  if (!open) throw await refuse(EMAIL_CHANGE_MESSAGES.noPendingChange, 'no-pending-change');
  if (open.expiresAt <= ctx.now()) throw await refuse(EMAIL_CHANGE_MESSAGES.codeExpired, 'expired');
  if (open.data?.codeHash !== codeHash(user.id, input.code)) {
    const dead = open.failedAttempts + 1 >= EMAIL_CHANGE_LIMITS.codeAttempts;
    // The call's transaction rolls back with the refusal: the count is kept after it.
    await whenTransactionEnds(ctx.db, async (outer) => {
      const attempts = await countWrongCode(outer, open.id);
      if (attempts >= EMAIL_CHANGE_LIMITS.codeAttempts)
        await consumeCode(outer, open.id, ctx.now());
    });
    throw dead
      ? await refuse(EMAIL_CHANGE_MESSAGES.codeDead, 'too-many-wrong-codes')
      : await refuse(EMAIL_CHANGE_MESSAGES.codeWrong, 'wrong-code');
  }
  await applyEmailChange(ctx, user, open, 'code', origin);
}

/** Confirms a pending change by the mailed link's key (public: the key is the credential). */
export async function verifyEmailChangeLink(
  ctx: IdentityContext,
  key: string,
  origin: RequestOrigin,
): Promise<{ email: string; message: string }> {
  const open = await findCodeByHash(ctx.db, 'change-email', hashSecret(key));
  const user = open && !open.usedAt ? await findUserById(ctx.db, open.userId) : undefined;
  if (!open || !user || open.usedAt || open.expiresAt <= ctx.now()) {
    await recordRefusal(ctx.db, {
      action: 'email-change',
      outcome: 'failure',
      userId: user?.id ?? null,
      ip: origin.ip,
      details: { reason: 'invalid-link', via: 'link' },
    });
    throw new AppError(400, EMAIL_CHANGE_MESSAGES.linkInvalid);
  }
  const email = await applyEmailChange(ctx, user, open, 'link', origin);
  return { email, message: EMAIL_CHANGE_MESSAGES.changed(email) };
}

/**
 * The change itself: the code is used once, the address must still be free (409 if another
 * account took it meanwhile), the old address is told, and the change is audited.
 */
async function applyEmailChange(
  ctx: IdentityContext,
  user: UserRow,
  open: OneTimeCodeRow,
  via: 'code' | 'link',
  origin: RequestOrigin,
): Promise<string> {
  const newEmail = typeof open.data?.newEmail === 'string' ? open.data.newEmail : '';
  if (!newEmail || !(await consumeCode(ctx.db, open.id, ctx.now()))) {
    throw refuseCode(EMAIL_CHANGE_MESSAGES.codeExpired);
  }
  const holder = await findUserByEmail(ctx.db, newEmail);
  if (holder && holder.id !== user.id) {
    throw new AppError(409, EMAIL_TAKEN_MESSAGE, { newEmail: [EMAIL_TAKEN_MESSAGE] });
  }
  try {
    await updateUser(ctx.db, user.id, { email: newEmail });
  } catch {
    throw new AppError(409, EMAIL_TAKEN_MESSAGE, { newEmail: [EMAIL_TAKEN_MESSAGE] });
  }
  await ctx.mailer.send(
    {
      to: user.email,
      subject: 'Your Paydesk sign-in e-mail was changed',
      text:
        `Hello ${user.firstName},\n\nYour Paydesk account now signs in with ${newEmail} ` +
        'instead of this address.\n\nIf you did not make this change, contact Paydesk support at once.\n',
    },
    ctx.db,
  );
  await recordAudit(ctx.db, {
    action: 'email-change',
    outcome: 'success',
    userId: user.id,
    email: newEmail,
    ip: origin.ip,
    details: { from: user.email, to: newEmail, via },
  });
  return newEmail;
}
