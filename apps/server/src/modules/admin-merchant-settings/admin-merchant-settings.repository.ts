import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { clients, partners, rates } from '../../db/schema';

/** The choices the profile's dialogs offer, and the lookups that check a sent choice. */

/** The rates of a processor, by name (the rates dialog's options). */
export async function ratesOfProcessor(db: Database, processorId: number) {
  return db
    .select({ id: rates.id, name: rates.rateName })
    .from(rates)
    .where(and(eq(rates.processorId, processorId), eq(rates.isResidualRate, false)))
    .orderBy(asc(rates.rateName), asc(rates.id));
}

/** The rate of that name on the processor (the first by id when names repeat). */
export async function rateByName(db: Database, processorId: number, name: string) {
  const [row] = await db
    .select({ id: rates.id, name: rates.rateName })
    .from(rates)
    .where(
      and(
        eq(rates.processorId, processorId),
        eq(rates.rateName, name),
        eq(rates.isResidualRate, false),
      ),
    )
    .orderBy(asc(rates.id))
    .limit(1);
  return row;
}

export async function partnerChoices(db: Database) {
  return db
    .select({ id: partners.id, name: partners.name })
    .from(partners)
    .orderBy(asc(partners.name), asc(partners.id));
}

export async function clientChoices(db: Database) {
  return db
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .orderBy(asc(clients.name), asc(clients.id));
}

export async function partnerExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db.select({ id: partners.id }).from(partners).where(eq(partners.id, id));
  return row !== undefined;
}

export async function clientExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, id));
  return row !== undefined;
}
