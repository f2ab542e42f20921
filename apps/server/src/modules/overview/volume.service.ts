import { startOfMonth, todayIn } from '@paydesk/domain/date-presets';
import type { VolumeKind, VolumeResponse } from '@paydesk/domain/overview';
import { secondAfter, withTime } from '@paydesk/domain/wall-clock';
import type { Database } from '../../db/client';
import { sumRollups, total } from './overview.repository';

/** The rollup columns the volume calls read. */
const VOLUME_COLUMNS = [
  'gross_volume_cents',
  'successful_count',
  'refund_volume_cents',
  'refund_count',
  'chargeback_volume_cents',
  'chargeback_count',
  'ach_return_volume_cents',
  'ach_return_count',
] as const;

/**
 * Gross, refund and chargeback-and-return volume over a range (part 2 §7), or today's gross
 * volume ('current-day'), from the rollups. Ranges come checked by the shared query schema.
 */
export async function volume(
  db: Database,
  input: {
    merchantId: number;
    kind: VolumeKind | 'current-day';
    /** Wall-clock times in `timezone`; today when absent. */
    startDate?: string;
    endDate?: string;
    timezone: string;
    currency: string;
    now: Date;
  },
): Promise<VolumeResponse> {
  const today = todayIn(input.timezone, input.now);
  const start = withTime(input.startDate ?? today, '00:00:00');
  const end = withTime(input.endDate ?? today, '23:59:59');
  const [buckets] = await sumRollups(db, {
    merchantId: input.merchantId,
    periods: [{ bounds: [start, secondAfter(end)] }],
    timezone: input.timezone,
    columns: VOLUME_COLUMNS,
  });
  const sums = total(VOLUME_COLUMNS, buckets ?? []);
  const [amount, count] =
    input.kind === 'refund-volume'
      ? [sums.refund_volume_cents, sums.refund_count]
      : input.kind === 'chargeback-return-volume'
        ? [
            sums.chargeback_volume_cents + sums.ach_return_volume_cents,
            sums.chargeback_count + sums.ach_return_count,
          ]
        : [sums.gross_volume_cents, sums.successful_count];
  return {
    kind: input.kind,
    amount,
    count,
    currency: input.currency,
    start_date: start,
    end_date: end,
    timezone: input.timezone,
  };
}

/**
 * Approved sale volume of the merchant's current calendar month (its own time zone) by
 * payment method, read from the rollups (rule 9), for the monthly card and ACH limits.
 */
export async function monthToDateVolume(
  db: Database,
  input: { merchantId: number; timezone: string; now: Date },
): Promise<{ cardVolume: number; achVolume: number }> {
  const today = todayIn(input.timezone, input.now);
  const columns = ['card_volume_cents', 'ach_volume_cents'] as const;
  const [buckets] = await sumRollups(db, {
    merchantId: input.merchantId,
    periods: [{ bounds: [`${startOfMonth(today)} 00:00:00`, secondAfter(`${today} 23:59:59`)] }],
    timezone: input.timezone,
    columns,
  });
  const sums = total(columns, buckets ?? []);
  return { cardVolume: sums.card_volume_cents, achVolume: sums.ach_volume_cents };
}
