import type { RawQuery } from '../../db/client';

/**
 * SQL of the platform payout tool (platform_payouts; the fees from the daily rollups). Every
 * function takes the caller's query, so a payout's reads and its insert share its transaction.
 */

/** A payout as the list and the POST answer it (`p`: platform_payouts, `u`: its admin). */
export const PAYOUT_SELECT = `p.id, p.country_code, p.from_date::text as from_date, p.to_date::text as to_date,
  p.amount_cents, p.currency, p.status, p.transaction_count,
  to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
  u.email as created_by`;

/** The latest payout day of a country, or null. */
export async function lastPayoutDay(run: RawQuery, countryCode: string): Promise<string | null> {
  const [row] = await run<{ day: string | null }>(
    'select max(to_date)::text as day from platform_payouts where country_code = $1',
    [countryCode],
  );
  return row?.day ?? null;
}

/**
 * Queues the payouts of one country for the rest of the transaction: a second admin paying
 * the same country waits here, then reads the first one's payout as the last.
 */
export async function lockCountry(run: RawQuery, countryCode: string): Promise<void> {
  await run(`select pg_advisory_xact_lock(hashtext('platform-payout:' || $1)::bigint)`, [
    countryCode,
  ]);
}

/**
 * The fees and ledger rows of the merchants settled in `currency` over the UTC days [from, to]
 * (from null: from the first day), from the daily rollups: the platform rows of the days they
 * are up to date for, the merchants' rows of the days with a change still pending (or of every
 * day while a merchant's move to another segment is pending). One statement, one snapshot: the
 * same figures as summing the transactions (the reconciliation's check does that).
 */
export async function feesOfPeriod(
  run: RawQuery,
  input: { currency: string; from: string | null; to: string },
): Promise<{ feeCents: number; transactionCount: number }> {
  const from = `coalesce($2::date, '1900-01-01'::date)::timestamp at time zone 'UTC'`;
  const to = `($3::date + 1)::timestamp at time zone 'UTC'`;
  const regrouping =
    '(select exists (select 1 from platform_rollup_changes c where c.day is null))';
  const changed = `array(select distinct c.day from platform_rollup_changes c where c.day >= ${from} and c.day < ${to})`;
  const ids = 'array(select m.id from merchants m where m.currency = $1)';
  const [row] = await run<{ fees: string | null; rows: string | null }>(
    `with days as (
       select p.fee_cents, p.transaction_count from platform_daily_rollups p
        where not ${regrouping} and p.currency = $1 and p.day >= ${from} and p.day < ${to}
          and p.day <> all(${changed})
       union all
       select r.fee_cents, r.transaction_count from merchant_daily_rollups r
        where not ${regrouping} and r.merchant_id = any(${ids}) and r.day = any(${changed})
       union all
       select r.fee_cents, r.transaction_count from merchant_daily_rollups r
        where ${regrouping} and r.merchant_id = any(${ids}) and r.day >= ${from} and r.day < ${to}
     )
     select sum(fee_cents)::text as fees, sum(transaction_count)::text as rows from days`,
    [input.currency, input.from, input.to],
  );
  return { feeCents: Number(row?.fees ?? 0), transactionCount: Number(row?.rows ?? 0) };
}

export interface PayoutValues {
  countryCode: string;
  fromDate: string | null;
  toDate: string;
  amountCents: number;
  currency: string;
  transactionCount: number;
  createdByUserId: number;
}

/** Inserts a paid payout and answers it as the list reads it. */
export async function insertPayout(
  run: RawQuery,
  values: PayoutValues,
): Promise<Record<string, unknown>> {
  const [row] = await run(
    `with p as (
       insert into platform_payouts (country_code, from_date, to_date, amount_cents, currency, status,
         transaction_count, created_by_user_id)
       values ($1, $2::date, $3::date, $4, $5, 'paid', $6, $7)
       returning *)
     select ${PAYOUT_SELECT} from p left join users u on u.id = p.created_by_user_id`,
    [
      values.countryCode,
      values.fromDate,
      values.toDate,
      values.amountCents,
      values.currency,
      values.transactionCount,
      values.createdByUserId,
    ],
  );
  if (!row) throw new Error('the payout was not inserted');
  return row;
}
