import type { EndpointBody, EndpointResult } from '@paydesk/domain/endpoint';
import type * as endpoints from '@paydesk/domain/endpoints/merchant-details';
import type { MerchantDetailType } from '@paydesk/domain/merchant-detail-fields';
import * as routes from '@paydesk/domain/routes/merchant-details';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '../../../shared/account/account-keys';
import type { ApiError } from '../../../shared/api/api-error';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { retryUnless } from '../../../shared/api/retry-unless';
import { merchantAccountKeys } from '../../../shared/merchant-account/merchant-account-keys';
import { merchantDataKeys } from '../../../shared/merchant-account/merchant-data-keys';

export type MerchantDetail = EndpointResult<typeof endpoints.getMerchantDetails>;

/** Query keys of My Account's merchant pages (under the account's data root, so money actions' invalidation reaches them). */
export const merchantDetailKeys = {
  detail: (merchantId: number) => [...merchantDataKeys.merchant(merchantId), 'details'] as const,
};

/** `GET /merchants/{id}/details`. */
export function getMerchantDetails(merchantId: number, signal?: AbortSignal) {
  return callEndpoint<typeof endpoints.getMerchantDetails>(routes.getMerchantDetails, {
    params: { id: merchantId },
    signal,
  });
}

export function useMerchantDetails(merchantId: number) {
  return useQuery({
    queryKey: merchantDetailKeys.detail(merchantId),
    queryFn: ({ signal }) => getMerchantDetails(merchantId, signal),
    retry: retryUnless(403, 404),
  });
}

/** The update endpoint of each part, with its body. */
type UpdateEndpoints = {
  business: typeof endpoints.updateBusinessDetails;
  contact: typeof endpoints.updateContactDetails;
  phone: typeof endpoints.updateBusinessPhone;
  banking: typeof endpoints.updateBankingDetails;
  owner: typeof endpoints.updateOwnerDetails;
};
export type DetailUpdateBody<T extends MerchantDetailType> = EndpointBody<UpdateEndpoints[T]>;

const UPDATE_ROUTES = {
  business: routes.updateBusinessDetails,
  contact: routes.updateContactDetails,
  phone: routes.updateBusinessPhone,
  banking: routes.updateBankingDetails,
  owner: routes.updateOwnerDetails,
} as const;

/** `PATCH /merchants/{id}/details/{type}` with the submission's Idempotency-Key. */
export function updateMerchantDetails<T extends MerchantDetailType>(
  merchantId: number,
  type: T,
  body: DetailUpdateBody<T>,
  idempotencyKey: string,
): Promise<MerchantDetail> {
  return callEndpoint<UpdateEndpoints[MerchantDetailType]>(UPDATE_ROUTES[type], {
    params: { id: merchantId },
    body: body as never,
    idempotencyKey,
  });
}

/**
 * Saves one part. The answer is the detail read again: the page takes it at once; the
 * account's panel (and, after a business change, the profile's list of accounts with their
 * names) is read again.
 */
export function useUpdateMerchantDetails<T extends MerchantDetailType>(
  merchantId: number,
  type: T,
) {
  const queryClient = useQueryClient();
  return useMutation<
    MerchantDetail,
    ApiError,
    { body: DetailUpdateBody<T>; idempotencyKey: string }
  >({
    mutationFn: ({ body, idempotencyKey }) =>
      updateMerchantDetails(merchantId, type, body, idempotencyKey),
    onSuccess: async (detail) => {
      queryClient.setQueryData(merchantDetailKeys.detail(merchantId), detail);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: merchantAccountKeys.detail(merchantId) }),
        type === 'business'
          ? queryClient.invalidateQueries({ queryKey: accountKeys.info() })
          : undefined,
      ]);
    },
  });
}
