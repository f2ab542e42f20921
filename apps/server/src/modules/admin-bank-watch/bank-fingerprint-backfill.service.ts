import { type Database, sqlQuery } from '../../db/client';
import type { FieldCipher } from '../../platform/encryption';
import { enqueueJob } from '../../platform/jobs/enqueue-job';
import type { JobHandler, JobRegistry } from '../../platform/jobs/job-runner';
import { bankNumberFingerprint } from '../merchants/merchant-bank-account.service';
import { merchantsWithoutFingerprints, setFingerprints } from './admin-bank-watch.repository';

/**
 * The fingerprint backfill: merchants written before the bank numbers had keyed fingerprints
 * (databases created before migration 0029) get them, in batches, as a background job: each
 * batch opens the sealed numbers, fingerprints them (`bankNumberFingerprint`, the function every
 * bank write uses) and writes the two columns, in the job's transaction. A full batch queues the
 * next one at once; the recurring slot (hourly, so once soon after each start) finds nothing to
 * do once the table is filled (a scan of the merchants table). A number that cannot be opened
 * (another encryption key) is skipped and left without a fingerprint: it matches no entry.
 */

export const BANK_FINGERPRINT_BACKFILL_JOB = 'bank-fingerprint-backfill';
const EVERY_MS = 60 * 60_000;
export const BANK_FINGERPRINT_BATCH = 500;

function fingerprintOf(cipher: FieldCipher, sealed: string | null): string | null {
  if (!sealed) return null;
  try {
    return bankNumberFingerprint(cipher, cipher.decrypt(sealed));
  } catch {
    return null;
  }
}

/** One batch after merchant id `after`; answers how many rows it read and the last id. */
export async function backfillBankFingerprints(
  tx: Database,
  cipher: FieldCipher,
  after = 0,
  limit = BANK_FINGERPRINT_BATCH,
): Promise<{ read: number; lastId: number }> {
  const run = sqlQuery(tx);
  const rows = await merchantsWithoutFingerprints(run, after, limit);
  for (const row of rows) {
    await setFingerprints(run, Number(row.id), {
      routing: fingerprintOf(cipher, row.bank_routing_number_encrypted),
      account: fingerprintOf(cipher, row.bank_account_number_encrypted),
    });
  }
  return { read: rows.length, lastId: rows.length > 0 ? Number(rows[rows.length - 1]?.id) : after };
}

function backfillJob(cipher: FieldCipher): JobHandler {
  return async (tx, job, { now }) => {
    const after = typeof job.payload.after === 'number' ? job.payload.after : 0;
    const { read, lastId } = await backfillBankFingerprints(tx, cipher, after);
    if (read === BANK_FINGERPRINT_BATCH) {
      await enqueueJob(tx, {
        kind: BANK_FINGERPRINT_BACKFILL_JOB,
        payload: { after: lastId },
        runAt: now,
        dedupeKey: `${BANK_FINGERPRINT_BACKFILL_JOB}:after:${lastId}`,
      });
    }
  };
}

export function registerBankFingerprintJobs(
  jobs: JobRegistry,
  deps: { cipher: FieldCipher },
): void {
  jobs.register(BANK_FINGERPRINT_BACKFILL_JOB, backfillJob(deps.cipher), { everyMs: EVERY_MS });
}
