import { isTimeZone, REPORT_DATE_PRESETS } from '@paydesk/domain/date-presets';
import { browserTimeZone } from '../../../shared/date-range/report-range-params';
import { useReportRange } from '../../../shared/date-range/use-report-range';
import { useMerchantAccount } from '../../../shared/merchant-account/get-merchant-account';
import type { AnalyticsRange } from '../api/get-catalog-analytics';

/**
 * The report header's range on the catalogue screens, in the merchant's days (this browser's
 * until the account arrives). `range` is undefined until the zone is known, so no figures are
 * asked for in the wrong days.
 */
export function useCatalogRange(merchantId: number) {
  const merchant = useMerchantAccount(merchantId);
  const account = merchant.data;
  const timeZone = account && isTimeZone(account.timezone) ? account.timezone : browserTimeZone();
  const zoneKnown = account !== undefined || merchant.isError;
  const report = useReportRange(timeZone, REPORT_DATE_PRESETS, { withinOneYear: true });
  const range: AnalyticsRange | undefined = zoneKnown
    ? {
        start_date: report.zoned.startDateTime,
        end_date: report.zoned.endDateTime,
        timezone: timeZone,
      }
    : undefined;
  return { account, timeZone, range, presets: REPORT_DATE_PRESETS };
}

/** The catalogue screens' range and the account it is in. */
export type CatalogRange = ReturnType<typeof useCatalogRange>;
