import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { merchantAlerts } from '../../db/schema';

/** Merchant alerts: SQL only (the rules are merchant-alerts.service.ts's). */
export type MerchantAlertRow = typeof merchantAlerts.$inferSelect;

const newestFirst = [desc(merchantAlerts.createdAt), desc(merchantAlerts.id)] as const;

/** Every alert of the merchant, newest first. */
export async function alertsOf(db: Database, merchantId: number): Promise<MerchantAlertRow[]> {
  return db
    .select()
    .from(merchantAlerts)
    .where(eq(merchantAlerts.merchantId, merchantId))
    .orderBy(...newestFirst);
}

/**
 * The merchant's active alerts, newest first (an index covers the read): the merchant's own
 * dashboard. The bank watch list's alerts are for staff only (telling an account holder that
 * its bank account is watched, and why, would warn the very people it watches for).
 */
export async function activeAlertsOf(db: Database, merchantId: number) {
  return db
    .select({
      id: merchantAlerts.id,
      type: merchantAlerts.type,
      title: merchantAlerts.title,
      message: merchantAlerts.message,
    })
    .from(merchantAlerts)
    .where(
      and(
        eq(merchantAlerts.merchantId, merchantId),
        eq(merchantAlerts.isActive, true),
        sql`not exists (select 1 from bank_watch_matches w where w.alert_id = ${merchantAlerts.id})`,
      ),
    )
    .orderBy(...newestFirst);
}

export async function insertAlert(
  tx: Database,
  values: Pick<MerchantAlertRow, 'merchantId' | 'type' | 'title' | 'message' | 'isActive'> & {
    createdAt: Date;
  },
): Promise<MerchantAlertRow> {
  const [row] = await tx.insert(merchantAlerts).values(values).returning();
  if (!row) throw new Error('the alert insert returned no row');
  return row;
}

/** The merchant's alert `alertId`, locked for the call's transaction (undefined: none). */
export async function lockAlert(
  tx: Database,
  merchantId: number,
  alertId: number,
): Promise<MerchantAlertRow | undefined> {
  const [row] = await tx
    .select()
    .from(merchantAlerts)
    .where(and(eq(merchantAlerts.id, alertId), eq(merchantAlerts.merchantId, merchantId)))
    .limit(1)
    .for('update');
  return row;
}

export async function setAlertActive(
  tx: Database,
  alertId: number,
  isActive: boolean,
): Promise<MerchantAlertRow> {
  const [row] = await tx
    .update(merchantAlerts)
    .set({ isActive })
    .where(eq(merchantAlerts.id, alertId))
    .returning();
  if (!row) throw new Error(`alert ${alertId} vanished while locked`);
  return row;
}

export async function deleteAlert(tx: Database, alertId: number): Promise<void> {
  await tx.delete(merchantAlerts).where(eq(merchantAlerts.id, alertId));
}
