import type {
  BeneficialData,
  ChangeMerchantStatusInput,
  FundingHoldInput,
  RevertProcessorInput,
} from '@paydesk/domain/admin-merchant-actions';
import type { EndpointResult } from '@paydesk/domain/endpoint';
import type * as endpoints from '@paydesk/domain/endpoints/admin-merchant-actions';
import * as routes from '@paydesk/domain/routes/admin-merchant-actions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../../shared/api/api-error';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { retryUnless } from '../../../shared/api/retry-unless';
import { merchantProfileKeys } from './merchant-profile-keys';

/** Every action is sent with the Idempotency-Key of its submission. */
interface Keyed {
  idempotencyKey: string;
}

export type MerchantState = EndpointResult<typeof endpoints.changeMerchantStatus>;
export type OldProcessorAccount = EndpointResult<typeof endpoints.getOldProcessorAccount>;
export type RevertRates = EndpointResult<typeof endpoints.getRevertRates>;
export type RevertedMerchant = EndpointResult<typeof endpoints.revertProcessor>;
export type TosAccepted = EndpointResult<typeof endpoints.acceptTermsOfService>;
export type BeneficialDataSent = EndpointResult<typeof endpoints.sendBeneficialData>;

const actionKeys = {
  oldAccount: (merchantId: number) =>
    [...merchantProfileKeys.merchant(merchantId), 'old-processor-account'] as const,
  revertRates: (merchantId: number) =>
    [...merchantProfileKeys.merchant(merchantId), 'revert-rates'] as const,
};

/** After an action: the merchant's profile and history are read again. */
function useRefetchMerchant(merchantId: number) {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({ queryKey: merchantProfileKeys.merchant(merchantId) });
}

/** `POST /admin/merchants/{id}/status`. */
export function useChangeMerchantStatus(merchantId: number, { refetch = true } = {}) {
  const refetchMerchant = useRefetchMerchant(merchantId);
  return useMutation<MerchantState, ApiError, ChangeMerchantStatusInput & Keyed>({
    mutationFn: ({ idempotencyKey, ...body }) =>
      callEndpoint<typeof endpoints.changeMerchantStatus>(routes.changeMerchantStatus, {
        params: { id: merchantId },
        body,
        idempotencyKey,
      }),
    onSuccess: async () => {
      if (refetch) await refetchMerchant();
    },
  });
}

/** `POST /admin/merchants/{id}/funding-hold`: place (a reason) or release (a payout). */
export function useChangeFundingHold(merchantId: number) {
  const refetchMerchant = useRefetchMerchant(merchantId);
  return useMutation<MerchantState, ApiError, FundingHoldInput & Keyed>({
    mutationFn: ({ idempotencyKey, ...body }) =>
      callEndpoint<typeof endpoints.changeFundingHold>(routes.changeFundingHold, {
        params: { id: merchantId },
        body,
        idempotencyKey,
      }),
    onSuccess: refetchMerchant,
  });
}

/** `GET /admin/merchants/{id}/old-processor-account`: asked each time the dialog opens. */
export function useOldProcessorAccount(merchantId: number, enabled: boolean) {
  return useQuery({
    queryKey: actionKeys.oldAccount(merchantId),
    queryFn: ({ signal }) =>
      callEndpoint<typeof endpoints.getOldProcessorAccount>(routes.getOldProcessorAccount, {
        params: { id: merchantId },
        signal,
      }),
    enabled,
    staleTime: 0,
    gcTime: 0,
    retry: retryUnless(404, 409),
  });
}

/** `GET /admin/merchants/{id}/revert-rates`: the rates a revert may choose. */
export function useRevertRates(merchantId: number, enabled: boolean) {
  return useQuery({
    queryKey: actionKeys.revertRates(merchantId),
    queryFn: ({ signal }) =>
      callEndpoint<typeof endpoints.getRevertRates>(routes.getRevertRates, {
        params: { id: merchantId },
        signal,
      }),
    enabled,
    retry: retryUnless(404, 409),
  });
}

/** `POST /admin/merchants/{id}/revert-processor`. */
export function useRevertProcessor(merchantId: number) {
  const refetchMerchant = useRefetchMerchant(merchantId);
  return useMutation<RevertedMerchant, ApiError, RevertProcessorInput & Keyed>({
    mutationFn: ({ idempotencyKey, ...body }) =>
      callEndpoint<typeof endpoints.revertProcessor>(routes.revertProcessor, {
        params: { id: merchantId },
        body,
        idempotencyKey,
      }),
    onSuccess: refetchMerchant,
  });
}

/** `POST /admin/merchants/{id}/accept-tos`. */
export function useAcceptTermsOfService(merchantId: number) {
  const refetchMerchant = useRefetchMerchant(merchantId);
  return useMutation<TosAccepted, ApiError, Keyed>({
    mutationFn: ({ idempotencyKey }) =>
      callEndpoint<typeof endpoints.acceptTermsOfService>(routes.acceptTermsOfService, {
        params: { id: merchantId },
        idempotencyKey,
      }),
    onSuccess: refetchMerchant,
  });
}

/** `POST /admin/merchants/{id}/beneficial-data`. */
export function useSendBeneficialData(merchantId: number) {
  const refetchMerchant = useRefetchMerchant(merchantId);
  return useMutation<BeneficialDataSent, ApiError, BeneficialData & Keyed>({
    mutationFn: ({ idempotencyKey, ...body }) =>
      callEndpoint<typeof endpoints.sendBeneficialData>(routes.sendBeneficialData, {
        params: { id: merchantId },
        body,
        idempotencyKey,
      }),
    onSuccess: refetchMerchant,
  });
}
