import { type DatePreset, REPORT_DATE_PRESETS } from '@paydesk/domain/date-presets';
import { LIST_PARAMS } from '@paydesk/domain/list-params';
import { useSearchParams } from 'react-router';
import { type ReportRangeState, useReportRange } from '../date-range/use-report-range';
import { routeIdOf } from '../detail-page/route-id';

/** The URL parameter naming the one merchant a report shows (the profile's quick actions). */
export const MERCHANT_PARAM = 'merchantid';

/** Admin reports count days in UTC, as the processors' files and the rollups do. */
export const ADMIN_REPORT_TIME_ZONE = 'UTC';

export interface AdminReportScope {
  /** The merchant of `?merchantid=`, or undefined for every merchant. */
  merchantId: number | undefined;
  /** `?merchantid=` names no possible id (the report then shows its error state). */
  invalidMerchant: boolean;
  timeZone: string;
  report: ReportRangeState;
  /** The API's range and merchant parameters for this view. */
  apiQuery: Record<string, string>;
}

export interface AdminReportScopeOptions {
  presets?: readonly DatePreset[];
  withinOneYear?: boolean;
  /** The report has no date range (limits, pending accounts): no start/end in the API query. */
  noRange?: boolean;
}

/** What an admin report reads: the merchant of the URL and the report header's range in UTC. */
export function useAdminReportScope(options: AdminReportScopeOptions = {}): AdminReportScope {
  const [params] = useSearchParams();
  const raw = params.get(MERCHANT_PARAM);
  const merchantId = raw === null ? undefined : routeIdOf(raw);
  const report = useReportRange(ADMIN_REPORT_TIME_ZONE, options.presets ?? REPORT_DATE_PRESETS, {
    withinOneYear: options.withinOneYear,
  });
  const apiQuery: Record<string, string> = { timezone: ADMIN_REPORT_TIME_ZONE };
  if (!options.noRange) {
    apiQuery.start_date = report.zoned.startDateTime;
    apiQuery.end_date = report.zoned.endDateTime;
  }
  if (merchantId !== undefined) apiQuery[MERCHANT_PARAM] = String(merchantId);
  return {
    merchantId,
    invalidMerchant: raw !== null && merchantId === undefined,
    timeZone: ADMIN_REPORT_TIME_ZONE,
    report,
    apiQuery,
  };
}

/** The current URL with another merchant (or every merchant), back on the first page. */
export function withMerchant(
  pathname: string,
  search: string,
  merchantId: number | undefined,
): string {
  const next = new URLSearchParams(search);
  if (merchantId === undefined) next.delete(MERCHANT_PARAM);
  else next.set(MERCHANT_PARAM, String(merchantId));
  next.delete(LIST_PARAMS.page);
  next.delete(LIST_PARAMS.asOf);
  const query = next.toString();
  return query ? `${pathname}?${query}` : pathname;
}
