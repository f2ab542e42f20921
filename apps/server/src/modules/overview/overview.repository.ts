import type { RawQuery } from '../../db/client';

export interface BucketSums {
  bucket: string;
  gross: number;
  successful: number;
  payouts: number;
  chargebackVolume: number;
  chargebackCount: number;
  evidenceNeeded: number;
}

/**
 * Sums of the hourly rollups per local day or month of `timezone`, for hours in
 * [start, end] given as that zone's wall-clock times. Reads only the merchant's rollups in
 * the range (primary key order): O(hours), not O(transactions).
 */
export async function sumRollups(
  query: RawQuery,
  input: {
    merchantId: number;
    start: string;
    end: string;
    timezone: string;
    granularity: 'day' | 'month';
  },
): Promise<BucketSums[]> {
  const format = input.granularity === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM';
  const rows = await query<Record<string, string>>(
    `select to_char(hour at time zone $4, '${format}') as bucket,
        sum(gross_volume_cents)::text as gross, sum(successful_count)::text as successful,
        sum(payout_volume_cents)::text as payouts, sum(chargeback_volume_cents)::text as chargeback_volume,
        sum(chargeback_count)::text as chargeback_count, sum(evidence_needed_count)::text as evidence_needed
     from merchant_hourly_rollups
     where merchant_id = $1 and hour >= ($2::timestamp at time zone $4) and hour <= ($3::timestamp at time zone $4)
     group by 1 order by 1`,
    [input.merchantId, input.start, input.end, input.timezone],
  );
  return rows.map((r) => ({
    bucket: String(r.bucket),
    gross: Number(r.gross),
    successful: Number(r.successful),
    payouts: Number(r.payouts),
    chargebackVolume: Number(r.chargeback_volume),
    chargebackCount: Number(r.chargeback_count),
    evidenceNeeded: Number(r.evidence_needed),
  }));
}

/** Evidence-needed chargebacks opened from `since` (a local date) up to `end` (part 1 §9). */
export async function evidenceNeededSince(
  query: RawQuery,
  input: { merchantId: number; since: string; end: string; timezone: string },
): Promise<number> {
  const [row] = await query<{ n: string }>(
    `select coalesce(sum(evidence_needed_count), 0)::text as n from merchant_hourly_rollups
     where merchant_id = $1 and hour >= ($2::timestamp at time zone $4) and hour <= ($3::timestamp at time zone $4)`,
    [input.merchantId, `${input.since} 00:00:00`, input.end, input.timezone],
  );
  return Number(row?.n ?? 0);
}
