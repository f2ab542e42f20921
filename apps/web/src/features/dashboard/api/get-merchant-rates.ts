import type { getMerchantRates as endpoint } from '@paydesk/domain/endpoints/merchants';
import type { merchantRatesSchema } from '@paydesk/domain/merchant-account';
import * as routes from '@paydesk/domain/routes/merchants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { dashboardKeys } from './dashboard-keys';

export type MerchantRates = ReturnType<(typeof merchantRatesSchema)['parse']>;

/** `GET /merchants/{id}/rates`: the pricing the account panel shows. */
export function getMerchantRates(merchantId: number, signal?: AbortSignal): Promise<MerchantRates> {
  return callEndpoint<typeof endpoint>(routes.getMerchantRates, {
    params: { id: merchantId },
    signal,
  });
}

export const merchantRatesQueryOptions = (merchantId: number) =>
  queryOptions({
    queryKey: dashboardKeys.rates(merchantId),
    queryFn: ({ signal }) => getMerchantRates(merchantId, signal),
    staleTime: 5 * 60_000,
  });

export function useMerchantRates(merchantId: number | undefined) {
  return useQuery({
    ...merchantRatesQueryOptions(merchantId ?? 0),
    enabled: merchantId !== undefined,
  });
}
