import { and, count, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { twoFactorRecoveryCodes, userTwoFactor } from '../../db/schema';

export type TwoFactorRow = typeof userTwoFactor.$inferSelect;

export async function findTwoFactor(
  db: Database,
  userId: number,
): Promise<TwoFactorRow | undefined> {
  const [row] = await db
    .select()
    .from(userTwoFactor)
    .where(eq(userTwoFactor.userId, userId))
    .limit(1);
  return row;
}

/** Whether the user has a confirmed enrolment (the sign-in's question). */
export async function hasConfirmedTwoFactor(db: Database, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: userTwoFactor.userId })
    .from(userTwoFactor)
    .where(and(eq(userTwoFactor.userId, userId), isNotNull(userTwoFactor.confirmedAt)))
    .limit(1);
  return row !== undefined;
}

/**
 * Starts (or restarts) an enrolment waiting for its first code; false when the user already
 * has a confirmed one (which it never replaces).
 */
export async function savePendingEnrolment(
  db: Database,
  userId: number,
  secretEncrypted: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .insert(userTwoFactor)
    .values({ userId, secretEncrypted, confirmedAt: null, lastUsedStep: -1, createdAt: at })
    .onConflictDoUpdate({
      target: userTwoFactor.userId,
      set: { secretEncrypted, lastUsedStep: -1, createdAt: at },
      setWhere: isNull(userTwoFactor.confirmedAt),
    })
    .returning({ userId: userTwoFactor.userId });
  return rows.length === 1;
}

/**
 * Records a code's step as used: false when that step or a later one already was (a replay,
 * also under concurrent use). Confirms a waiting enrolment when `confirmAt` is given.
 */
export async function useStep(
  db: Database,
  userId: number,
  step: number,
  confirmAt?: Date,
): Promise<boolean> {
  const rows = await db
    .update(userTwoFactor)
    .set({
      lastUsedStep: step,
      ...(confirmAt
        ? {
            confirmedAt: sql`coalesce(${userTwoFactor.confirmedAt}, ${confirmAt.toISOString()}::timestamptz)`,
          }
        : {}),
    })
    .where(and(eq(userTwoFactor.userId, userId), lt(userTwoFactor.lastUsedStep, step)))
    .returning({ userId: userTwoFactor.userId });
  return rows.length === 1;
}

/** Removes the enrolment and its recovery codes; true when there was one. */
export async function deleteTwoFactor(db: Database, userId: number): Promise<boolean> {
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  const rows = await db
    .delete(userTwoFactor)
    .where(eq(userTwoFactor.userId, userId))
    .returning({ userId: userTwoFactor.userId });
  return rows.length === 1;
}

/** Replaces the user's recovery codes with these hashes (the old ones stop working). */
export async function replaceRecoveryCodes(
  db: Database,
  userId: number,
  hashes: readonly string[],
  at: Date,
): Promise<void> {
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await db
    .insert(twoFactorRecoveryCodes)
    .values(hashes.map((codeHash) => ({ userId, codeHash, createdAt: at })));
}

/** Uses an unused recovery code once: false when it is unknown or was already used. */
export async function useRecoveryCode(
  db: Database,
  userId: number,
  codeHash: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: at })
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, userId),
        eq(twoFactorRecoveryCodes.codeHash, codeHash),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return rows.length === 1;
}

export async function countRecoveryCodesLeft(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return row?.left ?? 0;
}
