import { formatZonedDay } from '../../../shared/disputes/dispute-display';
import { formatDateTime } from '../../../shared/format/zoned-dates';

/** Admin reports show days and times in UTC (shared/admin-reports). */
const UTC = 'UTC';
const NOWRAP = { whiteSpace: 'nowrap' } as const;

/** An instant as its UTC day ('Nov 24, 2026'); '—' for none. */
export function UtcDay({ value }: { value: string | null }) {
  if (!value) return <>—</>;
  return (
    <time dateTime={value} style={NOWRAP}>
      {formatZonedDay(value, UTC)}
    </time>
  );
}

/** An instant as its UTC date and time; '—' for none. */
export function UtcDateTime({ value }: { value: string | null }) {
  if (!value) return <>—</>;
  return (
    <time dateTime={value} style={NOWRAP}>
      {formatDateTime(value, UTC)}
    </time>
  );
}

/** Text kept on one line (codes, numbers, brands). */
export function NoWrap({ children }: { children: string | number | null }) {
  return <span style={NOWRAP}>{children === null || children === '' ? '—' : children}</span>;
}
