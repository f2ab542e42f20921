import {
  type AdminVolumeQuery,
  type MonthlyVolumeReport,
  VOLUME_CHART_MONTHS,
  VOLUME_RANK_DAYS,
  type VolumeRank,
} from '@paydesk/domain/admin-merchant-volume';
import { addDays, addMonths, startOfMonth, todayIn } from '@paydesk/domain/date-presets';
import type { VolumeResponse } from '@paydesk/domain/overview';
import type { AdminVolumeKind } from '@paydesk/domain/routes/admin-merchant-volume';
import type { Database } from '../../db/client';
import { merchantForStaff } from '../../platform/route-merchant';
import { volume } from '../overview/volume.service';
import { grossVolumeRank, monthlyGross } from './admin-merchant-volume.repository';

/**
 * The admin profile's Volume tab (part 2 §7, §9), read from the ledger's rollups (rule 9):
 * the merchant dashboard's volume calls for a range (default the month to date) and today,
 * the rank by gross volume over the last 30 days and the 16-month chart.
 */

/** Gross, refund or chargeback-and-return volume over the query's range (default month to date). */
export async function adminVolume(
  db: Database,
  input: { merchantId: number; kind: AdminVolumeKind; query: AdminVolumeQuery; now: Date },
): Promise<VolumeResponse> {
  const merchant = await merchantForStaff(db, input.merchantId);
  const timezone = input.query.timezone ?? merchant.timezone;
  const today = todayIn(timezone, input.now);
  return volume(db, {
    merchantId: merchant.id,
    kind: input.kind,
    startDate: input.query.start_date ?? startOfMonth(today),
    endDate: input.query.end_date ?? today,
    timezone,
    currency: merchant.currency,
    now: input.now,
  });
}

/** Today's gross volume in the merchant's zone (or `timezone`). */
export async function adminCurrentDayVolume(
  db: Database,
  input: { merchantId: number; timezone: string | undefined; now: Date },
): Promise<VolumeResponse> {
  const merchant = await merchantForStaff(db, input.merchantId);
  return volume(db, {
    merchantId: merchant.id,
    kind: 'current-day',
    timezone: input.timezone ?? merchant.timezone,
    currency: merchant.currency,
    now: input.now,
  });
}

/** The merchant's rank by gross volume over the last 30 UTC days, today included. */
export async function volumeRank(
  db: Database,
  input: { merchantId: number; now: Date },
): Promise<VolumeRank> {
  const merchant = await merchantForStaff(db, input.merchantId);
  const end = todayIn('UTC', input.now);
  const start = addDays(end, -(VOLUME_RANK_DAYS - 1));
  const { amount, rank, of } = await grossVolumeRank(db, {
    merchantId: merchant.id,
    since: new Date(`${start}T00:00:00Z`),
  });
  return {
    rank,
    of,
    amount,
    currency: merchant.currency,
    days: VOLUME_RANK_DAYS,
    start_date: start,
    end_date: end,
  };
}

/** Monthly gross volume of the current month and the 15 before it (merchant's zone), oldest first. */
export async function monthlyVolume(
  db: Database,
  input: { merchantId: number; now: Date },
): Promise<MonthlyVolumeReport> {
  const merchant = await merchantForStaff(db, input.merchantId);
  const timezone = merchant.timezone;
  const first = startOfMonth(addMonths(todayIn(timezone, input.now), -(VOLUME_CHART_MONTHS - 1)));
  const rows = await monthlyGross(db, {
    merchantId: merchant.id,
    since: `${first} 00:00:00`,
    timezone,
  });
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  const months = Array.from({ length: VOLUME_CHART_MONTHS }, (_, i) => {
    const month = addMonths(first, i).slice(0, 7);
    const row = byMonth.get(month);
    return { month, amount: row?.amount ?? 0, count: row?.count ?? 0 };
  });
  return { months, currency: merchant.currency, timezone };
}
