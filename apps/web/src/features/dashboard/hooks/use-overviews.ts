import type { OverviewResponse } from '@paydesk/domain/overview';
import { OVERVIEW_METRICS, type OverviewMetric } from '@paydesk/domain/overview-metrics';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import type { OverviewRangeKey } from '../api/dashboard-keys';
import { dashboardKeys } from '../api/dashboard-keys';
import { overviewQueryOptions } from '../api/get-overview';

export interface OverviewState {
  data: Partial<Record<OverviewMetric, OverviewResponse>>;
  failed: Partial<Record<OverviewMetric, boolean>>;
  /** Figures on screen belong to a previous range while the new ones load. */
  stale: Partial<Record<OverviewMetric, boolean>>;
  errors: unknown[];
  fetching: boolean;
  /** Every tile has its figures for the current range. */
  complete: boolean;
  retry: (metric?: OverviewMetric) => void;
}

/** The seven tiles of one account over one range, fetched side by side. */
export function useOverviews(merchantId: number | undefined, range: OverviewRangeKey | undefined) {
  const queryClient = useQueryClient();
  const results = useQueries({
    queries: OVERVIEW_METRICS.map((metric) => ({
      ...overviewQueryOptions(
        merchantId ?? 0,
        metric,
        range ?? { startDate: '', endDate: '', timeZone: '' },
      ),
      enabled: merchantId !== undefined && range !== undefined,
    })),
  });

  const state: OverviewState = {
    data: {},
    failed: {},
    stale: {},
    errors: [],
    fetching: false,
    complete: true,
    retry: (metric) => {
      if (merchantId === undefined) return;
      const queryKey =
        metric && range
          ? dashboardKeys.overview(merchantId, metric, range)
          : dashboardKeys.overviews(merchantId);
      void queryClient.refetchQueries({ queryKey, type: 'active' });
    },
  };
  OVERVIEW_METRICS.forEach((metric, index) => {
    const result = results[index];
    if (!result) return;
    if (result.data) state.data[metric] = result.data;
    if (result.isError) {
      state.failed[metric] = true;
      state.errors.push(result.error);
    }
    if (result.isPlaceholderData) state.stale[metric] = true;
    if (result.isFetching) state.fetching = true;
    if (!result.isSuccess || result.isPlaceholderData) state.complete = false;
  });
  return state;
}
