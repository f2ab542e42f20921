import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  ctaAssignments,
  ctaSubmissions,
  ctas,
  documents,
  merchantChangeHistory,
  merchantContacts,
  merchants,
  userMerchants,
} from '../../db/schema';

/** SQL of the call-to-action form: pending CTAs, the caller's relation, the submission's writes. */

export type CtaRow = typeof ctas.$inferSelect;
export type ContactRow = typeof merchantContacts.$inferSelect;
export type MerchantUpdate = Partial<typeof merchants.$inferInsert>;
export type ContactUpdate = Partial<typeof merchantContacts.$inferInsert>;
export type HistoryRow = typeof merchantChangeHistory.$inferInsert;

/**
 * The account's CTAs neither completed nor dismissed, oldest assignment first; locked for the
 * call's transaction when `lock` (a submit or a dismiss).
 */
export async function pendingCtasOf(
  db: Database,
  merchantId: number,
  lock = false,
): Promise<CtaRow[]> {
  const query = db
    .select({ cta: ctas })
    .from(ctaAssignments)
    .innerJoin(ctas, eq(ctas.id, ctaAssignments.ctaId))
    .where(
      and(
        eq(ctaAssignments.merchantId, merchantId),
        isNull(ctaAssignments.completedAt),
        isNull(ctaAssignments.dismissedAt),
        isNull(ctas.deletedAt),
      ),
    )
    // The campaign whose deadline comes first, then the oldest assignment (docs/cta.md).
    .orderBy(
      sql`${ctas.deadlineAt} asc nulls last`,
      asc(ctaAssignments.assignedAt),
      asc(ctaAssignments.ctaId),
    );
  const rows = lock ? await query.for('update', { of: ctaAssignments }) : await query;
  return rows.map((row) => row.cta);
}

/** The caller's membership of the account (access 1) and the contact types their e-mail has. */
export async function callerRelation(
  db: Database,
  merchantId: number,
  userId: number,
  email: string,
): Promise<{ member: boolean; admin: boolean; contactTypes: string[] }> {
  const [membership] = await db
    .select({ isAdmin: userMerchants.isAdmin })
    .from(userMerchants)
    .where(
      and(
        eq(userMerchants.merchantId, merchantId),
        eq(userMerchants.userId, userId),
        eq(userMerchants.access, 1),
      ),
    )
    .limit(1);
  const contacts = await db
    .selectDistinct({ type: merchantContacts.type })
    .from(merchantContacts)
    .where(
      and(
        eq(merchantContacts.merchantId, merchantId),
        sql`lower(${merchantContacts.email}) = ${email.toLowerCase()}`,
      ),
    );
  return {
    member: membership !== undefined,
    admin: membership?.isAdmin === true,
    contactTypes: contacts.map((c) => c.type),
  };
}

/** The merchant row, locked for the call's transaction. */
export async function lockMerchant(tx: Database, merchantId: number) {
  const [row] = await tx
    .select()
    .from(merchants)
    .where(eq(merchants.id, merchantId))
    .for('update')
    .limit(1);
  return row;
}

export async function updateMerchant(tx: Database, merchantId: number, set: MerchantUpdate) {
  await tx.update(merchants).set(set).where(eq(merchants.id, merchantId));
}

/** The account's beneficial owners/officers (contacts.owners), first created first, locked. */
export async function lockOwners(tx: Database, merchantId: number): Promise<ContactRow[]> {
  return tx
    .select()
    .from(merchantContacts)
    .where(
      and(
        eq(merchantContacts.merchantId, merchantId),
        eq(merchantContacts.type, 'Beneficial Owner/Officer'),
      ),
    )
    .orderBy(asc(merchantContacts.id))
    .for('update');
}

export async function updateContact(tx: Database, contactId: number, set: ContactUpdate) {
  await tx.update(merchantContacts).set(set).where(eq(merchantContacts.id, contactId));
}

export async function insertOwner(
  tx: Database,
  row: typeof merchantContacts.$inferInsert,
): Promise<number> {
  const [inserted] = await tx
    .insert(merchantContacts)
    .values(row)
    .returning({ id: merchantContacts.id });
  if (!inserted) throw new Error('insert into merchant_contacts returned no row');
  return inserted.id;
}

export async function insertDocuments(tx: Database, rows: (typeof documents.$inferInsert)[]) {
  if (rows.length > 0) await tx.insert(documents).values(rows);
}

export async function insertSubmission(
  tx: Database,
  row: typeof ctaSubmissions.$inferInsert,
): Promise<number> {
  const [inserted] = await tx
    .insert(ctaSubmissions)
    .values(row)
    .returning({ id: ctaSubmissions.id });
  if (!inserted) throw new Error('insert into cta_submissions returned no row');
  return inserted.id;
}

export async function insertHistory(tx: Database, rows: HistoryRow[]) {
  if (rows.length > 0) await tx.insert(merchantChangeHistory).values(rows);
}

/** Marks the assignment completed or dismissed. */
export async function closeAssignment(
  tx: Database,
  ctaId: number,
  merchantId: number,
  set: { completedAt: Date } | { dismissedAt: Date },
) {
  await tx
    .update(ctaAssignments)
    .set(set)
    .where(and(eq(ctaAssignments.ctaId, ctaId), eq(ctaAssignments.merchantId, merchantId)));
}
