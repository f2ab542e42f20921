import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { userPermissions, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export async function findUser(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function updateProfile(
  db: Database,
  userId: number,
  values: Pick<
    Partial<UserRow>,
    'firstName' | 'lastName' | 'primaryPhone' | 'mobilePhone' | 'lastLogin'
  >,
): Promise<void> {
  await db.update(users).set(values).where(eq(users.id, userId));
}

export async function permissionsOfUser(db: Database, userId: number) {
  return db
    .select({ slug: userPermissions.slug, enabled: userPermissions.enabled })
    .from(userPermissions)
    .where(eq(userPermissions.userId, userId))
    .orderBy(asc(userPermissions.slug));
}
