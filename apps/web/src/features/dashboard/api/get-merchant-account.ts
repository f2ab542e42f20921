import { getMerchantAccount as endpoint } from '@paydesk/domain/endpoints/merchants';
import type { MerchantAccount } from '@paydesk/domain/merchant-account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { dashboardKeys } from './dashboard-keys';

/** `GET /merchants/{id}`: the account the dashboard's panel and banners describe. */
export function getMerchantAccount(
  merchantId: number,
  signal?: AbortSignal,
): Promise<MerchantAccount> {
  return callEndpoint(endpoint, { params: { id: merchantId }, signal });
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
