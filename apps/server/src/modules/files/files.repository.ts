import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { files } from '../../db/schema';

/** SQL of uploaded files (table files). */

export type FileRow = typeof files.$inferSelect;
export type NewFileRow = typeof files.$inferInsert;

export async function insertFile(tx: Database, row: NewFileRow): Promise<FileRow> {
  const [inserted] = await tx.insert(files).values(row).returning();
  if (!inserted) throw new Error('insert into files returned no row');
  return inserted;
}

/** The merchant's file, unless it was removed (another merchant's is as unknown as none). */
export async function liveFile(
  db: Database,
  merchantId: number,
  fileId: string,
): Promise<FileRow | undefined> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.merchantId, merchantId), isNull(files.deletedAt)))
    .limit(1);
  return row;
}

/** Marks the merchant's live file removed; answers it, or undefined when there was none. */
export async function markDeleted(
  tx: Database,
  merchantId: number,
  fileId: string,
  at: Date,
): Promise<FileRow | undefined> {
  const [row] = await tx
    .update(files)
    .set({ deletedAt: at })
    .where(and(eq(files.id, fileId), eq(files.merchantId, merchantId), isNull(files.deletedAt)))
    .returning();
  return row;
}

/** Whether the file's row says it was removed (read after the removing call ended). */
export async function isDeleted(db: Database, fileId: string): Promise<boolean> {
  const [row] = await db
    .select({ deletedAt: files.deletedAt })
    .from(files)
    .where(eq(files.id, fileId))
    .limit(1);
  return row?.deletedAt != null;
}

/** Whether a file's row exists (read after the writing call ended: committed or not). */
export async function fileExists(db: Database, fileId: string): Promise<boolean> {
  const [row] = await db.select({ id: files.id }).from(files).where(eq(files.id, fileId)).limit(1);
  return row !== undefined;
}
