import type { DepositDetail } from '@paydesk/domain/deposits';
import type { TransactionDetail } from '@paydesk/domain/transactions';
import type { Database, RawQuery } from '../../db/client';
import { merchantForStaff } from '../../platform/route-merchant';
import { type BatchScope, batchScope, depositDetail } from '../deposits/deposits.service';
import { transactionDetail } from '../transactions/transactions.service';
import type { ReportScope } from './admin-report-lists';

/**
 * The back office's money reports: whose rows a report reads, and one transaction or payout of
 * a merchant, answered as the merchant's own screens answer them (read-only here).
 */

/** One merchant (`merchantid`; 404 'Merchant account not found.' for an unknown id) or every one. */
export async function reportScope(
  db: Database,
  merchantId: number | undefined,
): Promise<ReportScope> {
  if (merchantId === undefined) return { merchantId: null, label: 'all-merchants' };
  const merchant = await merchantForStaff(db, merchantId);
  return { merchantId: merchant.id, label: String(merchant.id) };
}

/** A transaction of a merchant (404 for an unknown merchant, or a transaction not of it). */
export async function merchantTransaction(
  db: Database,
  run: RawQuery,
  key: { merchantId: number; transactionId: number },
): Promise<TransactionDetail> {
  return transactionDetail(run, await merchantForStaff(db, key.merchantId), key.transactionId);
}

/** A payout of a merchant, explained from gross to net (404 as above). */
export async function merchantPayout(
  db: Database,
  run: RawQuery,
  key: { merchantId: number; depositId: number },
): Promise<DepositDetail> {
  return depositDetail(run, await merchantForStaff(db, key.merchantId), key.depositId);
}

/** The batch behind a payout of a merchant, for its transactions list (404 as above). */
export async function merchantPayoutBatch(
  db: Database,
  run: RawQuery,
  key: { merchantId: number; depositId: number },
): Promise<BatchScope> {
  return batchScope(run, await merchantForStaff(db, key.merchantId), key.depositId);
}
