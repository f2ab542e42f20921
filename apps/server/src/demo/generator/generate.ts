import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client';
import { clients, merchantContacts, merchants, partners, rates } from '../../db/schema';
import { LedgerBatch } from '../../ledger/ledger-batch';
import type { FieldCipher } from '../../platform/encryption';
import { createRandom } from '../../processors/prng';
import { createSimulatedProcessor } from '../../processors/simulated-processor';
import { DEMO_MERCHANTS } from '../demo-merchants';
import { linkSalesToCommerce } from './commerce-links';
import { deferIndexes } from './deferred-indexes';
import { IdAllocator } from './id-allocator';
import { simulateMerchant } from './merchant-activity';
import { generateMerchantExtras } from './merchant-extras';
import { type MerchantPlan, planMerchant } from './merchant-factory';
import type { Profile } from './profiles';

export interface GenerateOptions {
  profile: Profile;
  seed: string;
  /**
   * The end of history: a moment (a seed run now: nothing after it, and today's rows not yet
   * settled), or a bare date at midnight UTC for that whole day. Fix it for reproducible data.
   */
  end: Date;
  cipher: FieldCipher;
  /** Rows gathered before one transaction writes them. */
  flushEvery?: number;
  onProgress?: (progress: { merchantsDone: number; merchants: number; rows: number }) => void;
}

export interface GenerateResult {
  merchants: number;
  rows: Record<string, number>;
  elapsedMs: number;
}

/** True once the database holds generated payments (the generator never runs twice on it). */
export async function hasGeneratedData(database: DatabaseHandle): Promise<boolean> {
  const [row] = await database.query<{ n: number }>(
    'select count(*)::int as n from (select 1 from transactions limit 1) t',
  );
  return (row?.n ?? 0) > 0;
}

async function referenceData(database: DatabaseHandle, seed: string) {
  const random = createRandom(seed, 'reference');
  const partnerRows = await database.db
    .insert(partners)
    .values(
      [
        'Northstar Payments Partners',
        'Main Street ISO',
        'Harbor Referral Group',
        'Summit Merchant Services',
        'Prairie Software',
      ].map((name, i) => ({
        name,
        status: i === 4 ? 0 : 1,
        firstName: random.pick(['Alex', 'Sam', 'Jordan', 'Taylor']),
        lastName: random.pick(['Reed', 'Stone', 'Hayes', 'Park']),
        email: `partners${i + 1}@example.com`,
        taxId: String(random.int(100_000_000, 999_999_999)),
      })),
    )
    .returning({ id: partners.id });
  const clientRows = await database.db
    .insert(clients)
    .values(['Retail', 'Hospitality', 'Services'].map((name) => ({ name })))
    .returning({ id: clients.id });
  await database.db.insert(rates).values(
    [2, 3].flatMap((processorId) =>
      ['US Standard', 'US Corporate', 'CA Standard', 'GB Standard'].map((rateName) => ({
        rateName,
        processorId,
        cardPercentBps: processorId === 3 ? 290 : 300,
        cardFixedCents: processorId === 3 ? 34 : 33,
        achPercentBps: 10,
        achFixedCents: 35,
        achCapCents: 45,
        rejectedReturnFeeCents: 1_000,
      })),
    ),
  );
  return { partnerIds: partnerRows.map((r) => r.id), clientIds: clientRows.map((r) => r.id) };
}

async function upsertMerchants(database: DatabaseHandle, plans: MerchantPlan[]) {
  for (let i = 0; i < plans.length; i += 200) {
    const chunk = plans.slice(i, i + 200);
    await database.db
      .insert(merchants)
      .values(chunk.map((p) => p.merchant))
      .onConflictDoUpdate({
        target: merchants.id,
        set: Object.fromEntries(
          [
            'status',
            'statusSince',
            'createdAt',
            'businessType',
            'businessEin',
            'businessPhone',
            'currency',
            'partnerId',
            'clientId',
            'oldProcessorId',
            'oldProcessorGatewayId',
            'processorCanRevert',
            'processorGatewayId',
            'hasFundingHold',
            'holdFirstReportedDate',
            'fundingHolds',
            'fundingHoldDesc',
            'stackOwned',
            'softDescriptor',
            'webRateName',
            'ccPerTransactionLimitCents',
            'ccPerMonthLimitCents',
            'achPerTransactionLimitCents',
            'achPerMonthLimitCents',
            'ccRefundLineOfCreditCents',
            'bankName',
            'bankAccountType',
            'bankAccountOwnershipType',
            'bankAccountNumberEncrypted',
            'bankAccountNumberLastFour',
            'bankRoutingNumberEncrypted',
            'bankRoutingNumberLastFour',
            'bankAccountNumberHash',
            'bankRoutingNumberHash',
            'requestHashKey',
            'accountCreateDate',
            'ownedByProvider',
          ].map((column) => [
            column,
            sql.raw(`excluded.${column.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`),
          ]),
        ),
      });
    await database.db.insert(merchantContacts).values(chunk.flatMap((p) => p.contacts));
  }
  await database.query(
    "select setval(pg_get_serial_sequence('merchants', 'id'), coalesce((select max(id) from merchants), 100000) + 1, false)",
  );
}

/**
 * Generates a profile's merchants and two years of payments through the simulated
 * processors. Deterministic: each merchant draws from a generator seeded by (seed, id), and
 * ids are handed out in merchant order.
 */
export async function generate(
  database: DatabaseHandle,
  options: GenerateOptions,
): Promise<GenerateResult> {
  const started = Date.now();
  if (await hasGeneratedData(database)) {
    throw new Error(
      'This database already holds generated payments. Use an empty database (a new DATA_DIR or DATABASE_URL).',
    );
  }
  const { profile, seed, end } = options;
  const endDay = new Date(`${end.toISOString().slice(0, 10)}T00:00:00Z`);
  // A moment of the day (a seed run now) ends the history then; a bare date, at its end.
  const until = end.getTime() === endDay.getTime() ? undefined : end;
  const start = new Date(endDay.getTime() - (profile.days - 1) * 86_400_000);
  const { partnerIds, clientIds } = await referenceData(database, seed);
  const { highVolume } = profile;
  const plans = Array.from({ length: profile.merchants }, (_, index) =>
    planMerchant({
      index,
      random: createRandom(seed, 'merchant', index),
      cipher: options.cipher,
      start,
      end: endDay,
      meanDailySales: profile.meanDailySales,
      ...(highVolume &&
      index >= DEMO_MERCHANTS.length &&
      index < DEMO_MERCHANTS.length + highVolume.merchants
        ? { highVolumeDailySales: highVolume.meanDailySales }
        : {}),
      partnerIds,
      clientIds,
    }),
  );
  await upsertMerchants(database, plans);

  const ids = await IdAllocator.start(database.query);
  const rows: Record<string, number> = {
    merchants: plans.length,
    merchant_contacts: plans.length * 2,
  };
  const count = (batch: LedgerBatch) => {
    for (const [table, list] of Object.entries({
      transactions: batch.transactions,
      batches: batch.batches,
      deposits: batch.deposits,
      chargebacks: batch.chargebacks,
      chargeback_entries: batch.chargebackEntries,
      retrievals: batch.retrievals,
      ach_returns: batch.achReturns,
    })) {
      rows[table] = (rows[table] ?? 0) + list.length;
    }
  };
  // The ledger's rows go into a table without its search indexes, built once at the end.
  const restoreIndexes = await deferIndexes(database.query, 'transactions');
  try {
    await writeActivity();
  } finally {
    await restoreIndexes();
  }
  await IdAllocator.syncSequences(database.query);
  rows.other_records = await generateMerchantExtras(database.db, plans, seed, endDay);
  rows.commerce_links = await linkSalesToCommerce(database.query);
  const [rollups] = await database.query<{
    hours: number;
    days: number;
    months: number;
    brand_days: number;
    brand_months: number;
  }>(
    `select (select count(*)::int from merchant_hourly_rollups) as hours,
            (select count(*)::int from merchant_daily_rollups) as days,
            (select count(*)::int from merchant_monthly_rollups) as months,
            (select count(*)::int from card_brand_daily_rollups) as brand_days,
            (select count(*)::int from card_brand_monthly_rollups) as brand_months`,
  );
  rows.merchant_hourly_rollups = rollups?.hours ?? 0;
  rows.merchant_daily_rollups = rollups?.days ?? 0;
  rows.merchant_monthly_rollups = rollups?.months ?? 0;
  // The card-brand rollups are the ledger batches' too (LedgerBatch.addTransaction).
  rows.card_brand_daily_rollups = rollups?.brand_days ?? 0;
  rows.card_brand_monthly_rollups = rollups?.brand_months ?? 0;
  // A bulk load leaves every table's visibility map empty: until a vacuum, an index-only scan
  // (the lists' counts and deep-page seeks) reads the heap for each row, and a server without
  // autovacuum never gets there (page 10,000 of the large profile without the list cache: p95 950 ms before, 230 after).
  await database.query('vacuum (analyze)');
  return { merchants: plans.length, rows, elapsedMs: Date.now() - started };

  async function writeActivity(): Promise<void> {
    const flushEvery = options.flushEvery ?? 40_000;
    const ledger = new LedgerBatch();
    // Merchants never share rows, so on PostgreSQL two writes run side by side (one per core)
    // while the next merchants are simulated; PGlite has one connection and takes them in turn.
    const inFlight = new Set<Promise<void>>();
    const parallel = database.kind === 'postgres' ? 2 : 1;
    let written = 0;
    // A merchant written in several parts has rows pointing at its earlier parts (refunds,
    // chargebacks, returns): those parts must have committed first, so they go one at a time.
    const flush = async (batch: LedgerBatch, alone: boolean) => {
      while (inFlight.size >= (alone ? 1 : parallel)) await Promise.race(inFlight);
      count(batch);
      written += batch.size;
      const write: Promise<void> = database
        .bulkLoad((query, copy) => batch.flush(query, copy))
        .finally(() => inFlight.delete(write));
      write.catch(() => undefined); // surfaced by the next race or the final Promise.all
      inFlight.add(write);
    };
    for (const [index, plan] of plans.entries()) {
      const random = createRandom(seed, 'activity', plan.merchant.id);
      const processor = createSimulatedProcessor(plan.merchant.processorId === 2 ? 2 : 3, random);
      let inParts = false;
      for (const _day of simulateMerchant({
        plan,
        processor,
        random,
        ids,
        ledger,
        end: endDay,
        until,
      })) {
        // Only a high-volume merchant outgrows a write on its own: it is written in parts.
        if (ledger.size >= flushEvery * 4) {
          await flush(ledger.drain(), inParts);
          inParts = true;
          options.onProgress?.({ merchantsDone: index, merchants: plans.length, rows: written });
        }
      }
      if (ledger.size >= flushEvery || index === plans.length - 1 || (inParts && ledger.size > 0)) {
        await flush(ledger.drain(), inParts);
        options.onProgress?.({ merchantsDone: index + 1, merchants: plans.length, rows: written });
      }
    }
    await Promise.all(inFlight);
  }
}
