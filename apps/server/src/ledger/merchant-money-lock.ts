import type { RawQuery } from '../db/client';

/** The advisory lock's first key: money of one merchant (the second key). */
const MERCHANT_MONEY_LOCK = 0x50_44_4d_41; // 'PDMA'

/**
 * Serialises what moves one merchant's unsettled money until the transaction ends: refunds,
 * voids and terminal payments (so two of them cannot both pass a check of the account's
 * balance or monthly volume), and settlement (which moves the unsettled net into a batch while
 * a refund may be checking it against the line of credit). Granted at once on PGlite, whose
 * one connection runs one transaction at a time.
 */
export async function lockMerchantMoney(run: RawQuery, merchantId: number): Promise<void> {
  await run('select pg_advisory_xact_lock($1::int4, $2::int4)', [MERCHANT_MONEY_LOCK, merchantId]);
}
