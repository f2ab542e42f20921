import type {
  PayoutCountryCode,
  PlatformPayoutStatus,
} from '@paydesk/domain/admin-platform-payout-fields';
import type { PlatformPayout } from '@paydesk/domain/admin-platform-payouts';

/** A row of PAYOUT_SELECT (admin-platform-payouts.repository.ts) as the API answers it. */
export function payoutRow(row: Record<string, unknown>): PlatformPayout {
  return {
    id: Number(row.id),
    countryCode: String(row.country_code) as PayoutCountryCode,
    fromDate: row.from_date == null ? null : String(row.from_date),
    toDate: String(row.to_date),
    amountCents: Number(row.amount_cents),
    currency: String(row.currency),
    status: String(row.status) as PlatformPayoutStatus,
    transactionCount: Number(row.transaction_count),
    createdAt: String(row.created_at),
    createdBy: row.created_by == null ? null : String(row.created_by),
  };
}
