import { INTERCHANGE_RATES } from '@paydesk/domain/admin-dispute-report-fields';
import {
  BRAND_ROLLUP_COLUMNS,
  BRAND_ROLLUP_KEYS,
  ROLLUP_COLUMNS,
  type RollupColumn,
} from '../db/schema/rollups';

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
      card_count:
        "count(*) filter (where kind = 'sale' and status = 'approved' and method = 'card')",
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
 * Rows of `stored` (keyed by merchant, `key` and `extraKeys`) that differ from `expected`,
 * column by column; an all-zero row counts as absent.
 */
function mismatchSql(
  expected: string,
  stored: string,
  key: 'hour' | 'day' | 'month',
  columns: readonly string[] = ROLLUP_COLUMNS,
  extraKeys: readonly string[] = [],
): string {
  const keys = ['merchant_id', key, ...extraKeys];
  return `
with expected as (${expected}),
joined as (
  select ${keys.map((k) => `coalesce(e.${k}, s.${k}) as ${k}`).join(', ')},
    ${columns.map((c) => `coalesce(e.${c}, 0) as e_${c}, coalesce(s.${c}, 0) as s_${c}`).join(', ')}
  from expected e full outer join ${stored} s on ${keys.map((k) => `s.${k} = e.${k}`).join(' and ')}
)
select ${keys.join(', ')}, ${columns.map((c) => `e_${c}, s_${c}`).join(', ')}
from joined where ${columns.map((c) => `e_${c} <> s_${c}`).join(' or ')}
order by ${keys.join(', ')}`;
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

/** INTERCHANGE_RATES as a VALUES list (brand, basis points, fixed cents): constants of the code. */
const RATES_VALUES = Object.entries(INTERCHANGE_RATES)
  .map(
    ([brand, rate]) =>
      `('${brand.replaceAll("'", "''")}', ${Math.trunc(rate.percentBps)}, ${Math.trunc(rate.fixedCents)})`,
  )
  .join(', ');

/**
 * The card-brand rollups recomputed from the sales, per merchant, UTC day, processor, brand and
 * currency: the definitions of saleBrandRollup (rollup-deltas.ts) and the interchange report.
 */
export const RECOMPUTED_BRAND_ROLLUPS_SQL = `
select t.merchant_id, date_trunc('day', t.trans_date, 'UTC') as day, t.processor_id,
  coalesce(t.card_brand, 'ACH') as card_brand, t.currency,
  count(*)::bigint as sale_count, sum(t.gross_amount_cents)::bigint as volume_cents,
  sum(t.fee_cents)::bigint as fee_cents,
  sum(coalesce((t.gross_amount_cents * r.bps + 5000) / 10000 + r.fixed, 0))::bigint as interchange_cents
from transactions t left join (values ${RATES_VALUES}) r(brand, bps, fixed) on r.brand = t.card_brand
where t.kind = 'sale' and t.status = 'approved'
group by 1, 2, 3, 4, 5`;

/** Card-brand days where the stored rollups and the recomputation from the sales differ. */
export const BRAND_ROLLUP_MISMATCH_SQL = mismatchSql(
  RECOMPUTED_BRAND_ROLLUPS_SQL,
  'card_brand_daily_rollups',
  'day',
  BRAND_ROLLUP_COLUMNS,
  BRAND_ROLLUP_KEYS,
);

/** Card-brand months where the monthly rollups and the sum of their days differ. */
export const BRAND_MONTHLY_ROLLUP_MISMATCH_SQL = mismatchSql(
  `select merchant_id, date_trunc('month', day, 'UTC') as month, ${BRAND_ROLLUP_KEYS.join(', ')},
    ${BRAND_ROLLUP_COLUMNS.map((c) => `sum(${c}) as ${c}`).join(', ')}
  from card_brand_daily_rollups group by 1, 2, 3, 4, 5`,
  'card_brand_monthly_rollups',
  'month',
  BRAND_ROLLUP_COLUMNS,
  BRAND_ROLLUP_KEYS,
);

/** The platform rollups' segment columns, as the merchants' columns (see platform-rollups.ts). */
const SEGMENT_KEYS = ['currency', 'processor_id', 'partner_id', 'client_id', 'country'] as const;

/**
 * Platform daily rows (migration 0026) that differ from the merchant daily rollups summed per
 * day and segment, on the days with no change pending (a pending day is read from the merchant
 * rows and summed again by the next refresh; with a segment move pending, none is checked).
 */
export const PLATFORM_ROLLUP_MISMATCH_SQL = `
with settled as (
  select not exists (select 1 from platform_rollup_changes where day is null) as ok,
         array(select distinct day from platform_rollup_changes where day is not null) as pending
),
expected as (
  select r.day, m.currency, m.processor_id, m.partner_id, m.client_id, m.business_country as country,
    ${ROLLUP_COLUMNS.map((c) => `sum(r.${c}) as ${c}`).join(', ')}
  from merchant_daily_rollups r join merchants m on m.id = r.merchant_id, settled
  where settled.ok and r.day <> all(settled.pending)
  group by 1, 2, 3, 4, 5, 6
),
stored as (
  select p.* from platform_daily_rollups p, settled
  where settled.ok and p.day <> all(settled.pending)
),
joined as (
  select coalesce(e.day, s.day) as day,
    ${SEGMENT_KEYS.map((k) => `coalesce(e.${k}, s.${k}) as ${k}`).join(', ')},
    ${ROLLUP_COLUMNS.map((c) => `coalesce(e.${c}, 0) as e_${c}, coalesce(s.${c}, 0) as s_${c}`).join(', ')}
  from expected e full outer join stored s
    on s.day = e.day and ${SEGMENT_KEYS.map((k) => `s.${k} is not distinct from e.${k}`).join(' and ')}
)
select day, ${SEGMENT_KEYS.join(', ')}, ${ROLLUP_COLUMNS.map((c) => `e_${c}, s_${c}`).join(', ')}
from joined where ${ROLLUP_COLUMNS.map((c) => `e_${c} <> s_${c}`).join(' or ')}
order by day`;

/** Platform brand rows (migration 0027) against the brand days summed, as the check above. */
export const PLATFORM_BRAND_ROLLUP_MISMATCH_SQL = `
with settled as (
  select not exists (select 1 from platform_rollup_changes where day is null) as ok,
         array(select distinct day from platform_rollup_changes where day is not null) as pending
),
expected as (
  select r.day, r.currency, r.card_brand, ${BRAND_ROLLUP_COLUMNS.map((c) => `sum(r.${c}) as ${c}`).join(', ')}
  from card_brand_daily_rollups r join merchants m on m.id = r.merchant_id and m.currency = r.currency, settled
  where settled.ok and r.day <> all(settled.pending)
  group by 1, 2, 3
),
stored as (
  select p.* from platform_brand_daily_rollups p, settled
  where settled.ok and p.day <> all(settled.pending)
),
joined as (
  select coalesce(e.day, s.day) as day, coalesce(e.currency, s.currency) as currency,
    coalesce(e.card_brand, s.card_brand) as card_brand,
    ${BRAND_ROLLUP_COLUMNS.map((c) => `coalesce(e.${c}, 0) as e_${c}, coalesce(s.${c}, 0) as s_${c}`).join(', ')}
  from expected e full outer join stored s
    on s.day = e.day and s.currency = e.currency and s.card_brand = e.card_brand
)
select day, currency, card_brand, ${BRAND_ROLLUP_COLUMNS.map((c) => `e_${c}, s_${c}`).join(', ')}
from joined where ${BRAND_ROLLUP_COLUMNS.map((c) => `e_${c} <> s_${c}`).join(' or ')}
order by day`;
