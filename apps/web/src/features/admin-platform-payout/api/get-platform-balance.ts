import type { PayoutCountryCode } from '@paydesk/domain/admin-platform-payout-fields';
import type { EndpointInput, EndpointResult } from '@paydesk/domain/endpoint';
import type * as endpoints from '@paydesk/domain/endpoints/admin-platform-payouts';
import * as routes from '@paydesk/domain/routes/admin-platform-payouts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { retryUnless } from '../../../shared/api/retry-unless';
import type { ListApiQuery } from '../../../shared/list-state/list-url';
import { payoutKeys } from './payout-keys';

export type PlatformBalance = EndpointResult<typeof endpoints.getPlatformBalance>;
export type PayoutPage = EndpointResult<typeof endpoints.getPlatformPayoutHistory>;
export type PayoutRow = PayoutPage['data'][number];

/**
 * `GET /admin/stripe-platform-balance`: the country's fees not yet paid out through `date`.
 * Part 2 §9 allows this call 300,000 ms (the client's long timeout) instead of 60,000.
 */
export function usePlatformBalance(countryCode: PayoutCountryCode, date: string | null) {
  return useQuery({
    queryKey: payoutKeys.balance(countryCode, date ?? ''),
    queryFn: ({ signal }) =>
      callEndpoint<typeof endpoints.getPlatformBalance>(routes.getPlatformBalance, {
        query: { countryCode, date: date ?? '' },
        signal,
        timeout: 'long',
      }),
    enabled: date !== null,
    placeholderData: keepPreviousData,
    retry: retryUnless(400, 403),
  });
}

/** `GET /admin/stripe-platform-balance/history`: a page of payouts (the list's URL query). */
export function getPayoutHistory(query: ListApiQuery, signal?: AbortSignal): Promise<PayoutPage> {
  return callEndpoint<typeof endpoints.getPlatformPayoutHistory>(routes.getPlatformPayoutHistory, {
    query: query as EndpointInput<typeof endpoints.getPlatformPayoutHistory>['query'],
    signal,
  });
}
