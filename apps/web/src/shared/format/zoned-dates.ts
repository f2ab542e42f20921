const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant as the merchant reads it, in the account's time zone: 'Nov 3, 2026, 4:05 PM';
 * '—' for none. A value that is not a date is shown as it is.
 */
export function formatDateTime(iso: string | null, timeZone: string): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let format = formatters.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone,
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      });
    } catch {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone: 'UTC',
        dateStyle: 'medium',
        timeStyle: 'short',
      });
    }
    formatters.set(timeZone, format);
  }
  return format.format(date);
}
