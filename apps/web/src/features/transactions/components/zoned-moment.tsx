import { createContext, useContext } from 'react';
import { browserTimeZone } from '../../../shared/date-range/report-range-params';
import { formatMoment } from '../utils/transaction-time';

/** The zone the transactions screens show times in: the account's. */
export const TimeZoneContext = createContext<string | undefined>(undefined);

export function useTimeZone(): string {
  return useContext(TimeZoneContext) ?? browserTimeZone();
}

/**
 * An instant in the account's zone ('Nov 24, 2026, 3:59 PM'), or a calendar day as it is;
 * `short` leaves out this year ('Nov 24, 3:59 PM'), for columns of dates.
 */
export function ZonedMoment({ value, short }: { value: string | null; short?: boolean }) {
  const timeZone = useTimeZone();
  if (!value) return <>—</>;
  return (
    <time dateTime={value} style={{ whiteSpace: 'nowrap' }}>
      {formatMoment(value, timeZone, { short })}
    </time>
  );
}
