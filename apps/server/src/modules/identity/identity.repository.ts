import { MERCHANT_PERMISSION_KEYS } from '@paydesk/domain/merchant-permissions';
import type { AccountInfo } from '@paydesk/domain/profile';
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { type Database, preparedPerDatabase } from '../../db/client';
import {
  legacyUsers,
  merchants,
  merchantUserPermissions,
  oneTimeCodes,
  refreshTokens,
  sessions,
  userMerchants,
  userPermissions,
  users,
} from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type OneTimeCodeRow = typeof oneTimeCodes.$inferSelect;
export type OneTimePurpose = OneTimeCodeRow['purpose'];

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Counts a failed sign-in and locks the account once the count reaches the limit. */
export async function countFailedSignIn(
  db: Database,
  userId: number,
  limit: number,
  lockedUntil: Date,
): Promise<{ failedSignIns: number; lockedUntil: Date | null }> {
  const [row] = await db
    .update(users)
    .set({
      failedSignIns: sql`${users.failedSignIns} + 1`,
      lockedUntil: sql`case when ${users.failedSignIns} + 1 >= ${limit} then ${lockedUntil.toISOString()}::timestamptz else ${users.lockedUntil} end`,
    })
    .where(eq(users.id, userId))
    .returning({ failedSignIns: users.failedSignIns, lockedUntil: users.lockedUntil });
  return row ?? { failedSignIns: 0, lockedUntil: null };
}

export async function clearFailedSignIns(db: Database, userId: number): Promise<void> {
  await db.update(users).set({ failedSignIns: 0, lockedUntil: null }).where(eq(users.id, userId));
}

/** Sets a new password; clears the first-login flag and any lockout. */
export async function setPassword(db: Database, userId: number, passwordHash: string, at: Date) {
  await db
    .update(users)
    .set({
      passwordHash,
      passwordChangedAt: at,
      mustSetPassword: false,
      failedSignIns: 0,
      lockedUntil: null,
      // A password set through a code sent to the address (reset, invitation) proves it too.
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${at})`,
    })
    .where(eq(users.id, userId));
}

export async function updateUser(
  db: Database,
  userId: number,
  values: Partial<typeof users.$inferInsert>,
) {
  const [row] = await db.update(users).set(values).where(eq(users.id, userId)).returning();
  return row;
}

export async function insertUser(
  db: Database,
  values: typeof users.$inferInsert,
): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

// Sessions ---------------------------------------------------------------------------------

export async function insertSession(db: Database, values: typeof sessions.$inferInsert) {
  await db.insert(sessions).values(values);
}

export async function insertRefreshToken(db: Database, sessionId: string, tokenHash: string) {
  await db.insert(refreshTokens).values({ sessionId, tokenHash });
}

export async function findRefreshToken(db: Database, tokenHash: string) {
  const [row] = await db
    .select({ token: refreshTokens, session: sessions, user: users })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Marks a refresh token used; false when it already was (a concurrent or replayed use). */
export async function useRefreshToken(db: Database, tokenHash: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: at })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
    .returning({ tokenHash: refreshTokens.tokenHash });
  return rows.length === 1;
}

export async function touchSession(db: Database, sessionId: string, at: Date) {
  await db.update(sessions).set({ lastRefreshedAt: at }).where(eq(sessions.id, sessionId));
}

export async function revokeSession(db: Database, sessionId: string, reason: string, at: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: at, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every live session of a user; answers how many. */
export async function revokeUserSessions(db: Database, userId: number, reason: string, at: Date) {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: at, revokedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length;
}

/** A merchant account of a user, as /api/users/info lists it. */
export type UserMerchant = AccountInfo['data']['merchants'][number];

/** Every merchant permission key, as a SQL array literal (an account admin holds them all). */
const ALL_MERCHANT_PERMISSIONS = sql.raw(
  `array[${MERCHANT_PERMISSION_KEYS.map((key) => `'${key}'`).join(', ')}]::text[]`,
);

/**
 * The user's merchant accounts as one JSON array, sorted by business name then id (part 1
 * §2), with the access of each (1 = may open it), whether the user is a merchant admin of it
 * and the merchant permissions they hold on it (every key for an admin).
 */
const merchantsOfUserJson = sql<UserMerchant[]>`coalesce((
  select json_agg(json_build_object(
    'id', m.id, 'status', um.access, 'merchantStatus', m.status,
    'isAdmin', um.is_admin,
    'permissions', case when um.is_admin then ${ALL_MERCHANT_PERMISSIONS} else array(
      select mup.slug from ${merchantUserPermissions} mup
       where mup.user_id = um.user_id and mup.merchant_id = um.merchant_id and mup.enabled
       order by mup.slug) end,
    'businessCommonName', m.business_common_name,
    'businessAddress1', m.business_address1, 'businessAddress2', m.business_address2,
    'processorId', m.processor_id, 'enablePosDevices', m.enable_pos_devices,
    'allowSubscriptions', m.allow_subscriptions, 'allowCustomers', m.allow_customers,
    'allowCheckout', m.allow_checkout) order by m.business_common_name, m.id)
  from ${userMerchants} um join ${merchants} m on m.id = um.merchant_id
  where um.user_id = "users"."id"), '[]'::json)`;

const enabledPermissionsOfUser = sql<string[]>`array(select up.slug
  from ${userPermissions} up where up.user_id = "users"."id" and up.enabled)`;

function liveSessionQuery(db: Database) {
  // Every signed-in request runs this one query: what the guard needs, and what
  // GET /api/users/info answers, so that read needs no other.
  return db
    .select({
      session: { id: sessions.id },
      user: users,
      merchants: merchantsOfUserJson,
      permissions: enabledPermissionsOfUser,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('at')),
      ),
    )
    .limit(1)
    .prepare('live_session');
}

function userAccountQuery(db: Database) {
  return db
    .select({ user: users, merchants: merchantsOfUserJson })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('user_account');
}

const liveSessionQueries = preparedPerDatabase(liveSessionQuery);
const userAccountQueries = preparedPerDatabase(userAccountQuery);

/**
 * The session and its user when the session is live (not revoked, not past its lifetime),
 * with the merchant accounts the user holds and its enabled permissions: everything the
 * guard needs, in one query per request.
 */
export async function findLiveSession(db: Database, sessionId: string, at: Date) {
  const [row] = await liveSessionQueries(db).execute({ sessionId, at });
  return row;
}

/** A user with their merchant accounts, in one query. */
export async function findUserAccount(db: Database, userId: number) {
  const [row] = await userAccountQueries(db).execute({ userId });
  return row;
}

// One-time codes ---------------------------------------------------------------------------

export async function insertOneTimeCode(db: Database, values: typeof oneTimeCodes.$inferInsert) {
  await db.insert(oneTimeCodes).values(values);
}

/** Kills every open code of this purpose for the user (a new one replaces them). */
export async function retireOneTimeCodes(
  db: Database,
  userId: number,
  purpose: OneTimePurpose,
  at: Date,
) {
  await db
    .update(oneTimeCodes)
    .set({ usedAt: at })
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.usedAt),
      ),
    );
}

export async function latestOpenCode(db: Database, userId: number, purpose: OneTimePurpose) {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.usedAt),
      ),
    )
    .orderBy(desc(oneTimeCodes.id))
    .limit(1);
  return row;
}

export async function findCodeByHash(db: Database, purpose: OneTimePurpose, codeHash: string) {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.purpose, purpose), eq(oneTimeCodes.codeHash, codeHash)))
    .limit(1);
  return row;
}

/** Uses a code once: false when it was already used (also under concurrent use). */
export async function consumeCode(db: Database, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(oneTimeCodes)
    .set({ usedAt: at })
    .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.usedAt)))
    .returning({ id: oneTimeCodes.id });
  return rows.length === 1;
}

export async function countWrongCode(db: Database, id: number) {
  const [row] = await db
    .update(oneTimeCodes)
    .set({ failedAttempts: sql`${oneTimeCodes.failedAttempts} + 1` })
    .where(eq(oneTimeCodes.id, id))
    .returning({ failedAttempts: oneTimeCodes.failedAttempts });
  return row?.failedAttempts ?? 0;
}

// Legacy users -----------------------------------------------------------------------------

export async function findLegacyUser(db: Database, email: string) {
  const [row] = await db.select().from(legacyUsers).where(eq(legacyUsers.email, email)).limit(1);
  return row;
}

export async function markLegacyMigrated(db: Database, email: string, at: Date) {
  await db.update(legacyUsers).set({ migratedAt: at }).where(eq(legacyUsers.email, email));
}

/** Adds the user to these accounts (access 1), as a merchant admin of each when `isAdmin`. */
export async function addMemberships(
  db: Database,
  userId: number,
  merchantIds: readonly number[],
  isAdmin = false,
) {
  if (merchantIds.length === 0) return;
  const existing = await db
    .select({ id: merchants.id })
    .from(merchants)
    .where(inArray(merchants.id, [...merchantIds]));
  if (existing.length === 0) return;
  await db
    .insert(userMerchants)
    .values(existing.map(({ id }) => ({ userId, merchantId: id, access: 1, isAdmin })))
    .onConflictDoNothing();
}
