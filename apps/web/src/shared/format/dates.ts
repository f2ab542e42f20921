import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';

dayjs.extend(advancedFormat);

/** The chart legend's date format, 'MMMM Do, YYYY' (part 1 §2): 'November 3rd, 2026'. */
export const LEGEND_DATE_FORMAT = 'MMMM Do, YYYY';

/** A calendar day ('YYYY-MM-DD') in the legend's format. */
export function formatLegendDate(isoDate: string): string {
  return dayjs(isoDate).format(LEGEND_DATE_FORMAT);
}

/** A series point's label: a day in the legend's format, or a month ('YYYY-MM') as 'MMMM YYYY'. */
export function formatPointDate(date: string): string {
  return date.length === 7 ? dayjs(`${date}-01`).format('MMMM YYYY') : formatLegendDate(date);
}

/** A short date for a chart's ends: 'Nov 3' for days, '11/26' (MM/YY) for months. */
export function formatAxisDate(date: string): string {
  return date.length === 7 ? dayjs(`${date}-01`).format('MM/YY') : dayjs(date).format('MMM D');
}

/** 'Nov 3, 2026' for details lists; a value that is not a date is shown as it is. */
export function formatShortDate(value: string): string {
  const date = dayjs(value);
  return date.isValid() ? date.format('MMM D, YYYY') : value;
}
