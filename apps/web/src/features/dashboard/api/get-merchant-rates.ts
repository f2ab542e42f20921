import { merchantRatesSchema } from '@paydesk/domain/merchant-account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { dashboardKeys } from './dashboard-keys';

export type MerchantRates = ReturnType<(typeof merchantRatesSchema)['parse']>;

/** `GET /merchants/{id}/rates`: the pricing the account panel shows. */
export function getMerchantRates(merchantId: number, signal?: AbortSignal): Promise<MerchantRates> {
  return apiClient(`/merchants/${merchantId}/rates`, { signal, parse: merchantRatesSchema.parse });
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
