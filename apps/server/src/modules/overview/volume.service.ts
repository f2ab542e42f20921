import type { VolumeKind, VolumeResponse } from '@paydesk/domain/overview';
import type { RawQuery } from '../../db/client';
import { ValidationFailed } from '../../platform/errors';
import { sumRollups, total } from './overview.repository';
import { isTimeZone, secondAfter, withTime } from './wall-clock';

/** Today's date in a time zone, as YYYY-MM-DD. */
export function todayIn(timezone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

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
 * volume ('current-day'), from the rollups.
 */
export async function volume(
  query: RawQuery,
  input: {
    merchantId: number;
    kind: VolumeKind | 'current-day';
    startDate?: string;
    endDate?: string;
    timezone: string;
    currency: string;
  },
): Promise<VolumeResponse> {
  if (!isTimeZone(input.timezone)) throw new ValidationFailed({ timezone: ['Unknown time zone'] });
  const today = todayIn(input.timezone);
  const start = withTime(
    input.kind === 'current-day' ? today : (input.startDate ?? today),
    '00:00:00',
  );
  const end = withTime(input.kind === 'current-day' ? today : (input.endDate ?? today), '23:59:59');
  if (start > end)
    throw new ValidationFailed({ start_date: ['The start must not be after the end'] });
  const [buckets] = await sumRollups(query, {
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
