import { withTime } from '@paydesk/domain/wall-clock';
import type { SqlParams } from './sql-params';

/** A date filter as the lists take it: wall-clock days (or times) of a time zone, either end open. */
export interface DayRange {
  start_date?: string | undefined;
  end_date?: string | undefined;
  timezone?: string | undefined;
}

/**
 * The conditions that keep `column` (a timestamptz) within the range's days of its zone: from
 * the start's first second (a bare day: 00:00:00) to the end's last (a bare day: 23:59:59)
 * inclusive; none for an open end. Values bound in `params`. The one way every list and figure
 * filters on a day range.
 */
export function dayRangeConditions(column: string, range: DayRange, params: SqlParams): string[] {
  if (!range.start_date && !range.end_date) return [];
  const zone = params.add(range.timezone ?? 'UTC', 'text');
  const conditions: string[] = [];
  if (range.start_date) {
    conditions.push(
      `${column} >= (${params.add(withTime(range.start_date, '00:00:00'), 'timestamp')} at time zone ${zone})`,
    );
  }
  if (range.end_date) {
    conditions.push(
      `${column} < (${params.add(withTime(range.end_date, '23:59:59'), 'timestamp')} at time zone ${zone}) + interval '1 second'`,
    );
  }
  return conditions;
}
