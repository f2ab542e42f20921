/** Calendar days as the app's report header sees them, in a merchant's time zone. */

/** The demo accounts report in the time zone the server seeds for them. */
export const DEMO_TIME_ZONE = 'America/Los_Angeles';

/** 'YYYY-MM-DD' of today plus `days` in `timeZone`. */
export function isoDay(days = 0, timeZone = DEMO_TIME_ZONE): string {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' -> 'MM/DD/YYYY', as typed into a date picker. */
export function typed(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${month}/${day}/${year}`;
}

/** The calendar's label of a day: 'D MMMM YYYY', e.g. '3 November 2026'. */
export function calendarLabel(iso: string): string {
  const date = new Date(`${iso}T12:00:00Z`);
  const month = date.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
  return `${date.getUTCDate()} ${month} ${date.getUTCFullYear()}`;
}
