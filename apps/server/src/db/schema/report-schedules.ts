import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Scheduled reports (beyond the spec): an admin's subscription to a report view (its web path
 * and URL query), e-mailed as CSV daily or weekly at an hour (UTC). The `report-schedules-due`
 * job claims the rows whose `next_run_at` has come (docs/architecture.md "Background jobs").
 */
export const reportSchedules = pgTable(
  'report_schedules',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The web path of the report: '/admin/reports/disputes'. */
    reportPath: text('report_path').notNull(),
    /** The view's URL query without '?': its range (a preset is evaluated at each run), filters, sort. */
    query: text('query').notNull(),
    frequency: text('frequency', { enum: ['daily', 'weekly'] }).notNull(),
    /** 0 (Sunday) to 6 for a weekly schedule. */
    weekday: smallint('weekday'),
    /** 0 to 23, UTC. */
    hour: smallint('hour').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
    /** Why the last run sent no CSV (a lost permission pauses the schedule). */
    lastError: text('last_error'),
  },
  (t) => [
    index('report_schedules_user_idx').on(t.userId),
    index('report_schedules_due_idx').on(t.nextRunAt).where(sql`active`),
    check(
      'report_schedules_timing_check',
      sql`${t.hour} between 0 and 23 and (${t.frequency} = 'daily' or ${t.weekday} between 0 and 6)`,
    ),
  ],
);
