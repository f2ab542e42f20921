import { dayRangeConditions } from '../../platform/lists/day-range-sql';
import type { SqlParams } from '../../platform/lists/sql-params';

/**
 * SQL shared by products and pricing lists: their figures are sums of payment line items
 * (units = quantity, revenue = quantity x unit amount) in an optional range of days.
 */

export interface FiguresRange {
  start_date?: string | undefined;
  end_date?: string | undefined;
  timezone: string;
}

/** `li.sold_at` within the range's days of its zone (no condition for an open end). */
export function soldInRange(range: FiguresRange, params: SqlParams): string {
  const conditions = dayRangeConditions('li.sold_at', range, params);
  return conditions.map((condition) => ` and ${condition}`).join('');
}

/**
 * Scalar subqueries of the units and revenue of the row `alias.id` (a product's or a pricing
 * list's line items, by `column`), as `units_sold` and `revenue`.
 */
export function figuresSelect(
  alias: string,
  column: 'product_id' | 'pricing_list_id',
  range: FiguresRange,
  params: SqlParams,
): { units: string; revenue: string } {
  const where = `from payment_line_items li
     where li.merchant_id = ${alias}.merchant_id and li.${column} = ${alias}.id${soldInRange(range, params)}`;
  return {
    units: `(select coalesce(sum(li.quantity), 0)::float8 ${where})`,
    revenue: `(select coalesce(sum(li.quantity * li.unit_amount_cents), 0)::float8 ${where})`,
  };
}

/** An ISO 8601 UTC text of a timestamptz column. */
export const isoUtc = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
