import type { getMerchantAccount as endpoint } from '@paydesk/domain/endpoints/merchants';
import type { MerchantAccount } from '@paydesk/domain/merchant-account';
import * as routes from '@paydesk/domain/routes/merchants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../api/call-endpoint';
import { merchantAccountKeys } from './merchant-account-keys';

/**
 * `GET /merchants/{id}`: the account's fields, limits and month-to-date volume. The owners
 * (`contacts`) come only for merchant admins, and the EIN is masked for other users.
 */
export function getMerchantAccount(
  merchantId: number,
  signal?: AbortSignal,
): Promise<MerchantAccount> {
  return callEndpoint<typeof endpoint>(routes.getMerchantAccount, {
    params: { id: merchantId },
    signal,
  });
}

export const merchantAccountQueryOptions = (merchantId: number) =>
  queryOptions({
    queryKey: merchantAccountKeys.detail(merchantId),
    queryFn: ({ signal }) => getMerchantAccount(merchantId, signal),
  });

/** The account, once `merchantId` is known. */
export function useMerchantAccount(merchantId: number | undefined) {
  return useQuery({
    ...merchantAccountQueryOptions(merchantId ?? 0),
    enabled: merchantId !== undefined,
  });
}
