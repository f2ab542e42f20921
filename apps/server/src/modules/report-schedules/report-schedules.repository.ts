import { and, asc, count, eq } from 'drizzle-orm';
import { type Database, sqlQuery } from '../../db/client';
import { reportSchedules, users } from '../../db/schema';

/** SQL of scheduled reports (table report_schedules). */

export type ScheduleRow = typeof reportSchedules.$inferSelect;
export type ScheduleInsert = typeof reportSchedules.$inferInsert;
export type ScheduleChanges = Partial<
  Pick<
    ScheduleInsert,
    'name' | 'active' | 'frequency' | 'weekday' | 'hour' | 'nextRunAt' | 'lastError' | 'lastRunAt'
  >
>;

/** The user's schedules, by name. */
export function schedulesOf(db: Database, userId: number): Promise<ScheduleRow[]> {
  return db
    .select()
    .from(reportSchedules)
    .where(eq(reportSchedules.userId, userId))
    .orderBy(asc(reportSchedules.name), asc(reportSchedules.id));
}

export async function countSchedulesOf(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(reportSchedules)
    .where(eq(reportSchedules.userId, userId));
  return Number(row?.n ?? 0);
}

/** One of the user's own schedules, locked for the call's transaction. */
export async function ownSchedule(
  db: Database,
  id: number,
  userId: number,
): Promise<ScheduleRow | undefined> {
  const [row] = await db
    .select()
    .from(reportSchedules)
    .where(and(eq(reportSchedules.id, id), eq(reportSchedules.userId, userId)))
    .for('update');
  return row;
}

export async function insertSchedule(db: Database, values: ScheduleInsert): Promise<ScheduleRow> {
  const [row] = await db.insert(reportSchedules).values(values).returning();
  if (!row) throw new Error('the schedule was not inserted');
  return row;
}

export async function updateSchedule(
  db: Database,
  id: number,
  changes: ScheduleChanges,
): Promise<ScheduleRow | undefined> {
  const [row] = await db
    .update(reportSchedules)
    .set(changes)
    .where(eq(reportSchedules.id, id))
    .returning();
  return row;
}

export async function deleteSchedule(db: Database, id: number): Promise<void> {
  await db.delete(reportSchedules).where(eq(reportSchedules.id, id));
}

/** A schedule with its owner's address and name, as a run reads it (locked when asked). */
export async function scheduleForRun(db: Database, id: number, options: { lock: boolean }) {
  const query = db
    .select({
      schedule: reportSchedules,
      email: users.email,
      firstName: users.firstName,
    })
    .from(reportSchedules)
    .innerJoin(users, eq(users.id, reportSchedules.userId))
    .where(eq(reportSchedules.id, id));
  const [row] = await (options.lock ? query.for('update', { of: reportSchedules }) : query);
  return row;
}

export interface DueSchedule {
  id: number;
  frequency: 'daily' | 'weekly';
  weekday: number | null;
  hour: number;
  next_run_at: Date;
}

/**
 * Active schedules whose run has come, oldest first, locked (`skip locked`: a schedule another
 * runner holds is that runner's).
 */
export async function claimDueSchedules(
  db: Database,
  now: Date,
  limit: number,
): Promise<DueSchedule[]> {
  const rows = await sqlQuery(db)<{
    id: number;
    frequency: 'daily' | 'weekly';
    weekday: number | null;
    hour: number;
    next_run_at: string | Date;
  }>(
    `select id, frequency, weekday, hour, next_run_at from report_schedules
      where active and next_run_at <= $1
      order by next_run_at, id
      limit $2
      for update skip locked`,
    [now, limit],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    frequency: row.frequency,
    weekday: row.weekday === null ? null : Number(row.weekday),
    hour: Number(row.hour),
    next_run_at: new Date(row.next_run_at),
  }));
}

/** Sets when a schedule runs next. */
export async function setNextRun(db: Database, id: number, nextRunAt: Date): Promise<void> {
  await db.update(reportSchedules).set({ nextRunAt }).where(eq(reportSchedules.id, id));
}
