import type { AdminMetric } from '@paydesk/domain/admin-overview';
import {
  ADMIN_LOWER_IS_BETTER,
  type AdminOverviewMetric,
  type ComparisonBasis,
} from '@paydesk/domain/admin-overview-metrics';
import type { CalendarRange } from '@paydesk/domain/date-presets';
import { type ChangeTone, changeTone } from '@paydesk/domain/percent-change';
import type { ChartRow } from '../../../shared/charts/chart-row';

/** The URL parameter of the comparison: `?compare=prior-period` (default: the prior year). */
export const COMPARE_PARAM = 'compare';

export function comparisonOf(params: URLSearchParams): ComparisonBasis {
  return params.get(COMPARE_PARAM) === 'prior-period' ? 'prior-period' : 'prior-year';
}

/** The API's query for a range of UTC days and a comparison. */
export function dashboardQuery(
  zoned: { startDateTime: string; endDateTime: string },
  basis: ComparisonBasis,
): Record<string, string> {
  return {
    start_date: zoned.startDateTime,
    end_date: zoned.endDateTime,
    timezone: 'UTC',
    usePriorPeriod: String(basis === 'prior-period'),
  };
}

/** One metric of an answer by name. */
export function metricOf(
  answer: { metrics: AdminMetric[] } | undefined,
  name: AdminOverviewMetric,
): AdminMetric | undefined {
  return answer?.metrics.find((metric) => metric.metric === name);
}

/** A metric's series beside its comparison's, point by point (the periods may differ by a day). */
export function chartRowsOf(metric: AdminMetric): ChartRow[] {
  return metric.series.map((point, index) => {
    const prior = metric.comparisonSeries[index];
    return {
      date: point.date,
      priorDate: prior?.date ?? null,
      current: point.value,
      prior: prior?.value ?? null,
    };
  });
}

/** Whether a change is good news: a rise, except for refunds, disputes, returns, retrievals. */
export function metricTone(metric: AdminOverviewMetric, change: number): ChangeTone {
  return changeTone(change, ADMIN_LOWER_IS_BETTER.includes(metric));
}

/** The calendar days of a period the API answered ('YYYY-MM-DD HH:mm:ss' bounds). */
export function calendarRangeOf(period: { start_date: string; end_date: string }): CalendarRange {
  return { from: period.start_date.slice(0, 10), to: period.end_date.slice(0, 10) };
}

/** Nothing was sold, refunded or disputed in the range (the dashboard's empty state). */
export function isQuiet(metrics: readonly (AdminMetric | undefined)[]): boolean {
  return metrics.every((metric) => metric !== undefined && metric.total === 0);
}

/** A ranked row's share of the platform's volume, in percent with one decimal. */
export function shareOf(volume: number, total: number): number {
  return total <= 0 ? 0 : Math.round((volume / total) * 1000) / 10;
}
