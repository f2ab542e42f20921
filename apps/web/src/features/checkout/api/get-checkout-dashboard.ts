import type { EndpointResult } from '@paydesk/domain/endpoint';
import type { getCheckoutDashboard as endpoint } from '@paydesk/domain/endpoints/checkout';
import * as routes from '@paydesk/domain/routes/checkout';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { type CheckoutRangeKey, checkoutKeys } from './checkout-keys';

export type CheckoutDashboard = EndpointResult<typeof endpoint>;

/** `GET /merchants/{id}/checkout/dashboard`: payment links' volume and conversion over a range. */
export function getCheckoutDashboard(
  merchantId: number,
  range: CheckoutRangeKey,
  signal?: AbortSignal,
): Promise<CheckoutDashboard> {
  return callEndpoint<typeof endpoint>(routes.getCheckoutDashboard, {
    params: { id: merchantId },
    query: range,
    signal,
  });
}

/** The dashboard of a range; the previous range's figures stay while the next one loads. */
export function useCheckoutDashboard(merchantId: number, range: CheckoutRangeKey | undefined) {
  return useQuery({
    queryKey: checkoutKeys.dashboard(
      merchantId,
      range ?? { start_date: '', end_date: '', timezone: '' },
    ),
    queryFn: ({ signal }) => getCheckoutDashboard(merchantId, range as CheckoutRangeKey, signal),
    enabled: range !== undefined,
    placeholderData: keepPreviousData,
  });
}
