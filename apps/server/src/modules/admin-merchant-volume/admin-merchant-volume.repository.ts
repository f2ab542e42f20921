import { asc, eq } from 'drizzle-orm';
import { type Database, sqlQuery } from '../../db/client';
import { clients } from '../../db/schema';

/** The Misc. and Volume tabs' reads: SQL only (the rules are the services'). */

export async function allClients(db: Database): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .orderBy(asc(clients.name), asc(clients.id));
}

export async function clientById(
  db: Database,
  id: number,
): Promise<{ id: number; name: string } | undefined> {
  const [row] = await db
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(eq(clients.id, id))
    .limit(1);
  return row;
}

/**
 * Gross volume and count per month of `timezone` from the local midnight `since` (a wall-clock
 * time) on, read from the hourly rollups (hours are UTC, so every whole-hour zone's months are
 * exact). Months without rollups are absent.
 */
export async function monthlyGross(
  db: Database,
  input: { merchantId: number; since: string; timezone: string },
): Promise<{ month: string; amount: number; count: number }[]> {
  const rows = await sqlQuery(db)<{ month: string; amount: number; count: number }>(
    `select to_char(date_trunc('month', hour at time zone $3), 'YYYY-MM') as month,
            sum(gross_volume_cents)::float8 as amount, sum(successful_count)::float8 as count
       from merchant_hourly_rollups
      where merchant_id = $1 and hour >= ($2::timestamp at time zone $3)
      group by 1`,
    [input.merchantId, input.since, input.timezone],
  );
  return rows.map((r) => ({ month: r.month, amount: Number(r.amount), count: Number(r.count) }));
}

/**
 * The merchant's gross volume from the UTC day `since` on (daily rollups), its rank among
 * every merchant's (1 + the number of merchants with more), and the number of merchants.
 */
export async function grossVolumeRank(
  db: Database,
  input: { merchantId: number; since: Date },
): Promise<{ amount: number; rank: number; of: number }> {
  const [row] = await sqlQuery(db)<{ amount: number; rank: number; of: number }>(
    `with v as (
       select merchant_id, sum(gross_volume_cents) as amount from merchant_daily_rollups
        where day >= $2 group by merchant_id),
     mine as (select coalesce((select amount from v where merchant_id = $1), 0) as amount)
     select mine.amount::float8 as amount,
            (select count(*) from v where v.amount > mine.amount)::int + 1 as rank,
            (select count(*) from merchants)::int as of
       from mine`,
    [input.merchantId, input.since],
  );
  return {
    amount: Number(row?.amount ?? 0),
    rank: Number(row?.rank ?? 1),
    of: Number(row?.of ?? 0),
  };
}
