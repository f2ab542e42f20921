import { randomBytes } from 'node:crypto';
import { recordAudit } from '../../platform/audit';
import { Unauthorized } from '../../platform/errors';
import { hashPassword, verifyLegacyPassword } from '../../platform/passwords';
import type { RequestOrigin } from '../../platform/request-origin';
import {
  addMemberships,
  findLegacyUser,
  findUserByEmail,
  insertUser,
  markLegacyMigrated,
  type UserRow,
} from './identity.repository';
import type { IdentityContext } from './identity-context';

export const NOT_MIGRATABLE_MESSAGE = 'Incorrect email or password.';

async function moveIntoPool(
  ctx: IdentityContext,
  email: string,
  passwordHash: string,
  mustSetPassword: boolean,
  origin: RequestOrigin,
): Promise<UserRow | undefined> {
  const legacy = await findLegacyUser(ctx.db, email);
  if (!legacy || legacy.migratedAt) return undefined;
  const now = ctx.now();
  const user = await ctx.db.transaction(async (tx) => {
    const created = await insertUser(tx, {
      email,
      firstName: legacy.firstName,
      lastName: legacy.lastName,
      passwordHash,
      groups: legacy.groups,
      isMerchantAdmin: legacy.isMerchantAdmin,
      mustSetPassword,
    });
    await addMemberships(tx, created.id, legacy.merchantIds, legacy.isMerchantAdmin);
    await markLegacyMigrated(tx, email, now);
    return created;
  });
  await recordAudit(ctx.db, {
    action: 'user-migrated',
    outcome: 'success',
    userId: user.id,
    email,
    ip: origin.ip,
    details: { withPassword: !mustSetPassword },
  });
  return user;
}

/**
 * POST /users/migrate: when pool sign-in fails, a user of the older system whose legacy
 * password matches is moved into the pool with that password (re-hashed with scrypt).
 */
export async function migrateWithPassword(
  ctx: IdentityContext,
  input: { email: string; password: string },
  origin: RequestOrigin,
): Promise<void> {
  const legacy = await findLegacyUser(ctx.db, input.email);
  const inPool = await findUserByEmail(ctx.db, input.email);
  if (
    !legacy ||
    legacy.migratedAt ||
    inPool ||
    !(await verifyLegacyPassword(input.password, legacy.passwordHash))
  ) {
    throw new Unauthorized(NOT_MIGRATABLE_MESSAGE);
  }
  await moveIntoPool(ctx, input.email, await hashPassword(input.password), false, origin);
}

/**
 * The forgot-password migration (POST /migrations/user): a legacy user who forgot the old
 * password is moved in with an unusable one, then resets it with an e-mailed code.
 */
export async function migrateLegacyUserWithoutPassword(
  ctx: IdentityContext,
  email: string,
  origin: RequestOrigin,
): Promise<UserRow | undefined> {
  if (await findUserByEmail(ctx.db, email)) return undefined;
  return moveIntoPool(
    ctx,
    email,
    await hashPassword(randomBytes(32).toString('base64url')),
    false,
    origin,
  );
}
