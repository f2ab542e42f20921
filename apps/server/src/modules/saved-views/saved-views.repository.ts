import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { savedViews, users } from '../../db/schema';

/** SQL of saved views (table saved_views). */

const columns = {
  id: savedViews.id,
  merchantId: savedViews.merchantId,
  userId: savedViews.userId,
  screen: savedViews.screen,
  name: savedViews.name,
  query: savedViews.query,
  shared: savedViews.shared,
  createdAt: savedViews.createdAt,
  ownerName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
};

export type SavedViewRow = {
  id: number;
  merchantId: number;
  userId: number;
  screen: string;
  name: string;
  query: string;
  shared: boolean;
  createdAt: Date;
  ownerName: string;
};

/** The user's views of a list on the account and the views others shared, by name. */
export function visibleViews(db: Database, merchantId: number, screen: string, userId: number) {
  return db
    .select(columns)
    .from(savedViews)
    .innerJoin(users, eq(users.id, savedViews.userId))
    .where(
      and(
        eq(savedViews.merchantId, merchantId),
        eq(savedViews.screen, screen),
        or(eq(savedViews.userId, userId), eq(savedViews.shared, true)),
      ),
    )
    .orderBy(asc(savedViews.name), asc(savedViews.id));
}

/** One of the user's own views on the account. */
export async function ownView(
  db: Database,
  merchantId: number,
  viewId: number,
  userId: number,
): Promise<SavedViewRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(savedViews)
    .innerJoin(users, eq(users.id, savedViews.userId))
    .where(
      and(
        eq(savedViews.id, viewId),
        eq(savedViews.merchantId, merchantId),
        eq(savedViews.userId, userId),
      ),
    )
    .limit(1);
  return row;
}

/** Inserts a view; undefined when the user already has one of that name on the list. */
export async function insertView(
  db: Database,
  values: typeof savedViews.$inferInsert,
): Promise<number | undefined> {
  const [row] = await db
    .insert(savedViews)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: savedViews.id });
  return row?.id;
}

export async function updateView(
  db: Database,
  viewId: number,
  changes: Partial<Pick<typeof savedViews.$inferInsert, 'name' | 'query' | 'shared'>>,
  now: Date,
): Promise<void> {
  await db
    .update(savedViews)
    .set({ ...changes, updatedAt: now })
    .where(eq(savedViews.id, viewId));
}

export async function deleteView(db: Database, viewId: number): Promise<void> {
  await db.delete(savedViews).where(eq(savedViews.id, viewId));
}

/** Another of the user's views on the list already has this name. */
export async function nameTaken(
  db: Database,
  view: { merchantId: number; userId: number; screen: string; name: string; exceptId: number },
): Promise<boolean> {
  const rows = await db
    .select({ id: savedViews.id })
    .from(savedViews)
    .where(
      and(
        eq(savedViews.merchantId, view.merchantId),
        eq(savedViews.userId, view.userId),
        eq(savedViews.screen, view.screen),
        eq(savedViews.name, view.name),
        sql`${savedViews.id} <> ${view.exceptId}`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}
