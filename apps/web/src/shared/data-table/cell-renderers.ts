import { DEFAULT_CURRENCY, formatMoney } from '@paydesk/domain/money';
import { formatCount } from '../format/numbers';
import type { CellRenderer } from './list-screen-spec';

/** Cents as money ('$1,234.56'), in the row's currency when it has one; '—' for none. */
export function moneyCell<Row>(
  cents: (row: Row) => number | null | undefined,
  currency?: (row: Row) => string | null | undefined,
): CellRenderer<Row> {
  return (row) => {
    const value = cents(row);
    return value === null || value === undefined
      ? '—'
      : formatMoney(value, currency?.(row) || DEFAULT_CURRENCY);
  };
}

/** A count with thousands separators ('12,345'); '—' for none. */
export function countCell<Row>(count: (row: Row) => number | null | undefined): CellRenderer<Row> {
  return (row) => {
    const value = count(row);
    return value === null || value === undefined ? '—' : formatCount(value);
  };
}
