import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';

dayjs.extend(advancedFormat);

const compactUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});
const fullUsd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const count = new Intl.NumberFormat('en-US');

/** Compact US dollars with up to 2 decimals, from cents: 1234500 -> '$12.35K' (part 1 §2). */
export function formatCompactUsd(cents: number): string {
  return compactUsd.format(cents / 100);
}

/** US dollars to the cent, from cents: 123456 -> '$1,234.56'. */
export function formatUsd(cents: number): string {
  return fullUsd.format(cents / 100);
}

export function formatCount(value: number): string {
  return count.format(value);
}

/** The chart legend's date format, 'MMMM Do, YYYY': 'November 3rd, 2026'. */
export const LEGEND_DATE_FORMAT = 'MMMM Do, YYYY';

export function formatLegendDate(isoDate: string): string {
  return dayjs(isoDate).format(LEGEND_DATE_FORMAT);
}

/** A series point's label: a day in the legend's format, or a month as 'MMMM YYYY'. */
export function formatPointDate(date: string): string {
  return date.length === 7 ? dayjs(`${date}-01`).format('MMMM YYYY') : formatLegendDate(date);
}

/** A short date for the chart's ends: 'Nov 3' for days, '11/26' (MM/YY) for months. */
export function formatAxisDate(date: string): string {
  return date.length === 7 ? dayjs(`${date}-01`).format('MM/YY') : dayjs(date).format('MMM D');
}

/** 'Nov 3, 2026' for details lists. */
export function formatShortDate(value: string): string {
  const date = dayjs(value);
  return date.isValid() ? date.format('MMM D, YYYY') : value;
}

/** 2.9 % + 30¢ style pricing from basis points and cents. */
export function formatRate(percentBps: number, fixedCents: number): string {
  const percent = (percentBps / 100).toLocaleString('en-US', { maximumFractionDigits: 2 });
  return `${percent}% + ${formatUsd(fixedCents)}`;
}
