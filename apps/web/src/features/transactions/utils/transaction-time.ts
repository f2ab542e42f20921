import { formatShortDate } from '../../../shared/format/dates';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string, withYear: boolean): Intl.DateTimeFormat {
  const key = `${timeZone}|${withYear}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone,
      ...(withYear ? { year: 'numeric' } : {}),
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });
    formatters.set(key, found);
  }
  return found;
}

const yearIn = (date: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric' }).format(date);

/**
 * An instant as the lists and the detail show it, in the account's zone: 'Nov 24, 2026,
 * 3:59 PM' ('Nov 24, 3:59 PM' when `short` and it is this year there). A calendar day
 * ('YYYY-MM-DD': settlement, funding) is shown as the day it is.
 */
export function formatMoment(
  value: string,
  timeZone: string,
  options: { short?: boolean; now?: Date } = {},
): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatShortDate(value);
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const thisYear =
    options.short === true &&
    yearIn(date, timeZone) === yearIn(options.now ?? new Date(), timeZone);
  return formatter(timeZone, !thisYear).format(date);
}

/** A zone as people read it: 'America/Los_Angeles' -> 'America/Los Angeles'. */
export const zoneName = (timeZone: string) => timeZone.replaceAll('_', ' ');
