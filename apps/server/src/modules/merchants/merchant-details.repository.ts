import {
  NOTIFICATION_SETTING_OF_TYPE,
  type NotificationType,
} from '@paydesk/domain/admin-merchant-records';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  merchantChangeHistory,
  merchantContacts,
  merchants,
  notificationSubscriptions,
} from '../../db/schema';

export type MerchantRow = typeof merchants.$inferSelect;
export type ContactRow = typeof merchantContacts.$inferSelect;
export type ContactType = ContactRow['type'];
export type HistoryRow = typeof merchantChangeHistory.$inferInsert;

/** The merchant row, locked for the call's transaction (edits of one account run in turn). */
export async function lockMerchant(tx: Database, id: number): Promise<MerchantRow | undefined> {
  const [row] = await tx
    .select()
    .from(merchants)
    .where(eq(merchants.id, id))
    .limit(1)
    .for('update');
  return row;
}

export async function updateMerchantRow(
  tx: Database,
  id: number,
  values: Partial<typeof merchants.$inferInsert>,
): Promise<void> {
  await tx.update(merchants).set(values).where(eq(merchants.id, id));
}

/** The first contact of a type (the Primary Contact; the first beneficial owner). */
export async function firstContact(
  db: Database,
  merchantId: number,
  type: ContactType,
): Promise<ContactRow | undefined> {
  const [row] = await db
    .select()
    .from(merchantContacts)
    .where(and(eq(merchantContacts.merchantId, merchantId), eq(merchantContacts.type, type)))
    .orderBy(asc(merchantContacts.id))
    .limit(1);
  return row;
}

/** Updates the contact, or adds it when the account has none of the type yet. */
export async function saveContact(
  tx: Database,
  merchantId: number,
  type: ContactType,
  existingId: number | undefined,
  values: Partial<typeof merchantContacts.$inferInsert> & { firstName: string; lastName: string },
): Promise<void> {
  if (existingId === undefined) {
    await tx.insert(merchantContacts).values({ ...values, merchantId, type });
    return;
  }
  await tx
    .update(merchantContacts)
    .set(values)
    .where(and(eq(merchantContacts.id, existingId), eq(merchantContacts.merchantId, merchantId)));
}

export async function insertChangeHistory(tx: Database, rows: HistoryRow[]): Promise<void> {
  if (rows.length > 0) await tx.insert(merchantChangeHistory).values(rows);
}

/**
 * Who receives the merchant's e-mails of a type: the subscribed addresses, none while the
 * account's notification settings (the back office's Notifications tab) turn that type off:
 * `enableNotifications` or the type's own switch false (a missing key is on). Every sender of
 * these e-mails asks here.
 */
export async function subscribedEmails(
  db: Database,
  merchantId: number,
  type: NotificationType,
): Promise<string[]> {
  const settingKey = NOTIFICATION_SETTING_OF_TYPE[type];
  const rows = await db
    .select({ email: notificationSubscriptions.email })
    .from(notificationSubscriptions)
    .innerJoin(merchants, eq(merchants.id, notificationSubscriptions.merchantId))
    .where(
      and(
        eq(notificationSubscriptions.merchantId, merchantId),
        eq(notificationSubscriptions.type, type),
        sql`coalesce((${merchants.notificationSettings} ->> 'enableNotifications')::boolean, true)`,
        sql`coalesce((${merchants.notificationSettings} ->> ${settingKey})::boolean, true)`,
      ),
    )
    .orderBy(asc(notificationSubscriptions.email));
  return rows.map((row) => row.email);
}
