import type { Database } from '../../db/client';
import { clientErrors } from '../../db/schema';

export type NewClientError = typeof clientErrors.$inferInsert;

export async function insertClientError(db: Database, row: NewClientError): Promise<number> {
  const [inserted] = await db.insert(clientErrors).values(row).returning({ id: clientErrors.id });
  if (!inserted) throw new Error('insert into client_errors returned no row');
  return inserted.id;
}
