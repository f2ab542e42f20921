/**
 * Dates as the screens show them, in English. Written out by hand rather than with dayjs:
 * the dashboard's first paint needs only these few formats.
 */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

interface DayParts {
  year: number;
  /** 0-11. */
  month: number;
  day: number;
}

const monthName = (month: number) => MONTHS[month] ?? '';
const shortMonth = (month: number) => monthName(month).slice(0, 3);

/** 1st, 2nd, 3rd, 4th... 11th, 12th, 13th... 21st. */
function ordinal(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  const suffix = ['th', 'st', 'nd', 'rd'][day % 10] ?? 'th';
  return `${day}${suffix}`;
}

/** 'YYYY-MM-DD' (a calendar day, read as it is) or any date the browser parses (local time). */
function dayParts(value: string): DayParts | undefined {
  const calendarDay = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (calendarDay) {
    return {
      year: Number(calendarDay[1]),
      month: Number(calendarDay[2]) - 1,
      day: Number(calendarDay[3]),
    };
  }
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return undefined;
  return { year: date.getFullYear(), month: date.getMonth(), day: date.getDate() };
}

/** 'YYYY-MM' as its year and month (0-11). */
function monthParts(value: string): { year: number; month: number } {
  return { year: Number(value.slice(0, 4)), month: Number(value.slice(5, 7)) - 1 };
}

/** A calendar day ('YYYY-MM-DD') as the chart legend reads it, 'MMMM Do, YYYY' (part 1 §2). */
export function formatLegendDate(isoDate: string): string {
  const parts = dayParts(isoDate);
  if (!parts) return isoDate;
  return `${monthName(parts.month)} ${ordinal(parts.day)}, ${parts.year}`;
}

/** A series point's label: a day in the legend's format, or a month ('YYYY-MM') as 'MMMM YYYY'. */
export function formatPointDate(date: string): string {
  if (date.length !== 7) return formatLegendDate(date);
  const { year, month } = monthParts(date);
  return `${monthName(month)} ${year}`;
}

/** A short date for a chart's ends: 'Nov 3' for days, '11/26' (MM/YY) for months. */
export function formatAxisDate(date: string): string {
  if (date.length === 7) return `${date.slice(5, 7)}/${date.slice(2, 4)}`;
  const parts = dayParts(date);
  return parts ? `${shortMonth(parts.month)} ${parts.day}` : date;
}

/** 'Nov 3, 2026' for details lists; a value that is not a date is shown as it is. */
export function formatShortDate(value: string): string {
  const parts = dayParts(value);
  return parts ? `${shortMonth(parts.month)} ${parts.day}, ${parts.year}` : value;
}
