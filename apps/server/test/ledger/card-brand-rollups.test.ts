import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type DatabaseHandle, sqlQuery } from '../../src/db/client';
import {
  openChargeback,
  recordSale,
  refundSale,
  voidSale,
} from '../../src/ledger/ledger-operations';
import { createRandom } from '../../src/processors/prng';
import { createSimulatedProcessor } from '../../src/processors/simulated-processor';
import { failingChecksAfter } from '../support/failing-checks';
import { createTestDatabase } from '../support/test-database';

/**
 * The card-brand rollups and the merchant rollups' card_count (migration 0025): written by the
 * ledger in the write's own transaction (a void takes its sale out at once), equal to a
 * recomputation from the sales (db:check), backfilled by the migration's own statements.
 */
let database: DatabaseHandle;
const MERCHANT = 300_101;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.query(
    `insert into merchants (id, business_common_name, business_legal_name) values ($1, 'Brands', 'Brands LLC')`,
    [MERCHANT],
  );
});
afterAll(() => database.close());

interface BrandRow {
  at: string;
  brand: string;
  count: number;
  volume: number;
  fee: number;
  interchange: number;
}

async function brandRows(tx: Database, grain: 'day' | 'month'): Promise<BrandRow[]> {
  const table = grain === 'day' ? 'card_brand_daily_rollups' : 'card_brand_monthly_rollups';
  return sqlQuery(tx)<BrandRow>(
    `select to_char(${grain} at time zone 'UTC', 'YYYY-MM-DD') as at, card_brand as brand,
            sale_count as count, volume_cents::int as volume, fee_cents::int as fee,
            interchange_cents::int as interchange
       from ${table} where merchant_id = $1 and sale_count <> 0 order by 1, 2`,
    [MERCHANT],
  );
}

const cardCounts = (tx: Database) =>
  sqlQuery(tx)<{ table: string; n: number }>(
    `select 'hour' as table, sum(card_count)::int as n from merchant_hourly_rollups where merchant_id = $1
     union all select 'day', sum(card_count)::int from merchant_daily_rollups where merchant_id = $1
     union all select 'month', sum(card_count)::int from merchant_monthly_rollups where merchant_id = $1`,
    [MERCHANT],
  );

const processor = () => createSimulatedProcessor(3, createRandom('brands', 1));

/** Sales of two brands and an ACH payment over a month boundary; one refunded, one voided. */
async function liveActions(tx: Database) {
  const p = processor();
  const sale = (amountCents: number, brand: 'Visa' | 'MasterCard' | null, at: string) =>
    recordSale(tx, p, {
      merchantId: MERCHANT,
      method: brand ? 'card' : 'ach',
      amountCents,
      brand,
      at: new Date(at),
    });
  const visa = await sale(10_000, 'Visa', '2026-01-31T23:30:00Z');
  const small = await sale(3_333, 'Visa', '2026-01-31T10:00:00Z');
  const master = await sale(2_001, 'MasterCard', '2026-02-01T00:10:00Z');
  const ach = await sale(4_000, null, '2026-02-01T08:00:00Z');
  const voided = await sale(700, 'Visa', '2026-02-03T10:00:00Z');
  await refundSale(tx, p, {
    saleId: visa.id,
    amountCents: 2_500,
    at: new Date('2026-02-01T00:05:00Z'),
  });
  await voidSale(tx, { saleId: voided.id, at: new Date('2026-02-03T11:00:00Z') });
  await openChargeback(tx, p, {
    saleId: master.id,
    amountCents: 1_000,
    at: new Date('2026-02-10T09:00:00Z'),
  });
  return { visa, small, master, ach, voided };
}

describe('card-brand rollups', () => {
  it('are written by every live action, a void taking its sale out at once, and pass db:check', async () => {
    let days: BrandRow[] = [];
    let months: BrandRow[] = [];
    let counts: { table: string; n: number }[] = [];
    let fees = { visa: 0, master: 0, ach: 0 };
    const failing = await failingChecksAfter(database, async (tx) => {
      const sales = await liveActions(tx);
      fees = {
        visa: sales.visa.feeCents + sales.small.feeCents,
        master: sales.master.feeCents,
        ach: sales.ach.feeCents,
      };
      for (const row of Object.values(sales)) expect(row.status).toBe('approved');
      days = await brandRows(tx, 'day');
      months = await brandRows(tx, 'month');
      counts = await cardCounts(tx);
    });
    expect(failing).toEqual([]);
    // Visa 1.51 % + 0.10 per sale, half up: 10,000 → 151 + 10; 3,333 → 50.33 → 50 + 10.
    expect(days).toEqual([
      {
        at: '2026-01-31',
        brand: 'Visa',
        count: 2,
        volume: 13_333,
        fee: fees.visa,
        interchange: 221,
      },
      // The ACH payment pays no interchange; MasterCard 1.58 % of 20.01 = 31.6158 → 32 + 10.
      { at: '2026-02-01', brand: 'ACH', count: 1, volume: 4_000, fee: fees.ach, interchange: 0 },
      {
        at: '2026-02-01',
        brand: 'MasterCard',
        count: 1,
        volume: 2_001,
        fee: fees.master,
        interchange: 42,
      },
      // The voided sale of 2026-02-03 is gone; refunds and chargebacks leave a sale counted.
    ]);
    expect(fees.visa).toBeGreaterThan(0);
    expect(months).toEqual([
      { ...days[0], at: '2026-01-01' },
      { ...days[1], at: '2026-02-01' },
      { ...days[2], at: '2026-02-01' },
    ]);
    // Three card sales stand (the voided one left): hours, days and months agree.
    expect(counts).toEqual([
      { table: 'hour', n: 3 },
      { table: 'day', n: 3 },
      { table: 'month', n: 3 },
    ]);
  });

  it('are caught by db:check when a brand day or month is tampered with', async () => {
    const failing = await failingChecksAfter(database, async (tx) => {
      await liveActions(tx);
      await sqlQuery(tx)(
        `update card_brand_daily_rollups set interchange_cents = interchange_cents + 1
          where merchant_id = $1 and day = '2026-02-01T00:00:00Z' and card_brand = 'MasterCard'`,
        [MERCHANT],
      );
    });
    expect(failing.map((check) => check.name)).toEqual([
      'card-brand rollups equal a recomputation from the sales, to the cent',
      'monthly card-brand rollups equal the sum of their days',
    ]);
    expect(failing[0]?.violations).toEqual([
      `merchant ${MERCHANT} day 2026-02-01 processor 3 MasterCard USD: interchange_cents 43 (expected 42)`,
    ]);
    expect(failing[1]?.violations[0]).toContain('interchange_cents 42 (expected 43)');

    const card = await failingChecksAfter(database, async (tx) => {
      await liveActions(tx);
      await sqlQuery(tx)(
        `update merchant_hourly_rollups set card_count = card_count - 1
          where merchant_id = $1 and hour = '2026-02-01T00:00:00Z'`,
        [MERCHANT],
      );
    });
    expect(card.map((check) => check.name)).toEqual([
      'rollups equal a recomputation from raw rows, to the cent',
      'daily rollups equal the sum of their hours',
    ]);
    expect(card[0]?.violations[0]).toContain('card_count 0 (expected 1)');
  });

  it("are backfilled by the migration's own statements", async () => {
    const sql = readFileSync(
      new URL('../../drizzle/0025_card-brand-rollups.sql', import.meta.url),
      'utf8',
    );
    const backfill = sql
      .slice(sql.indexOf('-- Backfill'))
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .filter((statement) => statement.length > 0);
    expect(backfill.length).toBe(5);
    let before: BrandRow[][] = [];
    let after: BrandRow[][] = [];
    const failing = await failingChecksAfter(database, async (tx) => {
      await liveActions(tx);
      before = [await brandRows(tx, 'day'), await brandRows(tx, 'month')];
      await sqlQuery(tx)('delete from card_brand_daily_rollups');
      await sqlQuery(tx)('delete from card_brand_monthly_rollups');
      for (const table of ['hourly', 'daily', 'monthly']) {
        await sqlQuery(tx)(`update merchant_${table}_rollups set card_count = 0`);
      }
      for (const statement of backfill) await sqlQuery(tx)(statement);
      after = [await brandRows(tx, 'day'), await brandRows(tx, 'month')];
    });
    expect(failing).toEqual([]);
    expect(before[0]?.length).toBe(3);
    expect(after).toEqual(before);
  });
});
