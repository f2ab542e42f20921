import { VisuallyHidden } from '@mantine/core';
import { createContext, useContext } from 'react';
import { browserTimeZone } from '../../../shared/date-range/report-range-params';
import { formatZonedDay } from '../../../shared/disputes/dispute-display';

/** The zone the disputes inbox shows days in: the account's. */
export const DisputeTimeZone = createContext<string | undefined>(undefined);

/** An instant as its day in the account's zone ('Nov 24, 2026'); `missing` read out for none. */
export function ZonedDay({ value, missing }: { value: string | null; missing?: string }) {
  const timeZone = useContext(DisputeTimeZone) ?? browserTimeZone();
  if (!value) {
    return missing ? (
      <>
        <span aria-hidden="true">—</span>
        <VisuallyHidden>{missing}</VisuallyHidden>
      </>
    ) : (
      <>—</>
    );
  }
  return (
    <time dateTime={value} style={{ whiteSpace: 'nowrap' }}>
      {formatZonedDay(value, timeZone)}
    </time>
  );
}
