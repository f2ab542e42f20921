import { ROLLUP_COLUMNS, type RollupColumn } from '../db/schema/rollups';

/**
 * What each raw table contributes to the rollups, column by column, in SQL: the same
 * definitions as rollup-deltas.ts. Columns a source does not name count zero.
 */
const SOURCES: { table: string; time: string; values: Partial<Record<RollupColumn, string>> }[] = [
  {
    table: 'transactions',
    time: 'trans_date',
    values: {
      gross_volume_cents:
        "sum(gross_amount_cents) filter (where kind = 'sale' and status = 'approved')",
      successful_count: "count(*) filter (where kind = 'sale' and status = 'approved')",
      card_volume_cents:
        "sum(gross_amount_cents) filter (where kind = 'sale' and status = 'approved' and method = 'card')",
      ach_volume_cents:
        "sum(gross_amount_cents) filter (where kind = 'sale' and status = 'approved' and method = 'ach')",
      refund_volume_cents:
        "-sum(gross_amount_cents) filter (where kind = 'refund' and status = 'approved')",
      refund_count: "count(*) filter (where kind = 'refund' and status = 'approved')",
      fee_cents: 'sum(fee_cents)',
      transaction_count: 'count(*)',
    },
  },
  {
    table: 'deposits',
    time: 'deposited_at',
    values: { payout_volume_cents: 'sum(amount_cents)', payout_count: 'count(*)' },
  },
  {
    table: 'chargebacks',
    time: 'cb_date',
    values: {
      chargeback_volume_cents: 'sum(cb_amount_cents)',
      chargeback_count: 'count(*)',
      evidence_needed_count: "count(*) filter (where dispute_status = 'evidence-needed')",
    },
  },
  {
    table: 'ach_returns',
    time: 'return_date',
    values: { ach_return_volume_cents: 'sum(return_amount_cents)', ach_return_count: 'count(*)' },
  },
];

/**
 * The overview metrics recomputed from raw rows, per merchant and UTC hour. `db:check` and
 * the tests compare it with the rollups to the cent.
 */
export const RECOMPUTED_ROLLUPS_SQL = `
with raw as (
  ${SOURCES.map(
    (source) => `select merchant_id, date_trunc('hour', ${source.time}, 'UTC') as hour,
    ${ROLLUP_COLUMNS.map((c) => `coalesce(${source.values[c] ?? '0'}, 0) as ${c}`).join(', ')}
  from ${source.table} group by 1, 2`,
  ).join('\n  union all\n  ')}
)
select merchant_id, hour, ${ROLLUP_COLUMNS.map((c) => `sum(${c})::bigint as ${c}`).join(', ')}
from raw group by merchant_id, hour`;

/**
 * Rows of `stored` (keyed by merchant and `key`) that differ from `expected`, column by
 * column; an all-zero row counts as absent.
 */
function mismatchSql(expected: string, stored: string, key: 'hour' | 'day' | 'month'): string {
  return `
with expected as (${expected}),
joined as (
  select coalesce(e.merchant_id, s.merchant_id) as merchant_id, coalesce(e.${key}, s.${key}) as ${key},
    ${ROLLUP_COLUMNS.map((c) => `coalesce(e.${c}, 0) as e_${c}, coalesce(s.${c}, 0) as s_${c}`).join(', ')}
  from expected e full outer join ${stored} s on s.merchant_id = e.merchant_id and s.${key} = e.${key}
)
select merchant_id, ${key}, ${ROLLUP_COLUMNS.map((c) => `e_${c}, s_${c}`).join(', ')}
from joined where ${ROLLUP_COLUMNS.map((c) => `e_${c} <> s_${c}`).join(' or ')}
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
    ${ROLLUP_COLUMNS.map((c) => `sum(${c}) as ${c}`).join(', ')}
  from merchant_hourly_rollups group by 1, 2`,
  'merchant_daily_rollups',
  'day',
);

/** Months where the monthly rollups and the sum of their days differ. */
export const MONTHLY_ROLLUP_MISMATCH_SQL = mismatchSql(
  `select merchant_id, date_trunc('month', day, 'UTC') as month,
    ${ROLLUP_COLUMNS.map((c) => `sum(${c}) as ${c}`).join(', ')}
  from merchant_daily_rollups group by 1, 2`,
  'merchant_monthly_rollups',
  'month',
);
