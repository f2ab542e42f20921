import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, type RawQuery, sqlQuery } from '../../src/db/client';
import { generate } from '../../src/demo/generator/generate';
import type { Profile } from '../../src/demo/generator/profiles';
import { reconcile } from '../../src/ledger/reconciliation';
import { createFieldCipher } from '../../src/platform/encryption';
import { failingChecksAfter } from '../support/failing-checks';
import { createTestDatabase } from '../support/test-database';

const SMALL: Profile = {
  name: 'demo',
  merchants: 6,
  days: 60,
  meanDailySales: 5,
  highVolume: { merchants: 1, meanDailySales: 60 },
};
const END = new Date('2026-11-22T00:00:00Z');
const cipher = createFieldCipher(randomBytes(32));

/** A fingerprint of every generated row (encrypted columns aside: their IVs are random by design). */
async function fingerprint(query: RawQuery): Promise<string> {
  const hash = createHash('sha256');
  const tables: [string, string][] = [
    [
      'merchants',
      'id, status, business_common_name, processor_id, business_country, created_at, status_since, bank_account_number_last_four',
    ],
    ['merchant_contacts', 'merchant_id, type, first_name, last_name, ssn_last_4, date_of_birth'],
    ['transactions', '*'],
    ['batches', '*'],
    ['deposits', '*'],
    // A dispute's inbox_id is its order of arrival in the database (one sequence for the three
    // tables), which follows the write chunking: everything else must match.
    ['chargebacks', "id, to_jsonb(chargebacks) - 'inbox_id'"],
    ['retrievals', "id, to_jsonb(retrievals) - 'inbox_id'"],
    ['ach_returns', "id, to_jsonb(ach_returns) - 'inbox_id'"],
    ['merchant_hourly_rollups', '*'],
    ['merchant_daily_rollups', '*'],
    ['merchant_monthly_rollups', '*'],
  ];
  for (const [table, columns] of tables) {
    const rows = await query(`select ${columns} from ${table} order by 1, 2`);
    hash.update(`${table}:${rows.length}:${JSON.stringify(rows)}`);
  }
  return hash.digest('hex');
}

let a: DatabaseHandle;
let b: DatabaseHandle;
let c: DatabaseHandle;

beforeAll(async () => {
  [a, b, c] = await Promise.all([createTestDatabase(), createTestDatabase(), createTestDatabase()]);
  await generate(a, { profile: SMALL, seed: 'alpha', end: END, cipher });
  // Small enough to write in the middle of a merchant's history (the high-volume path).
  await generate(b, { profile: SMALL, seed: 'alpha', end: END, cipher, flushEvery: 150 });
  await generate(c, { profile: SMALL, seed: 'beta', end: END, cipher });
}, 120_000);
afterAll(async () => {
  await Promise.all([a.close(), b.close(), c.close()]);
});

describe('the generator', () => {
  it('gives the same rows for the same seed (whatever the write chunking), other rows for another', async () => {
    const [fa, fb, fc] = await Promise.all([
      fingerprint(a.query),
      fingerprint(b.query),
      fingerprint(c.query),
    ]);
    expect(fb).toBe(fa);
    expect(fc).not.toBe(fa);
  });

  it('produces data that passes every reconciliation check, also written day by day', async () => {
    for (const database of [a, b]) {
      const results = await reconcile(database.query);
      expect(results.filter((r) => r.violations.length > 0)).toEqual([]);
    }
    const [counts] = await a.query<{ tx: number; batches: number; rollups: number }>(
      'select (select count(*)::int from transactions) as tx, (select count(*)::int from batches) as batches, (select count(*)::int from merchant_hourly_rollups) as rollups',
    );
    expect(counts?.tx).toBeGreaterThan(100);
    expect(counts?.batches).toBeGreaterThan(10);
  });

  it('makes the account after the demo ones a high-volume one, active from the first day', async () => {
    const rows = await a.query<{ id: number; status: number; per_day: number }>(
      `select m.id, m.status, count(t.id)::float / 60 as per_day from merchants m
       join transactions t on t.merchant_id = m.id and t.kind = 'sale'
       where m.id in (100004, 100005) group by m.id, m.status order by m.id`,
    );
    expect(rows[0]).toMatchObject({ id: 100004, status: 1 });
    expect(rows[0]?.per_day).toBeGreaterThan(40);
    expect(rows[1]?.per_day ?? 0).toBeLessThan(40);
  });

  it('builds again every index it set aside for the load, as the migrations made them', async () => {
    const fresh = await createTestDatabase();
    try {
      const definitions = async (query: RawQuery) =>
        (
          await query<{ definition: string }>(
            "select pg_get_indexdef(indexrelid) as definition from pg_index where indrelid = 'transactions'::regclass order by 1",
          )
        ).map((row) => row.definition);
      const migrated = await definitions(fresh.query);
      expect(migrated.length).toBeGreaterThan(10);
      expect(await definitions(a.query)).toEqual(migrated);
      expect(await definitions(b.query)).toEqual(migrated);
    } finally {
      await fresh.close();
    }
  });

  it('refuses to run twice on one database', async () => {
    await expect(generate(a, { profile: SMALL, seed: 'alpha', end: END, cipher })).rejects.toThrow(
      /already holds generated payments/,
    );
  });

  it('stores SSNs and bank numbers encrypted, with the last four in clear', async () => {
    const [owner] = await a.query<{ ssn_encrypted: string; ssn_last_4: string }>(
      "select ssn_encrypted, ssn_last_4 from merchant_contacts where type = 'Beneficial Owner/Officer' limit 1",
    );
    expect(owner?.ssn_encrypted).toMatch(/^v1:/);
    expect(cipher.decrypt(owner?.ssn_encrypted ?? '')).toMatch(new RegExp(`${owner?.ssn_last_4}$`));
  });
});

describe('db:check', () => {
  it.each([
    [
      'a batch total',
      'update batches set total_net_cents = total_net_cents + 1 where id = (select min(id) from batches)',
      'batch totals equal the sum of their transactions',
    ],
    [
      'a deposit',
      'update deposits set amount_cents = amount_cents - 100 where id = (select min(id) from deposits)',
      'each deposit equals its batch',
    ],
    [
      'a net amount',
      "update transactions set net_amount_cents = net_amount_cents + 7 where id = (select min(id) from transactions where status = 'approved' and batch_id is null)",
      'ledger rows add up: net = gross - fee',
    ],
    [
      'a refund',
      "update transactions set gross_amount_cents = gross_amount_cents - 100000000 where id = (select min(id) from transactions where kind = 'refund')",
      'refunds never exceed the original, and match its refunded amount',
    ],
    [
      'a void',
      "update transactions set gross_amount_cents = gross_amount_cents + 1 where id = (select min(id) from transactions where kind = 'void')",
      'voids cancel one whole unsettled sale, once',
    ],
    [
      'a chargeback',
      'update chargebacks set cb_amount_cents = 999999999 where id = (select min(id) from chargebacks)',
      'chargebacks never exceed the transaction',
    ],
    [
      'an ACH return',
      'update ach_returns set return_amount_cents = 999999999 where id = (select min(id) from ach_returns)',
      'ACH returns never exceed the payment, once each',
    ],
    [
      'an orphan',
      'update transactions set batch_id = 987654321 where id = (select min(id) from transactions where batch_id is not null)',
      'no orphan rows',
    ],
    [
      'a rollup',
      'update merchant_hourly_rollups set gross_volume_cents = gross_volume_cents + 1 where (merchant_id, hour) = (select merchant_id, hour from merchant_hourly_rollups order by 1, 2 limit 1)',
      'rollups equal a recomputation from raw rows, to the cent',
    ],
    [
      'a daily rollup',
      'update merchant_daily_rollups set successful_count = successful_count + 1 where (merchant_id, day) = (select merchant_id, day from merchant_daily_rollups order by 1, 2 limit 1)',
      'daily rollups equal the sum of their hours',
    ],
    [
      'a monthly rollup',
      'update merchant_monthly_rollups set refund_volume_cents = refund_volume_cents + 1 where (merchant_id, month) = (select merchant_id, month from merchant_monthly_rollups order by 1, 2 desc limit 1)',
      'monthly rollups equal the sum of their days',
    ],
    [
      'a card number',
      "update merchant_contacts set email = 'card 4111 1111 1111 1111' where id = (select min(id) from merchant_contacts)",
      'no card number in any text column',
    ],
  ])('catches a tampered %s', async (_what, tamper, check) => {
    const failing = await failingChecksAfter(a, async (tx) => {
      await sqlQuery(tx)(tamper);
    });
    expect(failing.map((r) => r.name)).toContain(check);
  });
});
