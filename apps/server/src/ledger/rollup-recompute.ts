/**
 * The overview metrics recomputed from raw rows, per merchant and UTC hour: the same
 * definitions as rollup-deltas.ts, in SQL. `db:check` and the tests compare it with the
 * rollups to the cent.
 */
export const RECOMPUTED_ROLLUPS_SQL = `
with raw as (
  select merchant_id, date_trunc('hour', trans_date, 'UTC') as hour,
    sum(case when kind = 'sale' and status = 'approved' then gross_amount_cents else 0 end) as gross_volume_cents,
    count(*) filter (where kind = 'sale' and status = 'approved') as successful_count,
    sum(case when kind = 'refund' and status = 'approved' then -gross_amount_cents else 0 end) as refund_volume_cents,
    count(*) filter (where kind = 'refund' and status = 'approved') as refund_count,
    sum(fee_cents) as fee_cents,
    0 as payout_volume_cents, 0 as payout_count, 0 as chargeback_volume_cents, 0 as chargeback_count,
    0 as evidence_needed_count, 0 as ach_return_volume_cents, 0 as ach_return_count
  from transactions group by 1, 2
  union all
  select merchant_id, date_trunc('hour', deposited_at, 'UTC'), 0, 0, 0, 0, 0, sum(amount_cents), count(*), 0, 0, 0, 0, 0
  from deposits group by 1, 2
  union all
  select merchant_id, date_trunc('hour', cb_date, 'UTC'), 0, 0, 0, 0, 0, 0, 0, sum(cb_amount_cents), count(*),
    count(*) filter (where dispute_status = 'evidence-needed'), 0, 0
  from chargebacks group by 1, 2
  union all
  select merchant_id, date_trunc('hour', return_date, 'UTC'), 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, sum(return_amount_cents), count(*)
  from ach_returns group by 1, 2
)
select merchant_id, hour,
  sum(gross_volume_cents)::bigint as gross_volume_cents, sum(successful_count)::int as successful_count,
  sum(refund_volume_cents)::bigint as refund_volume_cents, sum(refund_count)::int as refund_count,
  sum(fee_cents)::bigint as fee_cents, sum(payout_volume_cents)::bigint as payout_volume_cents,
  sum(payout_count)::int as payout_count, sum(chargeback_volume_cents)::bigint as chargeback_volume_cents,
  sum(chargeback_count)::int as chargeback_count, sum(evidence_needed_count)::int as evidence_needed_count,
  sum(ach_return_volume_cents)::bigint as ach_return_volume_cents, sum(ach_return_count)::int as ach_return_count
from raw group by merchant_id, hour`;

export const ROLLUP_VALUE_COLUMNS = [
  'gross_volume_cents',
  'successful_count',
  'refund_volume_cents',
  'refund_count',
  'fee_cents',
  'payout_volume_cents',
  'payout_count',
  'chargeback_volume_cents',
  'chargeback_count',
  'evidence_needed_count',
  'ach_return_volume_cents',
  'ach_return_count',
] as const;

/**
 * Rows of `stored` (keyed by merchant and `key`) that differ from `expected`, column by
 * column; an all-zero row counts as absent.
 */
function mismatchSql(expected: string, stored: string, key: 'hour' | 'day'): string {
  return `
with expected as (${expected}),
joined as (
  select coalesce(e.merchant_id, s.merchant_id) as merchant_id, coalesce(e.${key}, s.${key}) as ${key},
    ${ROLLUP_VALUE_COLUMNS.map((c) => `coalesce(e.${c}, 0) as e_${c}, coalesce(s.${c}, 0) as s_${c}`).join(', ')}
  from expected e full outer join ${stored} s on s.merchant_id = e.merchant_id and s.${key} = e.${key}
)
select merchant_id, ${key}, ${ROLLUP_VALUE_COLUMNS.map((c) => `e_${c}, s_${c}`).join(', ')}
from joined where ${ROLLUP_VALUE_COLUMNS.map((c) => `e_${c} <> s_${c}`).join(' or ')}
order by merchant_id, ${key}`;
}

/** Hours where the stored rollups and the recomputation from raw rows differ. */
export const ROLLUP_MISMATCH_SQL = mismatchSql(
  RECOMPUTED_ROLLUPS_SQL,
  'merchant_hourly_rollups',
  'hour',
);

/** Days where the daily rollups and the sum of their hours differ. */
export const DAILY_ROLLUP_MISMATCH_SQL = mismatchSql(
  `select merchant_id, date_trunc('day', hour, 'UTC') as day,
    ${ROLLUP_VALUE_COLUMNS.map((c) => `sum(${c}) as ${c}`).join(', ')}
  from merchant_hourly_rollups group by 1, 2`,
  'merchant_daily_rollups',
  'day',
);
