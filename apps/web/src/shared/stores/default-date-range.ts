import dayjs from 'dayjs';

export interface DateRange {
  /** ISO 8601 instant. */
  from: string;
  /** ISO 8601 instant. */
  to: string;
}

/** Month-To-Date: start of the current month to the end of today (part 1 §9), local time. */
export function defaultDateRange(now: Date = new Date()): DateRange {
  const today = dayjs(now);
  return {
    from: today.startOf('month').toISOString(),
    to: today.endOf('day').toISOString(),
  };
}
