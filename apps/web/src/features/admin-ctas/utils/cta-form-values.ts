/** The deadline as the datetime-local input holds it: `YYYY-MM-DDTHH:mm` in UTC, '' for none. */
export function toDeadlineInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 16);
}

/** The input's value as the API takes it: ISO 8601 UTC, null for none (anything else as typed). */
export function fromDeadlineInput(value: string): string | null {
  const text = value.trim();
  if (text === '') return null;
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(text) ? `${text}:00Z` : text;
}

/**
 * '7, 3, 1' as the API takes it: numbers, largest first. A part that is no number stays NaN,
 * so the schema names it ('Reminder days are whole days from 1 to 60').
 */
export function parseReminderDays(value: string): number[] {
  return value
    .split(/[\s,;]+/)
    .filter((part) => part !== '')
    .map((part) => (/^\d+$/.test(part) ? Number(part) : Number.NaN))
    .sort((a, b) => (Number.isNaN(a) || Number.isNaN(b) ? 0 : b - a));
}

/** Whether two deadlines (ISO or null) name the same instant. */
export function sameDeadline(a: string | null, b: string | null): boolean {
  if (a === null || b === null) return a === b;
  return Date.parse(a) === Date.parse(b);
}
