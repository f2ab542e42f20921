import { type Database, sqlQuery } from '../../db/client';
import type { RollupColumn } from '../../db/schema/rollups';
import {
  piecesOf,
  type RollupGrain,
  rollupSpans,
  type SignedReads,
  type Span,
} from '../../ledger/rollup-pieces';
import { SqlParams } from '../../platform/lists/sql-params';
import { type MerchantScope, scopeConditions } from './merchant-scope';
import { platformDayParts } from './platform-rollups';

/** The platform-wide reads of the admin dashboard: SQL only (the rules are the service's). */

export type { MerchantScope } from './merchant-scope';

/** The merchants table's columns the filters test. */
const MERCHANT_COLUMNS = {
  currency: 'm.currency',
  processor: 'm.processor_id',
  partner: 'm.partner_id',
  client: 'm.client_id',
  country: 'm.business_country',
};

/** Sums per bucket of all merchants together, or of each merchant. */
export type GroupBy = 'none' | 'merchant';

/** The columns a raw source answers under the rollups' names, and the retrievals' count. */
export type FigureColumn = RollupColumn | 'retrieval_count';

/** Sums of one bucket (1-based over every period's bounds): of every merchant, or of one. */
export interface BucketRow<C extends FigureColumn> {
  merchantId: number | null;
  bucket: number;
  sums: Partial<Record<C, number>>;
}

const TABLES: Record<RollupGrain, string> = {
  month: 'merchant_monthly_rollups',
  day: 'merchant_daily_rollups',
  hour: 'merchant_hourly_rollups',
};

/**
 * The ids of the merchants in scope, as an array expression (evaluated once per statement):
 * `r.merchant_id = any(...)` lets each read seek the tables' keys (merchant_id, time) for
 * every merchant at once.
 */
export function scopeIds(scope: MerchantScope, params: SqlParams): string {
  return `array(${scopeMerchants(scope, params)})`;
}

/**
 * The merchants in scope as a statement answering their ids: `merchant_id in (...)` lets a read
 * of many rows join them by hash after an index-only scan of its own index.
 */
function scopeMerchants(scope: MerchantScope, params: SqlParams): string {
  const where = scopeConditions(scope, MERCHANT_COLUMNS, params);
  return `select m.id from merchants m where ${where.join(' and ')}`;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** Every bound of every period, ascending: `width_bucket` over it numbers the buckets. */
function boundsCte(periods: readonly (readonly number[])[], params: SqlParams): string {
  return `b as (select ${params.add(periods.flat().map(iso))}::timestamptz[] as at)`;
}

/** `column >= $from and column < $to` for each span, or'ed. */
function inSpans(column: string, spans: readonly Span[], params: SqlParams): string {
  return spans
    .map(
      ([from, to]) =>
        `(${column} >= ${params.add(iso(from))}::timestamptz and ${column} < ${params.add(iso(to))}::timestamptz)`,
    )
    .join(' or ');
}

function answer<C extends FigureColumn>(
  rows: Record<string, unknown>[],
  columns: readonly C[],
): BucketRow<C>[] {
  return rows.map((row) => ({
    merchantId:
      row.merchant_id === null || row.merchant_id === undefined ? null : Number(row.merchant_id),
    bucket: Number(row.bucket),
    sums: Object.fromEntries(columns.map((c) => [c, Number(row[c] ?? 0)])) as Record<C, number>,
  }));
}

/** Summed per time first (one hash key), then bucketed: a few hundred rows to bucket. */
function grouped(parts: string, columns: readonly string[]): string {
  const sums = columns.map((c) => `sum(g.${c})::float8 as ${c}`).join(', ');
  return `select null::int as merchant_id, width_bucket(g.at, b.at) as bucket, ${sums}
         from (select p.at, ${columns.map((c) => `sum(p.${c}) as ${c}`).join(', ')}
                 from (${parts}) p group by 1) g, b group by 1, 2`;
}

/**
 * Rollup sums of every merchant in scope together, per bucket of each period, in one query
 * (per merchant: `sumRollupsPerMerchant`). Periods are lists of whole-hour instants (ms), ascending and not overlapping; bucket
 * numbers count over all of them (1-based; bucket i of bounds [b0..bn] is [b(i-1), b(i))).
 * Whole UTC months come from the monthly rollups, the days they leave from the daily ones and
 * the hours those leave from the hourly ones; each span is read merchant by merchant through
 * the tables' keys (merchant_id, time), one range per span. Buckets without rows are absent.
 */
export async function sumRollupBuckets<C extends RollupColumn>(
  db: Database,
  input: {
    scope: MerchantScope;
    periods: readonly (readonly number[])[];
    columns: readonly C[];
  },
): Promise<BucketRow<C>[]> {
  const spans = rollupSpans(input.periods);
  const params = new SqlParams();
  const b = boundsCte(input.periods, params);
  const ids = scopeIds(input.scope, params);
  const cols = input.columns.map((c) => `r.${c}`).join(', ');
  const parts = (['month', 'day', 'hour'] as const).flatMap((grain) =>
    spans[grain].flatMap((span) =>
      // Whole days from the platform rollups where they are up to date (platform-rollups.ts).
      grain === 'day'
        ? platformDayParts({ span, columns: input.columns, scope: input.scope, ids, params })
        : [
            `select r.merchant_id, r.${grain} as at, ${cols} from ${TABLES[grain]} r
          where r.merchant_id = any(${ids}) and ${inSpans(`r.${grain}`, [span], params)}`,
          ],
    ),
  );
  if (parts.length === 0) return [];
  const rows = await sqlQuery(db)(
    `with ${b} ${grouped(parts.join('\n union all\n'), input.columns)}`,
    params.values,
  );
  return answer(rows, input.columns);
}

/**
 * Rollup sums of each merchant in scope over each period, one bucket a period (its first and
 * last bounds: the rankings' range and comparison), merchant by merchant: a lateral read of its own rows per span on the
 * tables' keys, summed there, so nothing but a row per merchant and span is sorted or hashed
 * (90 days and their comparison over the large profile's 800 merchants: 14,000 rollup rows,
 * 14 ms, where bucketing them all together took 40). A month a span cuts is read through its
 * monthly row where that is fewer rows (`SignedReads`). Buckets are numbered as
 * `sumRollupBuckets` numbers them (a period's first position over every bound); merchants
 * without a row in a period are absent from it.
 */
export async function sumRollupsPerMerchant<C extends RollupColumn>(
  db: Database,
  input: {
    scope: MerchantScope;
    periods: readonly (readonly number[])[];
    columns: readonly C[];
    signed?: SignedReads;
  },
): Promise<BucketRow<C>[]> {
  const params = new SqlParams();
  const at = (ms: number) => `${params.add(iso(ms))}::timestamptz`;
  const list = (sign: '' | '-') => input.columns.map((c) => `${sign}r.${c} as ${c}`).join(', ');
  const read = (grain: RollupGrain, [from, to]: Span, sign: '' | '-' = '') =>
    `select ${list(sign)} from ${TABLES[grain]} r
      where r.merchant_id = m.id and r.${grain} >= ${at(from)} and r.${grain} < ${at(to)}`;
  let position = 1;
  const perPeriod = input.periods.map((bounds) => {
    const bucket = position;
    position += bounds.length;
    const pieces = piecesOf(bounds[0] ?? 0, bounds.at(-1) ?? 0, input.signed);
    const parts = [
      ...(['month', 'day', 'hour'] as const).flatMap((grain) =>
        pieces[grain].map((span) => read(grain, span)),
      ),
      ...pieces.signed.flatMap(({ month, minus }) => [
        read('month', month),
        ...minus.map((span) => read('day', span, '-')),
      ]),
    ];
    if (parts.length === 0) return null;
    return `select ${bucket} as bucket, count(*) as n, ${input.columns
      .map((c) => `sum(u.${c})::float8 as ${c}`)
      .join(', ')}
      from (${parts.join('\n union all\n')}) u`;
  });
  const unions = perPeriod.filter((part) => part !== null);
  if (unions.length === 0) return [];
  const where = scopeConditions(input.scope, MERCHANT_COLUMNS, params);
  const rows = await sqlQuery(db)(
    `select m.id as merchant_id, k.bucket, ${input.columns.map((c) => `k.${c}`).join(', ')}
       from merchants m
       cross join lateral (${unions.join('\n union all\n')}) k
      where ${where.join(' and ')} and k.n > 0`,
    params.values,
  );
  return answer(rows, input.columns);
}

/** The figures of payments taken through payment links, under the rollups' column names. */
export const CHECKOUT_COLUMNS = [
  'gross_volume_cents',
  'successful_count',
  'refund_volume_cents',
  'refund_count',
  'chargeback_volume_cents',
  'chargeback_count',
] as const satisfies readonly RollupColumn[];

/**
 * Checkout sales (approved sales with a payment link) of every merchant in scope, per bucket
 * of their date: volume, count, what was refunded of them so far (and how many of them were
 * refunded), and the chargebacks opened on them. From the sales rows: the link is set on a sale after its ledger write, so the
 * rollups do not know it.
 */
export async function sumCheckoutBuckets(
  db: Database,
  input: { scope: MerchantScope; periods: readonly (readonly number[])[]; groupBy?: GroupBy },
): Promise<BucketRow<(typeof CHECKOUT_COLUMNS)[number]>[]> {
  const groupBy = input.groupBy ?? 'none';
  const params = new SqlParams();
  const b = boundsCte(input.periods, params);
  const spans = input.periods
    .filter((bounds) => bounds.length > 1)
    .map((bounds) => [bounds[0], bounds.at(-1)] as Span);
  if (spans.length === 0) return [];
  // transactions_checkout_date_idx holds exactly these sales with what is read of them: an
  // index-only scan of the range, its merchants joined by hash (a year and its comparison on
  // the large profile: 17,000 sales, 20 ms, where seeking each merchant's sales took 35 ms).
  const rows = await sqlQuery(db)(
    `with ${b},
     s as (select t.id, t.merchant_id, t.trans_date, t.gross_amount_cents, t.refunded_amount_cents
             from transactions t
            where t.payment_link_id is not null and t.kind = 'sale' and t.status = 'approved'
              and (${inSpans('t.trans_date', spans, params)})
              and t.merchant_id in (${scopeMerchants(input.scope, params)})),
     c as (select c.transaction_id, sum(c.cb_amount_cents) as amount, count(*) as n
             from chargebacks c join s on s.id = c.transaction_id group by 1)
     select ${groupBy === 'merchant' ? 's.merchant_id' : 'null::int'} as merchant_id,
            width_bucket(s.trans_date, b.at) as bucket,
            sum(s.gross_amount_cents)::float8 as gross_volume_cents,
            count(*)::float8 as successful_count,
            sum(s.refunded_amount_cents)::float8 as refund_volume_cents,
            (count(*) filter (where s.refunded_amount_cents > 0))::float8 as refund_count,
            coalesce(sum(c.amount), 0)::float8 as chargeback_volume_cents,
            coalesce(sum(c.n), 0)::float8 as chargeback_count
       from s cross join b left join c on c.transaction_id = s.id
      group by 1, 2`,
    params.values,
  );
  return answer(rows, CHECKOUT_COLUMNS);
}

/**
 * Retrieval requests of every merchant in scope per bucket of their date (from the rows by
 * date: retrievals are few, about one card sale in 500, and no rollup counts them).
 */
export async function countRetrievalBuckets(
  db: Database,
  input: { scope: MerchantScope; periods: readonly (readonly number[])[] },
): Promise<BucketRow<'retrieval_count'>[]> {
  const params = new SqlParams();
  const b = boundsCte(input.periods, params);
  const ids = scopeIds(input.scope, params);
  const spans = input.periods
    .filter((bounds) => bounds.length > 1)
    .map((bounds) => [bounds[0], bounds.at(-1)] as Span);
  if (spans.length === 0) return [];
  const rows = await sqlQuery(db)(
    `with ${b}
     select null::int as merchant_id, width_bucket(r.requested_date, b.at) as bucket,
            count(*)::float8 as retrieval_count
       from retrievals r cross join b
      where (${inSpans('r.requested_date', spans, params)}) and r.merchant_id = any(${ids})
      group by 1, 2`,
    params.values,
  );
  return answer(rows, ['retrieval_count'] as const);
}

/** Names of merchants (id → DBA). */
export async function merchantNames(db: Database, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await sqlQuery(db)<{ id: number; name: string }>(
    'select id, business_common_name as name from merchants where id = any($1::int[])',
    [ids],
  );
  return new Map(rows.map((r) => [Number(r.id), r.name]));
}

/** The client of each merchant (id → client id, or null). */
export async function clientsOfMerchants(
  db: Database,
  ids: number[],
): Promise<Map<number, number | null>> {
  if (ids.length === 0) return new Map();
  const rows = await sqlQuery(db)<{ id: number; client_id: number | null }>(
    'select id, client_id from merchants where id = any($1::int[])',
    [ids],
  );
  return new Map(
    rows.map((r) => [Number(r.id), r.client_id === null ? null : Number(r.client_id)]),
  );
}

/** Names of clients (id → name). */
export async function clientNames(db: Database, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await sqlQuery(db)<{ id: number; name: string }>(
    'select id, name from clients where id = any($1::int[])',
    [ids],
  );
  return new Map(rows.map((r) => [Number(r.id), r.name]));
}

export async function clientExists(db: Database, id: number): Promise<boolean> {
  const rows = await sqlQuery(db)('select 1 from clients where id = $1', [id]);
  return rows.length > 0;
}
