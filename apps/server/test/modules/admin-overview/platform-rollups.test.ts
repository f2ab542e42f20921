import { randomBytes } from 'node:crypto';
import { adminOverviewQuerySchema } from '@paydesk/domain/admin-overview';
import { beforeAll, describe, expect, it } from 'vitest';
import { sqlQuery } from '../../../src/db/client';
import { generate } from '../../../src/demo/generator/generate';
import {
  type MerchantScope,
  sumRollupBuckets,
} from '../../../src/modules/admin-overview/admin-overview.repository';
import { cardVolumes } from '../../../src/modules/admin-overview/card-volumes';
import {
  refreshPlatformRollups,
  registerPlatformRollupJobs,
} from '../../../src/modules/admin-overview/platform-rollups';
import { createFieldCipher } from '../../../src/platform/encryption';
import { createJobRunner } from '../../../src/platform/jobs/job-runner';
import { inWriteTransaction } from '../../../src/platform/write-transaction';
import { failingChecksAfter } from '../../support/failing-checks';
import { createTestApp, type TestApp } from '../../support/test-app';

/**
 * The platform daily rollups (modules/admin-overview/platform-rollups.ts): the platform-wide
 * sums read the segment rows where no change is pending and the merchant rows where one is,
 * so they equal the merchant rollups summed directly in every state: before any refresh,
 * after one, after a write, after a merchant moves to another segment.
 */
let t: TestApp;
const DAY_MS = 86_400_000;
const END = Date.UTC(2026, 9, 1);
const FROM = END - 120 * DAY_MS;
const COLUMNS = ['gross_volume_cents', 'successful_count', 'refund_volume_cents'] as const;

beforeAll(async () => {
  t = await createTestApp();
  await generate(t.database, {
    profile: { name: 'demo', merchants: 6, days: 200, meanDailySales: 3 },
    seed: 'platform-rollups',
    end: new Date(END - DAY_MS),
    cipher: createFieldCipher(randomBytes(32)),
  });
  await t.database.query(
    `update merchants set currency = 'CAD', business_country = 'CAN' where id = 100002`,
  );
  await t.database.query(
    `update merchants set processor_id = case when id in (100001, 100004) then 2 else 3 end`,
  );
  const clients = await t.database.query<{ id: number }>('select id from clients order by id');
  await t.database.query(
    `update merchants set client_id = case when id % 2 = 0 then $1::int else $2::int end`,
    [clients[0]?.id, clients[1]?.id],
  );
}, 240_000);

const clientIds = async () =>
  (await t.database.query<{ id: number }>('select id from clients order by id limit 2')).map(
    (row) => row.id,
  );

async function scopes(): Promise<MerchantScope[]> {
  const [first, second] = await clientIds();
  return [
    { filters: { currency: 'USD' } },
    { filters: { currency: 'CAD' } },
    { filters: { currency: 'USD', processor: 3 } },
    { filters: { currency: 'USD', client_id: first } },
    { filters: { currency: 'USD', country: 'USA' }, clientId: second },
  ] as MerchantScope[];
}

/** Every day of [FROM, END) as its own bucket. */
const DAYS = Array.from({ length: (END - FROM) / DAY_MS + 1 }, (_, i) => FROM + i * DAY_MS);

/** The series as the dashboard reads it: bucket number → sums. */
async function viaRollups(scope: MerchantScope): Promise<Record<number, number[]>> {
  const rows = await sumRollupBuckets(t.database.db, {
    scope,
    periods: [DAYS],
    columns: COLUMNS,
  });
  return Object.fromEntries(
    rows.map((row) => [row.bucket, COLUMNS.map((c) => Number(row.sums[c] ?? 0))]),
  );
}

/** The same from the merchant daily rollups and the merchants as they are now, in plain SQL. */
async function direct(scope: MerchantScope): Promise<Record<number, number[]>> {
  const { filters } = scope;
  const rows = await t.database.query<Record<string, unknown>>(
    `select (extract(epoch from r.day) * 1000 - $1) / ${DAY_MS} + 1 as bucket,
            ${COLUMNS.map((c) => `sum(r.${c})::float8 as ${c}`).join(', ')}
       from merchant_daily_rollups r join merchants m on m.id = r.merchant_id
      where r.day >= to_timestamp($1 / 1000.0) and r.day < to_timestamp($2 / 1000.0)
        and m.currency = $3
        and ($4::int is null or m.processor_id = $4) and ($5::int is null or m.client_id = $5)
        and ($6::int is null or m.client_id = $6) and ($7::text is null or m.business_country = $7)
      group by 1`,
    [
      FROM,
      END,
      filters.currency,
      filters.processor ?? null,
      filters.client_id ?? null,
      scope.clientId ?? null,
      filters.country ?? null,
    ],
  );
  return Object.fromEntries(
    rows.map((row) => [Number(row.bucket), COLUMNS.map((c) => Number(row[c] ?? 0))]),
  );
}

async function expectEqualEverywhere(): Promise<void> {
  for (const scope of await scopes()) {
    expect(await viaRollups(scope), JSON.stringify(scope)).toEqual(await direct(scope));
  }
}

const pending = async () =>
  Number(
    (
      await t.database.query<{ n: number }>(
        'select count(*)::int as n from platform_rollup_changes',
      )
    )[0]?.n,
  );

const refresh = () => inWriteTransaction(t.database.db, (tx) => refreshPlatformRollups(tx));

describe('platform daily rollups', () => {
  it('equal the merchant rollups before the first refresh, every generated day being pending', async () => {
    expect(await pending()).toBeGreaterThan(0);
    await expectEqualEverywhere();
  });

  it('are summed by the refresh, which takes every pending change', async () => {
    // The segment moves above left a null mark: the first refresh sums every day again.
    expect(await refresh()).toBeNull();
    expect(await pending()).toBe(0);
    const [{ n }] = (await t.database.query<{ n: number }>(
      'select count(*)::int as n from platform_daily_rollups',
    )) as [{ n: number }];
    expect(n).toBeGreaterThan(0);
    await expectEqualEverywhere();
    expect(await refresh()).toBe(0);
  });

  it('are what a read takes for a day with no change pending, and not for one with a change', async () => {
    const scope: MerchantScope = { filters: { currency: 'USD' } };
    const [found] = await t.database.query<{ ms: number }>(
      `select extract(epoch from p.day)::float8 * 1000 as ms from platform_daily_rollups p
        where p.currency = 'USD' and p.day >= $1 order by p.day limit 1`,
      [new Date(FROM)],
    );
    const day = new Date(Number(found?.ms));
    const bucket = (day.getTime() - FROM) / DAY_MS + 1;
    const truth = (await direct(scope))[bucket];
    // A platform row out of step with its merchants (never written so): the read shows it,
    // which proves the read takes the platform rows.
    await t.database.query(
      `update platform_daily_rollups set gross_volume_cents = gross_volume_cents + 100
        where day = $1 and currency = 'USD' and ctid = (select min(ctid) from platform_daily_rollups where day = $1 and currency = 'USD')`,
      [day],
    );
    expect((await viaRollups(scope))[bucket]?.[0]).toBe((truth?.[0] ?? 0) + 100);
    // A write to one of that day's merchant rows marks the day: the read takes the merchant rows.
    await t.database.query(
      `update merchant_daily_rollups set refund_count = refund_count
        where day = $1 and merchant_id = (select min(merchant_id) from merchant_daily_rollups where day = $1)`,
      [day],
    );
    expect(await pending()).toBe(1);
    expect((await viaRollups(scope))[bucket]).toEqual(truth);
    // The refresh sums that day again from its merchants.
    expect(await refresh()).toBe(1);
    expect((await viaRollups(scope))[bucket]).toEqual(truth);
    await expectEqualEverywhere();
  });

  it('follow a merchant into another segment at once, and after the refresh', async () => {
    const [first, second] = await clientIds();
    const [merchant] = await t.database.query<{ client_id: number }>(
      'select client_id from merchants where id = 100001',
    );
    const other = merchant?.client_id === first ? second : first;
    await t.database.query('update merchants set client_id = $1 where id = 100001', [other]);
    await expectEqualEverywhere();
    expect(await refresh()).toBeNull();
    await expectEqualEverywhere();
  });

  it('are refreshed by the background job, once a slot', async () => {
    await t.database.query(
      `update merchant_daily_rollups set fee_cents = fee_cents where day = (select max(day) from merchant_daily_rollups)`,
    );
    expect(await pending()).toBeGreaterThan(0);
    const runner = createJobRunner({ db: t.database.db, clock: t.app.clock });
    registerPlatformRollupJobs(runner);
    expect(await runner.runDueJobs()).toBe(1);
    expect(await pending()).toBe(0);
    expect(await runner.runDueJobs()).toBe(0);
    await expectEqualEverywhere();
  });

  it('are checked by db:check: a platform row out of step is reported, a pending day is not', async () => {
    const name = 'platform daily rollups equal their merchants summed per day and segment';
    const tamper = `update platform_daily_rollups set fee_cents = fee_cents + 1
      where ctid = (select min(ctid) from platform_daily_rollups)`;
    expect(await failingChecksAfter(t.database, async () => {})).toEqual([]);
    const failing = await failingChecksAfter(t.database, async (tx) => {
      await sqlQuery(tx)(tamper);
    });
    expect(failing.map((check) => check.name)).toEqual([name]);
    expect(failing[0]?.violations[0]).toMatch(/fee_cents \d+ \(expected \d+\)/);
    // The same row with its day pending: the read takes the merchant rows, nothing to report.
    const pendingDay = await failingChecksAfter(t.database, async (tx) => {
      await sqlQuery(tx)(
        `with tampered as (${tamper} returning day)
         insert into platform_rollup_changes (day) select day from tampered`,
      );
    });
    expect(pendingDay).toEqual([]);
  });

  it('serve card-volumes for every merchant of a currency, a pending day from the merchants', async () => {
    const range = { start_date: '2026-06-03 00:00:00', end_date: '2026-09-30 23:59:59' };
    const viaService = async (filters: Record<string, string>) =>
      Object.fromEntries(
        (
          await cardVolumes(t.database.db, {
            query: adminOverviewQuerySchema.parse({ ...range, ...filters }),
            now: new Date(END),
          })
        ).data.map((row) => [row.cardBrand, [row.count, row.volume]]),
      );
    const direct = async (currency: string, processor?: number) =>
      Object.fromEntries(
        (
          await t.database.query<{ card_brand: string; n: number; v: number }>(
            `select r.card_brand, sum(r.sale_count)::float8 as n, sum(r.volume_cents)::float8 as v
               from card_brand_daily_rollups r join merchants m on m.id = r.merchant_id
              where m.currency = $1 and r.currency = $1 and ($2::int is null or m.processor_id = $2)
                and r.day >= '2026-06-03' and r.day < '2026-10-01'
              group by 1 having sum(r.sale_count) <> 0`,
            [currency, processor ?? null],
          )
        ).map((row) => [row.card_brand, [Number(row.n), Number(row.v)]]),
      );
    expect(await pending()).toBe(0);
    const truth = await direct('USD');
    expect(Object.keys(truth).length).toBeGreaterThan(1);
    expect(await viaService({ currency: 'USD' })).toEqual(truth);
    expect(await viaService({ currency: 'CAD' })).toEqual(await direct('CAD'));
    expect(await viaService({ currency: 'USD', processor: '3' })).toEqual(await direct('USD', 3));
    // A platform brand row out of step shows: the unfiltered view reads the platform rows.
    const [tampered] = await t.database.query<{ card_brand: string; day: string }>(
      `update platform_brand_daily_rollups set volume_cents = volume_cents + 100
        where ctid = (select min(ctid) from platform_brand_daily_rollups
                       where currency = 'USD' and day >= '2026-06-03' and day < '2026-10-01')
        returning card_brand, day::text`,
    );
    const brand = tampered?.card_brand as string;
    expect((await viaService({ currency: 'USD' }))[brand]).toEqual([
      truth[brand]?.[0],
      (truth[brand]?.[1] ?? 0) + 100,
    ]);
    // Its day marked (as a write to a brand row of that day would): read from the merchants.
    await t.database.query('insert into platform_rollup_changes (day) values ($1::timestamptz)', [
      tampered?.day,
    ]);
    expect(await viaService({ currency: 'USD' })).toEqual(truth);
    expect(await refresh()).toBe(1);
    expect(await viaService({ currency: 'USD' })).toEqual(truth);
    expect(await failingChecksAfter(t.database, async () => {})).toEqual([]);
  });
});
