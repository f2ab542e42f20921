import { and, asc, eq } from 'drizzle-orm';
import type { Database, RawQuery } from '../../db/client';
import {
  limitIncreaseRequests,
  merchantContacts,
  merchants,
  rates,
  siteSettings,
} from '../../db/schema';

export type MerchantRow = typeof merchants.$inferSelect;

export async function findMerchant(db: Database, id: number): Promise<MerchantRow | undefined> {
  const [row] = await db.select().from(merchants).where(eq(merchants.id, id)).limit(1);
  return row;
}

export async function contactsOf(db: Database, merchantId: number) {
  return db
    .select()
    .from(merchantContacts)
    .where(eq(merchantContacts.merchantId, merchantId))
    .orderBy(asc(merchantContacts.id));
}

/** Approved sale volume of the merchant's current calendar month (its own time zone), by method. */
export async function monthToDateVolume(query: RawQuery, merchantId: number, timezone: string) {
  const rows = await query<{ method: 'card' | 'ach'; cents: string }>(
    `select method, coalesce(sum(gross_amount_cents), 0)::text as cents from transactions
     where merchant_id = $1 and kind = 'sale' and status = 'approved'
       and trans_date >= (date_trunc('month', now() at time zone $2) at time zone $2)
     group by method`,
    [merchantId, timezone],
  );
  const of = (method: 'card' | 'ach') => Number(rows.find((r) => r.method === method)?.cents ?? 0);
  return { cardVolume: of('card'), achVolume: of('ach') };
}

export async function rateOf(db: Database, merchant: MerchantRow) {
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

export async function siteSetting(db: Database, key: string): Promise<unknown> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, key)).limit(1);
  return row?.value;
}
