import type { NotificationType } from '@paydesk/domain/admin-merchant-records';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database, RawQuery } from '../../db/client';
import {
  documents,
  files,
  merchantContacts,
  merchants,
  notificationSubscriptions,
} from '../../db/schema';

/** SQL of the profile's records (the service holds the rules). */

export type ContactRow = typeof merchantContacts.$inferSelect;
export type DocumentRow = typeof documents.$inferSelect;

/** The merchant's contacts: the primary contact(s) and owners, in the order added. */
export async function contactsOf(db: Database, merchantId: number): Promise<ContactRow[]> {
  return db
    .select()
    .from(merchantContacts)
    .where(eq(merchantContacts.merchantId, merchantId))
    .orderBy(asc(merchantContacts.id));
}

/** One contact of the merchant (undefined: unknown, or another merchant's). */
export async function contactOf(
  db: Database,
  merchantId: number,
  contactId: number,
): Promise<ContactRow | undefined> {
  const [row] = await db
    .select()
    .from(merchantContacts)
    .where(and(eq(merchantContacts.id, contactId), eq(merchantContacts.merchantId, merchantId)))
    .limit(1);
  return row;
}

/** The merchant's first primary contact. */
export async function primaryContactOf(
  db: Database,
  merchantId: number,
): Promise<ContactRow | undefined> {
  const [row] = await db
    .select()
    .from(merchantContacts)
    .where(
      and(
        eq(merchantContacts.merchantId, merchantId),
        eq(merchantContacts.type, 'Primary Contact'),
      ),
    )
    .orderBy(asc(merchantContacts.id))
    .limit(1);
  return row;
}

export type MerchantRecordRow = typeof merchants.$inferSelect;

/** The merchant's row (undefined: none). */
export async function merchantOf(
  db: Database,
  merchantId: number,
): Promise<MerchantRecordRow | undefined> {
  const [row] = await db.select().from(merchants).where(eq(merchants.id, merchantId)).limit(1);
  return row;
}

export interface UserRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  last_login: string | null;
  access: number;
  is_admin: boolean;
  enabled: boolean;
}

/** The users assigned to the merchant now: merchant admins first, then by name. */
export async function usersOf(run: RawQuery, merchantId: number): Promise<UserRow[]> {
  return run<UserRow>(
    `select u.id, u.first_name, u.last_name, u.email,
            coalesce(u.mobile_phone, u.primary_phone) as phone,
            to_char(u.last_login at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as last_login,
            um.access::int as access, um.is_admin, u.enabled
       from user_merchants um join users u on u.id = um.user_id
      where um.merchant_id = $1
      order by um.is_admin desc, lower(u.last_name), lower(u.first_name), u.id`,
    [merchantId],
  );
}

export interface RemovedUserRow {
  user_id: number;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  is_admin: boolean;
  removed_at: string;
  removed_by: string | null;
}

/**
 * Users removed from the merchant and not assigned again: each one's latest successful
 * team-remove audit row (the Team screen's removals and the back office's unassigns write
 * it), newest first.
 */
export async function removedUsersOf(run: RawQuery, merchantId: number): Promise<RemovedUserRow[]> {
  return run<RemovedUserRow>(
    `select r.user_id, u.first_name, u.last_name, coalesce(u.email, r.email) as email,
            r.is_admin, to_char(r.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as removed_at,
            r.removed_by
       from (select distinct on ((a.details->>'userId')::int)
                    (a.details->>'userId')::int as user_id, a.details->>'email' as email,
                    coalesce((a.details->'before'->>'isAdmin')::boolean, false) as is_admin,
                    a.at, a.email as removed_by
               from audit_log a
              where a.action = 'team-remove' and a.outcome = 'success'
                and a.details->>'merchantId' = $1::text
                and jsonb_typeof(a.details->'userId') = 'number'
              order by (a.details->>'userId')::int, a.at desc, a.id desc) r
       left join users u on u.id = r.user_id
      where not exists (select 1 from user_merchants um
                         where um.merchant_id = $1::int and um.user_id = r.user_id)
      order by r.at desc, r.user_id`,
    [String(merchantId)],
  );
}

/** The addresses subscribed to each type of the merchant's notifications. */
export async function subscriptionsOf(
  db: Database,
  merchantId: number,
): Promise<{ type: NotificationType; email: string }[]> {
  return db
    .select({ type: notificationSubscriptions.type, email: notificationSubscriptions.email })
    .from(notificationSubscriptions)
    .where(eq(notificationSubscriptions.merchantId, merchantId))
    .orderBy(asc(notificationSubscriptions.type), asc(notificationSubscriptions.email));
}

/** Adds an address (answers false when it was there already). */
export async function insertSubscription(
  tx: Database,
  merchantId: number,
  type: NotificationType,
  email: string,
): Promise<boolean> {
  const rows = await tx
    .insert(notificationSubscriptions)
    .values({ merchantId, type, email })
    .onConflictDoNothing()
    .returning({ id: notificationSubscriptions.id });
  return rows.length > 0;
}

/** Removes an address (answers false when it was not there). */
export async function deleteSubscription(
  tx: Database,
  merchantId: number,
  type: NotificationType,
  email: string,
): Promise<boolean> {
  const rows = await tx
    .delete(notificationSubscriptions)
    .where(
      and(
        eq(notificationSubscriptions.merchantId, merchantId),
        eq(notificationSubscriptions.type, type),
        eq(notificationSubscriptions.email, email),
      ),
    )
    .returning({ id: notificationSubscriptions.id });
  return rows.length > 0;
}

export interface DocumentListRow {
  id: number;
  documentType: DocumentRow['documentType'];
  name: string;
  status: DocumentRow['status'];
  createdAt: Date;
  fileId: string | null;
  contentType: string | null;
  sizeBytes: number | null;
}

const documentColumns = {
  id: documents.id,
  documentType: documents.documentType,
  name: documents.name,
  status: documents.status,
  createdAt: documents.createdAt,
  fileId: files.id,
  contentType: files.contentType,
  sizeBytes: files.sizeBytes,
};

/** The file joined only while live (not removed) and the merchant's own. */
const liveFileJoin = and(
  eq(files.id, documents.fileId),
  eq(files.merchantId, documents.merchantId),
  isNull(files.deletedAt),
);

/** The merchant's documents of some types (none: every type), newest first. */
export async function documentsOf(
  db: Database,
  merchantId: number,
  types: readonly DocumentRow['documentType'][],
): Promise<DocumentListRow[]> {
  return db
    .select(documentColumns)
    .from(documents)
    .leftJoin(files, liveFileJoin)
    .where(
      and(
        eq(documents.merchantId, merchantId),
        types.length > 0 ? inArray(documents.documentType, [...types]) : undefined,
      ),
    )
    .orderBy(desc(documents.createdAt), desc(documents.id));
}

/** One document of the merchant with its live file (undefined: unknown or another's). */
export async function documentOf(
  db: Database,
  merchantId: number,
  documentId: number,
): Promise<DocumentListRow | undefined> {
  const [row] = await db
    .select(documentColumns)
    .from(documents)
    .leftJoin(files, liveFileJoin)
    .where(and(eq(documents.id, documentId), eq(documents.merchantId, merchantId)))
    .limit(1);
  return row;
}

/** The document's stored file id, live or not (for its removal). */
export async function documentFileId(
  tx: Database,
  merchantId: number,
  documentId: number,
): Promise<{ fileId: string | null } | undefined> {
  const [row] = await tx
    .select({ fileId: documents.fileId })
    .from(documents)
    .where(and(eq(documents.id, documentId), eq(documents.merchantId, merchantId)))
    .limit(1)
    .for('update');
  return row;
}

export async function deleteDocumentRow(
  tx: Database,
  merchantId: number,
  documentId: number,
): Promise<void> {
  await tx
    .delete(documents)
    .where(and(eq(documents.id, documentId), eq(documents.merchantId, merchantId)));
}
