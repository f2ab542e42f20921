import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type DatabaseHandle, sqlQuery } from '../../src/db/client';
import {
  openChargeback,
  recordSale,
  refundSale,
  returnAchPayment,
  voidSale,
} from '../../src/ledger/ledger-operations';
import { createRandom } from '../../src/processors/prng';
import { createSimulatedProcessor } from '../../src/processors/simulated-processor';
import { failingChecksAfter } from '../support/failing-checks';
import { createTestDatabase } from '../support/test-database';

/**
 * The monthly rollups (migration 0022): written by the ledger with the hours and days, in the
 * same statement; equal to the sum of their days (db:check); backfilled from the days.
 */
let database: DatabaseHandle;
const MERCHANT = 300_001;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.query(
    `insert into merchants (id, business_common_name, business_legal_name) values ($1, 'Monthly', 'Monthly LLC')`,
    [MERCHANT],
  );
});
afterAll(() => database.close());

type MonthRow = { month: string; gross: number; count: number; refunds: number; cb: number };

async function months(tx: Database): Promise<MonthRow[]> {
  return sqlQuery(tx)<MonthRow>(
    `select to_char(month at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as month,
            gross_volume_cents::int as gross, successful_count as count,
            refund_volume_cents::int as refunds, chargeback_count as cb
       from merchant_monthly_rollups where merchant_id = $1 order by month`,
    [MERCHANT],
  );
}

/** Live actions on both sides of a UTC month boundary (a sale at 23:30 on Jan 31, its refund after midnight). */
async function liveActions(tx: Database) {
  const processor = createSimulatedProcessor(3, createRandom('monthly', 1));
  const late = await recordSale(tx, processor, {
    merchantId: MERCHANT,
    method: 'card',
    amountCents: 10_000,
    brand: 'Visa',
    at: new Date('2026-01-31T23:30:00Z'),
  });
  const early = await recordSale(tx, processor, {
    merchantId: MERCHANT,
    method: 'ach',
    amountCents: 4_000,
    brand: null,
    at: new Date('2026-02-01T00:10:00Z'),
  });
  const voided = await recordSale(tx, processor, {
    merchantId: MERCHANT,
    method: 'card',
    amountCents: 700,
    brand: 'Visa',
    at: new Date('2026-02-03T10:00:00Z'),
  });
  await refundSale(tx, processor, {
    saleId: late.id,
    amountCents: 2_500,
    at: new Date('2026-02-01T00:05:00Z'),
  });
  await voidSale(tx, { saleId: voided.id, at: new Date('2026-02-03T11:00:00Z') });
  await openChargeback(tx, processor, {
    saleId: late.id,
    amountCents: 1_000,
    at: new Date('2026-02-10T09:00:00Z'),
  });
  await returnAchPayment(tx, processor, {
    saleId: early.id,
    returnCode: 'R01',
    at: new Date('2026-03-02T09:00:00Z'),
  });
  return { late, early };
}

describe('monthly rollups', () => {
  it('are written by every live action, in the month (UTC) of what they count, and pass db:check', async () => {
    let rows: MonthRow[] = [];
    const failing = await failingChecksAfter(database, async (tx) => {
      await liveActions(tx);
      rows = await months(tx);
    });
    expect(failing).toEqual([]);
    expect(rows).toEqual([
      { month: '2026-01-01 00:00', gross: 10_000, count: 1, refunds: 0, cb: 0 },
      // The ACH sale; the voided card sale left; the refund of January's sale counts in February.
      { month: '2026-02-01 00:00', gross: 4_000, count: 1, refunds: 2_500, cb: 1 },
      // The ACH return alone (its own column).
      { month: '2026-03-01 00:00', gross: 0, count: 0, refunds: 0, cb: 0 },
    ]);
  });

  it('are caught by db:check when a month disagrees with its days', async () => {
    const failing = await failingChecksAfter(database, async (tx) => {
      await liveActions(tx);
      await sqlQuery(tx)(
        `update merchant_monthly_rollups set successful_count = successful_count + 1
          where merchant_id = $1 and month = '2026-02-01T00:00:00Z'`,
        [MERCHANT],
      );
    });
    expect(failing.map((check) => check.name)).toEqual([
      'monthly rollups equal the sum of their days',
    ]);
    expect(failing[0]?.violations[0]).toContain(`merchant ${MERCHANT} month 2026-02`);
    expect(failing[0]?.violations[0]).toContain('successful_count 2 (expected 1)');
  });

  it("are backfilled from the days by the migration's own statement", async () => {
    const sql = readFileSync(
      new URL('../../drizzle/0022_monthly-rollups.sql', import.meta.url),
      'utf8',
    );
    const from = sql.slice(sql.indexOf('INSERT INTO "merchant_monthly_rollups"'));
    const backfill = from.slice(0, from.indexOf('--> statement-breakpoint'));
    // card_count came later (0025), which backfills the months' from their days the same way.
    const later = readFileSync(
      new URL('../../drizzle/0025_card-brand-rollups.sql', import.meta.url),
      'utf8',
    );
    const cards = later.slice(later.indexOf('UPDATE "merchant_monthly_rollups"'));
    const cardBackfill = cards.slice(0, cards.indexOf('--> statement-breakpoint'));
    let before: MonthRow[] = [];
    let after: MonthRow[] = [];
    const failing = await failingChecksAfter(database, async (tx) => {
      await liveActions(tx);
      before = await months(tx);
      await sqlQuery(tx)('delete from merchant_monthly_rollups');
      await sqlQuery(tx)(backfill);
      await sqlQuery(tx)(cardBackfill);
      after = await months(tx);
    });
    expect(failing).toEqual([]);
    expect(before.length).toBe(3);
    expect(after).toEqual(before);
  });
});
