/** Wall-clock times ('YYYY-MM-DD HH:mm:ss', no zone) and time zones of the report ranges. */

const knownZones = new Set<string>();

/** Whether `zone` is an IANA time zone (answers are remembered: the check builds a formatter). */
export function isTimeZone(zone: string): boolean {
  if (knownZones.has(zone)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
  } catch {
    return false;
  }
  if (knownZones.size < 1000) knownZones.add(zone);
  return true;
}

/** 'YYYY-MM-DD[ HH:mm:ss]' → the same wall-clock time, always with seconds. */
export const withTime = (value: string, fallback: string) =>
  value.length === 10 ? `${value} ${fallback}` : value;

/** The same wall-clock moment a year earlier (Feb 29 becomes Feb 28). */
export function yearEarlier(value: string): string {
  const year = Number(value.slice(0, 4)) - 1;
  let rest = value.slice(4);
  if (rest.startsWith('-02-29')) rest = `-02-28${rest.slice(6)}`;
  return `${year}${rest}`;
}

/** Every day or month label from start to end (local dates), so empty buckets read 0. */
export function bucketLabels(start: string, end: string, granularity: 'day' | 'month'): string[] {
  const labels: string[] = [];
  const cursor = new Date(`${start.slice(0, 10)}T00:00:00Z`);
  const last = new Date(`${end.slice(0, 10)}T00:00:00Z`);
  if (granularity === 'month') cursor.setUTCDate(1);
  while (cursor <= last) {
    labels.push(cursor.toISOString().slice(0, granularity === 'day' ? 10 : 7));
    if (granularity === 'day') cursor.setUTCDate(cursor.getUTCDate() + 1);
    else cursor.setUTCMonth(cursor.getUTCMonth() + 1);
  }
  return labels;
}

/** The wall-clock time one second after `value` ('YYYY-MM-DD HH:mm:ss'). */
export function secondAfter(value: string): string {
  const next = new Date(wallClockMs(value) + 1000);
  return next.toISOString().slice(0, 19).replace('T', ' ');
}

/** A wall-clock time read as if it were UTC: for arithmetic between wall-clock times. */
export const wallClockMs = (value: string) => Date.parse(`${value.replace(' ', 'T')}Z`);
