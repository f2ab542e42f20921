import {
  ACH_BRAND,
  type AdminOverviewMetric,
  TRANSACTION_TYPES,
} from '@paydesk/domain/admin-overview-metrics';
import type { AdminOverviewAnswer } from '../api/get-admin-overview';
import type { CardVolumesAnswer } from '../api/get-card-volumes';
import { metricOf, metricTone, shareOf } from './dashboard-figures';

/** A row of a volume breakdown: a transaction type or a card brand. */
export interface BreakdownRow {
  key: string;
  label: string;
  volume: number;
  count: number;
  /** Of the volume against the comparison period, percent. */
  change: number;
  tone: ReturnType<typeof metricTone>;
  /** Of the breakdown's base (the range's sales volume), percent, one decimal. */
  share: number;
}

/**
 * type-volumes as rows, in TRANSACTION_TYPES order; shares are of the sales' volume (card and
 * ACH), so a refund row reads 'what part of the sales came back'.
 */
export function typeRows(answer: AdminOverviewAnswer | undefined): BreakdownRow[] | undefined {
  if (!answer) return undefined;
  const total = (name: AdminOverviewMetric) => metricOf(answer, name)?.total ?? 0;
  const sales = total('card-volume') + total('ach-volume');
  return TRANSACTION_TYPES.map(({ type, volume, count }) => ({
    key: type,
    label: type,
    volume: total(volume),
    count: total(count),
    change: metricOf(answer, volume)?.change ?? 0,
    tone: metricTone(volume, metricOf(answer, volume)?.change ?? 0),
    share: shareOf(total(volume), sales),
  }));
}

/** card-volumes as rows, highest volume first; ACH payments named as such. */
export function brandRows(answer: CardVolumesAnswer | undefined): BreakdownRow[] | undefined {
  return answer?.data.map((row) => ({
    key: row.cardBrand,
    label: row.cardBrand === ACH_BRAND ? 'ACH payments' : row.cardBrand,
    volume: row.volume,
    count: row.count,
    change: row.change,
    tone: metricTone('gross-volume', row.change),
    share: row.share,
  }));
}
