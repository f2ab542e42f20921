import type { Database } from '../../db/client';
import { type Merchant, merchantForStaff } from '../route-merchant';

/**
 * Whose rows a back-office report reads, and the parts of its file names: every report of
 * issue 16 reads one merchant (`merchantid`) or every one.
 */

/** One merchant (known to exist) or every one (`null`). */
export interface ReportScope {
  merchantId: number | null;
}

/** The scope of a report's `merchantid`: 404 'Merchant account not found.' for an unknown id. */
export async function reportScope(
  db: Database,
  merchantId: number | undefined,
): Promise<ReportScope> {
  if (merchantId === undefined) return { merchantId: null };
  return { merchantId: (await merchantForStaff(db, merchantId)).id };
}

/** The part of a file name naming the merchants: the id, or 'all-merchants'. */
export const merchantLabel = (merchantId: number | null) =>
  merchantId === null ? 'all-merchants' : String(merchantId);

/** The part of a file name naming the days: `-2026-11-01-to-2026-11-22`. */
export const rangeLabel = (query: {
  start_date?: string | undefined;
  end_date?: string | undefined;
}) =>
  `${query.start_date ? `-${query.start_date.slice(0, 10)}` : ''}${query.end_date ? `-to-${query.end_date.slice(0, 10)}` : ''}`;

/** A read of one merchant's record (a transaction, a payout): 404 as above for an unknown id. */
export async function readOfMerchant<T>(
  db: Database,
  merchantId: number,
  read: (merchant: Merchant) => Promise<T>,
): Promise<T> {
  return read(await merchantForStaff(db, merchantId));
}
