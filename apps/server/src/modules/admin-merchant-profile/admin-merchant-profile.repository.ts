import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  clients,
  ctaAssignments,
  ctas,
  merchantAlerts,
  merchantContacts,
  partners,
  users,
} from '../../db/schema';

/** The reads of the admin merchant profile (SQL only). */

export async function partnerName(db: Database, id: number) {
  const [row] = await db
    .select({ id: partners.id, name: partners.name })
    .from(partners)
    .where(eq(partners.id, id))
    .limit(1);
  return row ?? null;
}

export async function clientName(db: Database, id: number) {
  const [row] = await db
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(eq(clients.id, id))
    .limit(1);
  return row ?? null;
}

export async function userBrief(db: Database, id: number) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row ?? null;
}

/** The account's beneficial owners/officers, in the order they were added. */
export async function ownersOf(db: Database, merchantId: number) {
  return db
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
    .orderBy(asc(merchantContacts.id));
}

/** The oldest call to action assigned to the account and neither completed nor dismissed. */
export async function activeCtaOf(db: Database, merchantId: number) {
  const [row] = await db
    .select({ title: ctas.title, assignedAt: ctaAssignments.assignedAt })
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
    // As the merchant is asked: the nearest deadline first, then the oldest (docs/cta.md).
    .orderBy(
      sql`${ctas.deadlineAt} asc nulls last`,
      asc(ctaAssignments.assignedAt),
      asc(ctaAssignments.ctaId),
    )
    .limit(1);
  return row ?? null;
}

/** The account's active alerts, newest first. */
export async function activeAlertsOf(db: Database, merchantId: number) {
  return db
    .select({
      id: merchantAlerts.id,
      type: merchantAlerts.type,
      title: merchantAlerts.title,
      message: merchantAlerts.message,
    })
    .from(merchantAlerts)
    .where(and(eq(merchantAlerts.merchantId, merchantId), eq(merchantAlerts.isActive, true)))
    .orderBy(desc(merchantAlerts.createdAt), desc(merchantAlerts.id));
}
