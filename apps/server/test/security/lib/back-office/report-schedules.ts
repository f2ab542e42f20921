import type { ObjectKindEntry } from '../object-kind-types';

/**
 * The security harness's entries for scheduled reports (modules/report-schedules): the id kind
 * their paths name (OBJECT_KINDS of object-kinds.ts). A schedule belongs to the admin who
 * made it; every other user's schedule is "foreign" (the routes answer 404).
 */

const insertSchedule = `insert into report_schedules
    (user_id, name, report_path, query, frequency, hour, next_run_at)
  values ($1, $2, '/admin/audit', 'range=prior-day', 'daily', 6, now() + interval '1 day')
  returning id`;

export const kinds: Record<string, ObjectKindEntry> = {
  /** One of the caller's own schedules, made when it has none left (the matrix deletes one). */
  reportSchedule: {
    async own({ database, userId }) {
      const [found] = await database.query<{ id: number }>(
        'select id from report_schedules where user_id = $1 order by id limit 1',
        [userId],
      );
      if (found) return Number(found.id);
      const [made] = await database.query<{ id: number }>(insertSchedule, [
        userId,
        `Harness schedule ${Date.now().toString(36)}${userId}`,
      ]);
      return made ? Number(made.id) : undefined;
    },
    async foreign({ database, userId }) {
      const [row] = await database.query<{ id: number; name: string }>(
        'select id, name from report_schedules where user_id <> $1 order by id limit 1',
        [userId],
      );
      if (row) return { id: Number(row.id), identifying: [row.name] };
      const name = `Foreign harness schedule ${Date.now().toString(36)}`;
      const [made] = await database.query<{ id: number }>(
        `insert into report_schedules (user_id, name, report_path, query, frequency, hour, next_run_at)
         select u.id, $2, '/admin/audit', 'range=prior-day', 'daily', 6, now() + interval '1 day'
           from users u where u.id <> $1 order by u.id limit 1
         returning id`,
        [userId, name],
      );
      return made ? { id: Number(made.id), identifying: [name] } : undefined;
    },
  },
};
