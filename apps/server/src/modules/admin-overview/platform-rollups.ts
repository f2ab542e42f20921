import { type Database, sqlQuery } from '../../db/client';
import { BRAND_ROLLUP_COLUMNS, ROLLUP_COLUMNS } from '../../db/schema/rollups';
import type { Span } from '../../ledger/rollup-pieces';
import type { JobHandler, JobRegistry } from '../../platform/jobs/job-runner';
import type { SqlParams } from '../../platform/lists/sql-params';
import { type MerchantScope, scopeConditions } from './merchant-scope';

/**
 * The platform daily rollups (db/schema/platform-rollups.ts; docs/architecture.md "Platform
 * rollups"): their refresh, a background job, and the read that takes them where they are up
 * to date and the merchant rows where they are not.
 */

export const PLATFORM_ROLLUPS_REFRESH_JOB = 'platform-rollups-refresh';
/** How often the refresh runs (a slot; one run a slot across replicas). */
export const PLATFORM_ROLLUPS_REFRESH_EVERY_MS = 10_000;

/** The segment a merchant's rows are summed into: the dashboard's filters. */
const SEGMENT = `m.currency, m.processor_id, m.partner_id, m.client_id, m.business_country`;

/** The platform rows' columns the filters test. */
const SEGMENT_COLUMNS = {
  currency: 'p.currency',
  processor: 'p.processor_id',
  partner: 'p.partner_id',
  client: 'p.client_id',
  country: 'p.country',
};

const SUMS = ROLLUP_COLUMNS.map((c) => `sum(r.${c})`).join(', ');

const BRAND_SUMS = BRAND_ROLLUP_COLUMNS.map((c) => `sum(r.${c})`).join(', ');

function sumBrandDays(where: string): string {
  return `insert into platform_brand_daily_rollups (day, currency, card_brand, ${BRAND_ROLLUP_COLUMNS.join(', ')})
    select r.day, r.currency, r.card_brand, ${BRAND_SUMS}
      from card_brand_daily_rollups r join merchants m on m.id = r.merchant_id and m.currency = r.currency
     ${where}
     group by r.day, r.currency, r.card_brand`;
}

function sumDays(where: string): string {
  return `insert into platform_daily_rollups (day, currency, processor_id, partner_id, client_id, country, ${ROLLUP_COLUMNS.join(', ')})
    select r.day, ${SEGMENT}, ${SUMS}
      from merchant_daily_rollups r join merchants m on m.id = r.merchant_id
     ${where}
     group by r.day, ${SEGMENT}`;
}

/**
 * Sums again the days changed since the last refresh (every day when a merchant changed
 * segment), in `tx`. It first takes the change marks it can see, then sums from a later
 * snapshot: a write that committed before the marks were taken is in the sums, and one that
 * had not committed keeps its mark, so its day stays out of date until the next refresh.
 * Answers how many days it summed (null: all of them).
 */
export async function refreshPlatformRollups(tx: Database): Promise<number | null> {
  const run = sqlQuery(tx);
  const taken = await run<{ day: Date | string | null }>(
    'delete from platform_rollup_changes returning day',
  );
  if (taken.length === 0) return 0;
  if (taken.some((row) => row.day === null)) {
    await run('delete from platform_daily_rollups');
    await run(sumDays(''));
    await run('delete from platform_brand_daily_rollups');
    await run(sumBrandDays(''));
    return null;
  }
  const days = [...new Set(taken.map((row) => new Date(row.day as Date | string).toISOString()))];
  await run('delete from platform_daily_rollups where day = any($1::timestamptz[])', [days]);
  await run(sumDays('where r.day = any($1::timestamptz[])'), [days]);
  await run('delete from platform_brand_daily_rollups where day = any($1::timestamptz[])', [days]);
  await run(sumBrandDays('where r.day = any($1::timestamptz[])'), [days]);
  return days.length;
}

const refreshJob: JobHandler = async (tx) => {
  await refreshPlatformRollups(tx);
};

/** Gives the runner the refresh (main.ts). */
export function registerPlatformRollupJobs(jobs: JobRegistry): void {
  jobs.register(PLATFORM_ROLLUPS_REFRESH_JOB, refreshJob, {
    everyMs: PLATFORM_ROLLUPS_REFRESH_EVERY_MS,
  });
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The daily rows of one span summed over the merchants of `scope`, as parts of a union
 * (columns: merchant_id (null), at, then `columns`): the platform rows of the days with no
 * change pending, and the merchant rows (`ids`: the scope's merchant ids as an array
 * expression) of the days with one. While a merchant's move to another segment is pending,
 * every day comes from the merchant rows. Each condition on the marks is evaluated once per
 * statement, so the part not taken costs nothing.
 */
export function platformDayParts(input: {
  span: Span;
  columns: readonly string[];
  scope: MerchantScope;
  ids: string;
  params: SqlParams;
}): string[] {
  const { params } = input;
  const from = `${params.add(iso(input.span[0]))}::timestamptz`;
  const to = `${params.add(iso(input.span[1]))}::timestamptz`;
  const regrouping = `(select exists (select 1 from platform_rollup_changes c where c.day is null))`;
  const changed = `array(select distinct c.day from platform_rollup_changes c where c.day >= ${from} and c.day < ${to})`;
  const cols = (alias: string) => input.columns.map((c) => `${alias}.${c}`).join(', ');
  return [
    `select null::int as merchant_id, p.day as at, ${cols('p')} from platform_daily_rollups p
      where not ${regrouping} and p.day >= ${from} and p.day < ${to}
        and p.day <> all(${changed}) and ${scopeConditions(input.scope, SEGMENT_COLUMNS, params).join(' and ')}`,
    `select null::int as merchant_id, r.day as at, ${cols('r')} from merchant_daily_rollups r
      where not ${regrouping} and r.merchant_id = any(${input.ids}) and r.day = any(${changed})`,
    `select null::int as merchant_id, r.day as at, ${cols('r')} from merchant_daily_rollups r
      where ${regrouping} and r.merchant_id = any(${input.ids}) and r.day >= ${from} and r.day < ${to}`,
  ];
}

/**
 * The card-brand days of one span for every merchant of `currency` (no other filter), as parts
 * of a union (columns: card_brand, sale_count, volume_cents): the platform brand rows of the
 * days with no change pending, the merchants' brand rows (in their own currency) of the days
 * with one, or of every day while a segment move is pending. As platformDayParts.
 */
export function platformBrandDayParts(input: {
  span: Span;
  currency: string;
  params: SqlParams;
}): string[] {
  const { params } = input;
  const from = `${params.add(iso(input.span[0]))}::timestamptz`;
  const to = `${params.add(iso(input.span[1]))}::timestamptz`;
  const currency = params.add(input.currency);
  const regrouping = `(select exists (select 1 from platform_rollup_changes c where c.day is null))`;
  const changed = `array(select distinct c.day from platform_rollup_changes c where c.day >= ${from} and c.day < ${to})`;
  // Seeks the rows' key (merchant_id, day, ...) for each merchant of the currency.
  const merchantRows = `select r.card_brand, r.sale_count, r.volume_cents from card_brand_daily_rollups r
     where r.merchant_id = any(array(select m.id from merchants m where m.currency = ${currency}))
       and r.currency = ${currency}`;
  return [
    `select p.card_brand, p.sale_count, p.volume_cents from platform_brand_daily_rollups p
      where not ${regrouping} and p.currency = ${currency} and p.day >= ${from} and p.day < ${to}
        and p.day <> all(${changed})`,
    `${merchantRows} and not ${regrouping} and r.day = any(${changed})`,
    `${merchantRows} and ${regrouping} and r.day >= ${from} and r.day < ${to}`,
  ];
}
