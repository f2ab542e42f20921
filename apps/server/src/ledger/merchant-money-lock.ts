import type { RawQuery } from '../db/client';

/** The advisory lock's first key: money of one merchant (the second key). */
// 'PDMA' (1346653505): also written in migration 0013's lock_merchant_money_read_net.
const MERCHANT_MONEY_LOCK = 0x50_44_4d_41;

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

/**
 * lockMerchantMoney, then the merchant's unsettled net as it stands once the lock is granted,
 * in one round trip (the SQL function `lock_merchant_money_read_net`, migration 0013, whose
 * query takes its own snapshot after the lock): a card refund checks its line of credit with
 * it while the lock is held for one statement fewer.
 */
export async function lockMerchantMoneyReadingNet(
  run: RawQuery,
  merchantId: number,
): Promise<number> {
  const [row] = await run<{ net: string | number }>(
    'select lock_merchant_money_read_net($1::int4) as net',
    [merchantId],
  );
  return Number(row?.net ?? 0);
}
