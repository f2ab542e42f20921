import { and, asc, eq, exists, notExists, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { merchantContacts, merchants, ratePartners, rates } from '../../db/schema';

/** The merchant fields the account actions read and change. */
const stateColumns = {
  id: merchants.id,
  status: merchants.status,
  statusSince: merchants.statusSince,
  processorId: merchants.processorId,
  hasFundingHold: merchants.hasFundingHold,
  fundingHolds: merchants.fundingHolds,
  fundingHoldDesc: merchants.fundingHoldDesc,
  holdFirstReportedDate: merchants.holdFirstReportedDate,
  fundingHoldSetBy: merchants.fundingHoldSetBy,
  fundingHoldSetByUserId: merchants.fundingHoldSetByUserId,
  payoutFrequency: merchants.payoutFrequency,
  payoutAnchor: merchants.payoutAnchor,
};

export type MerchantState = {
  [K in keyof typeof stateColumns]: (typeof merchants.$inferSelect)[K];
};

export type MerchantStateUpdate = Partial<
  Pick<typeof merchants.$inferInsert, Exclude<keyof typeof stateColumns, 'id' | 'processorId'>>
>;

/** The merchant's state, its row locked for the call's transaction (actions on one account run in turn). */
export async function lockMerchantState(
  tx: Database,
  id: number,
): Promise<MerchantState | undefined> {
  const [row] = await tx
    .select(stateColumns)
    .from(merchants)
    .where(eq(merchants.id, id))
    .limit(1)
    .for('update');
  return row;
}

/** Writes the changed fields and answers the state after them. */
export async function updateMerchantState(
  tx: Database,
  id: number,
  values: MerchantStateUpdate,
  at: Date,
): Promise<MerchantState> {
  const [row] = await tx
    .update(merchants)
    .set({ ...values, updatedAt: at })
    .where(eq(merchants.id, id))
    .returning(stateColumns);
  if (!row) throw new Error(`merchant ${id} vanished while locked`);
  return row;
}

/**
 * The rates a revert may choose: the processor's non-residual rates that are linked to no
 * partner (open to all) or to the merchant's partner, by name.
 */
export async function revertRatesFor(
  db: Database,
  processorId: number,
  partnerId: number | null,
): Promise<{ id: number; rateName: string }[]> {
  const linked = db
    .select({ one: sql`1` })
    .from(ratePartners)
    .where(eq(ratePartners.rateId, rates.id));
  const partnerLinked = db
    .select({ one: sql`1` })
    .from(ratePartners)
    .where(and(eq(ratePartners.rateId, rates.id), eq(ratePartners.partnerId, partnerId ?? -1)));
  return db
    .select({ id: rates.id, rateName: rates.rateName })
    .from(rates)
    .where(
      and(
        eq(rates.processorId, processorId),
        eq(rates.isResidualRate, false),
        or(notExists(linked), exists(partnerLinked)),
      ),
    )
    .orderBy(asc(rates.rateName), asc(rates.id));
}

/** The account's first beneficial owner/officer (the one beneficial data sends), if any. */
export async function firstOwnerOf(db: Database, merchantId: number) {
  const [row] = await db
    .select({
      id: merchantContacts.id,
      firstName: merchantContacts.firstName,
      lastName: merchantContacts.lastName,
      dateOfBirth: merchantContacts.dateOfBirth,
      phone: merchantContacts.phone,
      ssnLast4: merchantContacts.ssnLast4,
      ssnEncrypted: merchantContacts.ssnEncrypted,
    })
    .from(merchantContacts)
    .where(
      and(
        eq(merchantContacts.merchantId, merchantId),
        eq(merchantContacts.type, 'Beneficial Owner/Officer'),
      ),
    )
    .orderBy(asc(merchantContacts.id))
    .limit(1);
  return row;
}

/** The merchant's row, read without a lock (the reads of the revert dialog). */
export async function readMerchantRow(
  db: Database,
  id: number,
): Promise<typeof merchants.$inferSelect | undefined> {
  const [row] = await db.select().from(merchants).where(eq(merchants.id, id)).limit(1);
  return row;
}
