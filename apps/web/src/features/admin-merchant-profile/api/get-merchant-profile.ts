import type { EndpointResult } from '@paydesk/domain/endpoint';
import type { getAdminMerchantProfile as endpoint } from '@paydesk/domain/endpoints/admin-merchant-profile';
import * as routes from '@paydesk/domain/routes/admin-merchant-profile';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { retryUnless } from '../../../shared/api/retry-unless';
import { merchantProfileKeys } from './merchant-profile-keys';

export type MerchantProfile = EndpointResult<typeof endpoint>;

/** `GET /admin/merchants/{id}`: the merchant's profile view. */
export function getMerchantProfile(merchantId: number, signal?: AbortSignal) {
  return callEndpoint<typeof endpoint>(routes.getAdminMerchantProfile, {
    params: { id: merchantId },
    signal,
  });
}

/** The profile; a 404 is an answer (unknown merchant), not retried. */
export function useMerchantProfile(merchantId: number, enabled = true) {
  return useQuery({
    queryKey: merchantProfileKeys.detail(merchantId),
    queryFn: ({ signal }) => getMerchantProfile(merchantId, signal),
    enabled,
    retry: retryUnless(404),
  });
}
