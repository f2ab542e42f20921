import {
  type CalendarRange,
  type DatePreset,
  todayIn,
  type ZonedRange,
  zonedRange,
} from '@paydesk/domain/date-presets';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useFilterStore } from '../stores/filter-store';
import {
  type RangeOptions,
  type ReportRange,
  readReportRange,
  withCustomRange,
  withPreset,
} from './report-range-params';

export interface ReportRangeState extends ReportRange {
  /** The range's first and last instants in the report's zone, and the service's strings. */
  zoned: ZonedRange;
  /** Today in the report's zone: no later day may be picked. */
  today: string;
  timeZone: string;
  withinOneYear: boolean;
  setPreset: (preset: Exclude<DatePreset, 'custom'>) => void;
  setCustomRange: (range: CalendarRange) => void;
}

/**
 * The report date range, kept in the URL's search parameters (a copied link shows the same
 * view) and mirrored into the filter store (part 1 §3 "Filter state") for the other reports.
 */
export function useReportRange(
  timeZone: string,
  allowed: readonly DatePreset[],
  options: RangeOptions = {},
): ReportRangeState {
  const withinOneYear = options.withinOneYear === true;
  const [params, setParams] = useSearchParams();
  const today = todayIn(timeZone);
  const search = params.toString();
  const current = useMemo(
    () => readReportRange(new URLSearchParams(search), today, allowed, { withinOneYear }),
    [search, today, allowed, withinOneYear],
  );
  const zoned = useMemo(() => zonedRange(current.range, timeZone), [current.range, timeZone]);

  const setDateRange = useFilterStore((state) => state.setDateRange);
  const startIso = zoned.start.toISOString();
  const endIso = zoned.end.toISOString();
  useEffect(() => {
    setDateRange(startIso, endIso);
  }, [setDateRange, startIso, endIso]);

  return {
    ...current,
    zoned,
    today,
    timeZone,
    withinOneYear,
    setPreset: (preset) => setParams((previous) => withPreset(previous, preset)),
    setCustomRange: (range) => setParams((previous) => withCustomRange(previous, range)),
  };
}
