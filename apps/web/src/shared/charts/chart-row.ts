/** One point of a line chart: the current period's and the comparison period's, side by side. */
export interface ChartRow {
  /** The current period's point: 'YYYY-MM-DD' or 'YYYY-MM'. */
  date: string;
  /** The matching point of the comparison period (a year earlier, or the period before). */
  priorDate: string | null;
  current: number | null;
  prior: number | null;
}
