import type { ObjectKindEntry } from '../object-kind-types';

/**
 * The security harness's entries for the back office's profile routes of this area (kept per
 * area so that each module's routes are declared next to each other): routes whose admitted
 * caller gets a known refusal instead of a 2xx (HANDLER_REFUSALS of matrix.ts), and the id
 * kinds their paths name (OBJECT_KINDS of object-kinds.ts).
 */
export const refusals: Record<string, { status: number; why: string }> = {};

/** Merchants the user holds (access 1), as SQL for `not in (...)`. */
const HELD = 'select merchant_id from user_merchants where user_id = $1 and access = 1';

export const kinds: Record<string, ObjectKindEntry> = {
  /**
   * An alert of the route's merchant (made when it has none: a delete may have taken the last
   * one), or of a merchant the caller does not hold (the admin routes then answer 404).
   */
  merchantAlert: {
    async own({ database, merchantId }) {
      const [row] = await database.query<{ id: number }>(
        'select id from merchant_alerts where merchant_id = $1 order by id limit 1',
        [merchantId],
      );
      if (row) return Number(row.id);
      const [made] = await database.query<{ id: number }>(
        `insert into merchant_alerts (merchant_id, type, title, message)
         values ($1, 'notice', 'Harness alert', 'Made by the security harness') returning id`,
        [merchantId],
      );
      return made ? Number(made.id) : undefined;
    },
    async foreign({ database, userId }) {
      const [row] = await database.query<{ id: number }>(
        `select id from merchant_alerts where merchant_id not in (${HELD}) order by id limit 1`,
        [userId],
      );
      if (row) return { id: Number(row.id), identifying: [] };
      const [made] = await database.query<{ id: number }>(
        `insert into merchant_alerts (merchant_id, type, title, message)
         select id, 'error', 'Foreign harness alert', 'Another merchant''s alert' from merchants
          where id not in (${HELD}) order by id limit 1 returning id`,
        [userId],
      );
      return made ? { id: Number(made.id), identifying: [] } : undefined;
    },
  },
};
