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

export interface Range {
  start: string;
  end: string;
}

/**
 * Sums of the hourly rollups per local day or month of `timezone`, for hours in each range
 * (wall-clock times of that zone), in one query: the current range as period 0, the
 * comparison range as period 1. Reads only the merchant's rollups in the ranges (primary-key
 * order): O(hours), not O(transactions).
 */
export async function sumRollups(
  query: RawQuery,
  input: {
    merchantId: number;
    ranges: [Range, Range];
    timezone: string;
    granularity: 'day' | 'month';
  },
): Promise<[BucketSums[], BucketSums[]]> {
  const format = input.granularity === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM';
  const [current, prior] = input.ranges;
  const rows = await query<Record<string, string>>(
    `select case when hour >= ($2::timestamp at time zone $6) then 0 else 1 end as period,
        to_char(hour at time zone $6, '${format}') as bucket,
        sum(gross_volume_cents)::text as gross, sum(successful_count)::text as successful,
        sum(payout_volume_cents)::text as payouts, sum(chargeback_volume_cents)::text as chargeback_volume,
        sum(chargeback_count)::text as chargeback_count, sum(evidence_needed_count)::text as evidence_needed
     from merchant_hourly_rollups
     where merchant_id = $1 and (
       (hour >= ($2::timestamp at time zone $6) and hour <= ($3::timestamp at time zone $6))
       or (hour >= ($4::timestamp at time zone $6) and hour <= ($5::timestamp at time zone $6)))
     group by 1, 2 order by 1, 2`,
    [input.merchantId, current.start, current.end, prior.start, prior.end, input.timezone],
  );
  const periods: [BucketSums[], BucketSums[]] = [[], []];
  for (const r of rows) {
    periods[Number(r.period) === 0 ? 0 : 1].push({
      bucket: String(r.bucket),
      gross: Number(r.gross),
      successful: Number(r.successful),
      payouts: Number(r.payouts),
      chargebackVolume: Number(r.chargeback_volume),
      chargebackCount: Number(r.chargeback_count),
      evidenceNeeded: Number(r.evidence_needed),
    });
  }
  return periods;
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

export interface VolumeSums {
  gross: number;
  successful: number;
  refunds: number;
  refundCount: number;
  chargebacks: number;
  chargebackCount: number;
  achReturns: number;
  achReturnCount: number;
}

/** Volume totals of the hourly rollups for [start, end] in `timezone`. */
export async function sumVolumes(
  query: RawQuery,
  input: { merchantId: number; start: string; end: string; timezone: string },
): Promise<VolumeSums> {
  const [r] = await query<Record<string, string>>(
    `select coalesce(sum(gross_volume_cents), 0)::text as gross, coalesce(sum(successful_count), 0)::text as successful,
        coalesce(sum(refund_volume_cents), 0)::text as refunds, coalesce(sum(refund_count), 0)::text as refund_count,
        coalesce(sum(chargeback_volume_cents), 0)::text as chargebacks, coalesce(sum(chargeback_count), 0)::text as chargeback_count,
        coalesce(sum(ach_return_volume_cents), 0)::text as ach_returns, coalesce(sum(ach_return_count), 0)::text as ach_return_count
     from merchant_hourly_rollups
     where merchant_id = $1 and hour >= ($2::timestamp at time zone $4) and hour <= ($3::timestamp at time zone $4)`,
    [input.merchantId, input.start, input.end, input.timezone],
  );
  const n = (key: string) => Number(r?.[key] ?? 0);
  return {
    gross: n('gross'),
    successful: n('successful'),
    refunds: n('refunds'),
    refundCount: n('refund_count'),
    chargebacks: n('chargebacks'),
    chargebackCount: n('chargeback_count'),
    achReturns: n('ach_returns'),
    achReturnCount: n('ach_return_count'),
  };
}
