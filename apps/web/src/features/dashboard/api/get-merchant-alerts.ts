import type { EndpointResult } from '@paydesk/domain/endpoint';
import type { getMyMerchantAlerts as endpoint } from '@paydesk/domain/endpoints/merchant-alerts';
import * as routes from '@paydesk/domain/routes/merchant-alerts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { dashboardKeys } from './dashboard-keys';

export type MerchantAlertBanner = EndpointResult<typeof endpoint>['data'][number];

/**
 * `GET /merchants/{id}/alerts`: the account's active alerts (set by the back office). Read on
 * every visit and when the window regains focus, so an alert the provider adds or withdraws
 * shows or goes at once.
 */
export function useMerchantAlertBanners(merchantId: number | undefined) {
  return useQuery({
    queryKey: [...dashboardKeys.merchant(merchantId ?? 0), 'alerts'] as const,
    queryFn: ({ signal }) =>
      callEndpoint<typeof endpoint>(routes.getMyMerchantAlerts, {
        params: { id: merchantId ?? 0 },
        signal,
      }),
    enabled: merchantId !== undefined,
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}
