import { type MerchantAccount, merchantAccountSchema } from '@paydesk/domain/merchant-account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { dashboardKeys } from './dashboard-keys';

/** `GET /merchants/{id}`: the account the dashboard's panel and banners describe. */
export function getMerchantAccount(
  merchantId: number,
  signal?: AbortSignal,
): Promise<MerchantAccount> {
  return apiClient(`/merchants/${merchantId}`, { signal, parse: merchantAccountSchema.parse });
}

export const merchantAccountQueryOptions = (merchantId: number) =>
  queryOptions({
    queryKey: dashboardKeys.merchant(merchantId),
    queryFn: ({ signal }) => getMerchantAccount(merchantId, signal),
  });

export function useMerchantAccount(merchantId: number | undefined) {
  return useQuery({
    ...merchantAccountQueryOptions(merchantId ?? 0),
    enabled: merchantId !== undefined,
  });
}
