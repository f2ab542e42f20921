import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { limitIncreaseRequests, merchantContacts, rates } from '../../db/schema';
import type { Merchant } from '../../platform/route-merchant';

export async function contactsOf(db: Database, merchantId: number) {
  return db
    .select()
    .from(merchantContacts)
    .where(eq(merchantContacts.merchantId, merchantId))
    .orderBy(asc(merchantContacts.id));
}

/** The merchant's rate plan: by id, else by the web rate name on its processor. */
export async function rateOf(db: Database, merchant: Merchant) {
  const byId = merchant.rateId
    ? await db.select().from(rates).where(eq(rates.id, merchant.rateId)).limit(1)
    : [];
  if (byId[0]) return byId[0];
  const [byName] = await db
    .select()
    .from(rates)
    .where(
      and(
        eq(rates.processorId, merchant.processorId),
        eq(rates.rateName, merchant.webRateName ?? ''),
      ),
    )
    .limit(1);
  return byName;
}

export async function insertLimitIncreaseRequest(
  db: Database,
  values: typeof limitIncreaseRequests.$inferInsert,
) {
  const [row] = await db
    .insert(limitIncreaseRequests)
    .values(values)
    .returning({ id: limitIncreaseRequests.id });
  if (!row) throw new Error('insert into limit_increase_requests returned no row');
  return row.id;
}
