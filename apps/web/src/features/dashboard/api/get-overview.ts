import type { getOverview as endpoint } from '@paydesk/domain/endpoints/overview';
import type { OverviewMetric, OverviewResponse } from '@paydesk/domain/overview';
import * as routes from '@paydesk/domain/routes/overview';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { dashboardKeys, type OverviewRangeKey } from './dashboard-keys';

/**
 * `GET /merchants/{id}/overview/{metric}`: one dashboard tile over a range of wall-clock
 * times ('YYYY-MM-DD HH:mm:ss') in `timezone`, with the same range a year earlier.
 */
export function getOverview(
  merchantId: number,
  metric: OverviewMetric,
  range: OverviewRangeKey,
  signal?: AbortSignal,
): Promise<OverviewResponse> {
  return callEndpoint<typeof endpoint>(routes.getOverview, {
    params: { id: merchantId, metric },
    query: { start_date: range.startDate, end_date: range.endDate, timezone: range.timeZone },
    signal,
  });
}

export const overviewQueryOptions = (
  merchantId: number,
  metric: OverviewMetric,
  range: OverviewRangeKey,
) =>
  queryOptions({
    queryKey: dashboardKeys.overview(merchantId, metric, range),
    queryFn: ({ signal }) => getOverview(merchantId, metric, range, signal),
    // A new range keeps the old figures on screen (dimmed) until the new ones arrive.
    placeholderData: keepPreviousData,
  });
