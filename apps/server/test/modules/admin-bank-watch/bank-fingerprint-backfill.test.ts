import { beforeAll, describe, expect, it } from 'vitest';
import {
  BANK_FINGERPRINT_BACKFILL_JOB,
  backfillBankFingerprints,
  registerBankFingerprintJobs,
} from '../../../src/modules/admin-bank-watch/bank-fingerprint-backfill.service';
import { sealBankAccount } from '../../../src/modules/merchants/merchant-bank-account.service';
import { createJobRunner } from '../../../src/platform/jobs/job-runner';
import { seedIdentity, testClock } from '../../support/identity';
import { createTestApp, type TestApp } from '../../support/test-app';

/**
 * The fingerprint backfill (bank-fingerprint-backfill): merchants written before the keyed
 * fingerprints existed get them from their sealed numbers, in batches; a number that cannot be
 * opened is left without one; the job does it on its recurring slot.
 */

let t: TestApp;
const clock = testClock();

/** The seeded demo merchants (demo-merchants.ts): two old rows and one sealed under another key. */
const OLD = [100001, 100002];
const UNREADABLE = 100003;

type Fingerprints = { id: number; r: string | null; a: string | null };
const fingerprintsOf = (ids: number[]) =>
  t.database.query<Fingerprints>(
    `select id, bank_routing_number_hash as r, bank_account_number_hash as a from merchants
      where id = any($1::int[]) order by id`,
    [ids],
  );
const missing = async () => {
  const [row] = await t.database.query<{ n: number }>(
    `select count(*)::int as n from merchants
      where (bank_routing_number_encrypted is not null and bank_routing_number_hash is null)
         or (bank_account_number_encrypted is not null and bank_account_number_hash is null)`,
  );
  return row?.n ?? -1;
};

/** Writes merchants as they were before migration 0029: sealed numbers, no fingerprints. */
async function writeOldRows() {
  for (const id of OLD) {
    const sealed = sealBankAccount(t.app.cipher, {
      routingNumber: '021000021',
      accountNumber: `4400${id}`,
    });
    await t.database.query(
      `update merchants set bank_routing_number_encrypted = $2, bank_account_number_encrypted = $3,
         bank_routing_number_hash = null, bank_account_number_hash = null where id = $1`,
      [id, sealed.bankRoutingNumberEncrypted, sealed.bankAccountNumberEncrypted],
    );
  }
  // Sealed under another key: it cannot be opened here.
  await t.database.query(
    `update merchants set bank_routing_number_encrypted = 'v1:not-a-sealed-value',
       bank_routing_number_hash = null where id = $1`,
    [UNREADABLE],
  );
}

const expected = (id: number) => ({
  id,
  r: t.app.cipher.fingerprint('021000021'),
  a: t.app.cipher.fingerprint(`4400${id}`),
});

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  await seedIdentity(t.database);
}, 180_000);

describe('the bank fingerprint backfill', () => {
  it('fills the rows without fingerprints in batches, after the id it is given', async () => {
    await writeOldRows();
    expect(await fingerprintsOf(OLD)).toEqual(OLD.map((id) => ({ id, r: null, a: null })));

    const first = await backfillBankFingerprints(t.database.db, t.app.cipher, 0, 1);
    expect(first).toEqual({ read: 1, lastId: OLD[0] });
    expect(await fingerprintsOf(OLD)).toEqual([
      expected(OLD[0] ?? 0),
      { id: OLD[1], r: null, a: null },
    ]);

    // The next batch starts after the last id read.
    const second = await backfillBankFingerprints(t.database.db, t.app.cipher, first.lastId, 1);
    expect(second).toEqual({ read: 1, lastId: OLD[1] });
    expect(await fingerprintsOf(OLD)).toEqual(OLD.map(expected));
  });

  it('leaves a number it cannot open without a fingerprint, and keeps its account fingerprint', async () => {
    const [before] = await fingerprintsOf([UNREADABLE]);
    await backfillBankFingerprints(t.database.db, t.app.cipher, UNREADABLE - 1, 1);
    const [after] = await fingerprintsOf([UNREADABLE]);
    expect(after?.r).toBeNull();
    expect(after?.a).toBe(before?.a);
  });

  it('runs as a recurring job that fills every row missing one', async () => {
    await writeOldRows();
    expect(await missing()).toBeGreaterThanOrEqual(OLD.length);
    const runner = createJobRunner({ db: t.database.db, clock, workerId: 'backfill-test' });
    registerBankFingerprintJobs(runner, t.app);
    expect(await runner.runDueJobs()).toBeGreaterThan(0);
    expect(await fingerprintsOf(OLD)).toEqual(OLD.map(expected));
    // Only the unreadable one is left.
    expect(await missing()).toBe(1);
    const [job] = await t.database.query<{ done: boolean }>(
      'select done_at is not null as done from jobs where kind = $1 order by id desc limit 1',
      [BANK_FINGERPRINT_BACKFILL_JOB],
    );
    expect(job?.done).toBe(true);
  });
});
