import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { merchants } from '../../db/schema';

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
