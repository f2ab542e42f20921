import {
  DASHBOARD_DATE_PRESETS,
  isTimeZone,
  todayIn,
  type ZonedRange,
  zonedRange,
} from '@paydesk/domain/date-presets';
import type { MerchantAccount } from '@paydesk/domain/merchant-account';
import {
  browserTimeZone,
  type RangeOptions,
  readReportRange,
} from '../../../shared/date-range/report-range-params';
import type { OverviewRangeKey } from '../api/dashboard-keys';

/** Each tile compares the range with the same days a year earlier: a year at most. */
export const DASHBOARD_RANGE_OPTIONS: RangeOptions = { withinOneYear: true };

/** The dashboard's days are the merchant's (this browser's until the account arrives). */
export function dashboardTimeZone(account: Pick<MerchantAccount, 'timezone'> | undefined): string {
  return account && isTimeZone(account.timezone) ? account.timezone : browserTimeZone();
}

/** What the overview service is asked for: the range's wall-clock ends in its zone. */
export function overviewRangeKey(zoned: ZonedRange, timeZone: string): OverviewRangeKey {
  return { startDate: zoned.startDateTime, endDate: zoned.endDateTime, timeZone };
}

/**
 * The tiles' range for a dashboard URL's search parameters, as the page reads it (the page
 * uses useReportRange over the same rules): the route loader asks for the same query keys.
 */
export function dashboardOverviewRange(
  search: URLSearchParams,
  account: Pick<MerchantAccount, 'timezone'>,
): OverviewRangeKey {
  const timeZone = dashboardTimeZone(account);
  const { range } = readReportRange(
    search,
    todayIn(timeZone),
    DASHBOARD_DATE_PRESETS,
    DASHBOARD_RANGE_OPTIONS,
  );
  return overviewRangeKey(zonedRange(range, timeZone), timeZone);
}
