import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { merchants, userMerchants, userPermissions, users } from '../../db/schema';

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

/** The user's merchant accounts, sorted by business name then id (part 1 §2). */
export async function merchantsOfUser(db: Database, userId: number) {
  return db
    .select({
      id: merchants.id,
      status: userMerchants.access,
      merchantStatus: merchants.status,
      businessCommonName: merchants.businessCommonName,
      businessAddress1: merchants.businessAddress1,
      businessAddress2: merchants.businessAddress2,
      processorId: merchants.processorId,
      enablePosDevices: merchants.enablePosDevices,
      allowSubscriptions: merchants.allowSubscriptions,
      allowCustomers: merchants.allowCustomers,
      allowCheckout: merchants.allowCheckout,
    })
    .from(userMerchants)
    .innerJoin(merchants, eq(merchants.id, userMerchants.merchantId))
    .where(eq(userMerchants.userId, userId))
    .orderBy(asc(merchants.businessCommonName), asc(merchants.id));
}

export async function permissionsOfUser(db: Database, userId: number) {
  return db
    .select({ slug: userPermissions.slug, enabled: userPermissions.enabled })
    .from(userPermissions)
    .where(eq(userPermissions.userId, userId))
    .orderBy(asc(userPermissions.slug));
}
