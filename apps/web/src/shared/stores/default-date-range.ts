export interface DateRange {
  /** ISO 8601 instant. */
  from: string;
  /** ISO 8601 instant. */
  to: string;
}

/** Month-To-Date: start of the current month to the end of today (part 1 §9), local time. */
export function defaultDateRange(now: Date = new Date()): DateRange {
  const year = now.getFullYear();
  const month = now.getMonth();
  return {
    from: new Date(year, month, 1).toISOString(),
    to: new Date(year, month, now.getDate(), 23, 59, 59, 999).toISOString(),
  };
}
