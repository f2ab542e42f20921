import {
  type OverviewMetric,
  type OverviewResponse,
  overviewResponseSchema,
} from '@paydesk/domain/overview';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
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
  return apiClient(`/merchants/${merchantId}/overview/${metric}`, {
    signal,
    query: { start_date: range.startDate, end_date: range.endDate, timezone: range.timeZone },
    parse: overviewResponseSchema.parse,
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
