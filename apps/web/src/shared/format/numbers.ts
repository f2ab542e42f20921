import { DEFAULT_CURRENCY, formatMoney } from '@paydesk/domain/money';

const count = new Intl.NumberFormat('en-US');

/** A count with thousands separators: 1234567 -> '1,234,567'. */
export function formatCount(value: number): string {
  return count.format(value);
}

/**
 * Pricing from basis points and cents: (290, 30) -> '2.9% + $0.30'. Money goes through
 * @paydesk/domain/money like every other amount.
 */
export function formatRate(
  percentBps: number,
  fixedCents: number,
  currency: string = DEFAULT_CURRENCY,
): string {
  const percent = (percentBps / 100).toLocaleString('en-US', { maximumFractionDigits: 2 });
  return `${percent}% + ${formatMoney(fixedCents, currency)}`;
}
