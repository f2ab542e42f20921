import type {
  MerchantToggle,
  SettingsCardBrand,
  UpdateAdminMerchantAdvanced,
  UpdateAdminMerchantProfileInput,
  UpdateMerchantLimits,
  UpdatePayoutScheduleInput,
} from '@paydesk/domain/admin-merchant-settings';
import type { EndpointResult } from '@paydesk/domain/endpoint';
import type * as endpoints from '@paydesk/domain/endpoints/admin-merchant-settings';
import * as routes from '@paydesk/domain/routes/admin-merchant-settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../../shared/api/api-error';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { retryUnless } from '../../../shared/api/retry-unless';
import { merchantProfileKeys } from './merchant-profile-keys';

export type MerchantSettings = EndpointResult<typeof endpoints.getMerchantSettings>;

/** Every edit is sent with the Idempotency-Key of its submission. */
interface Keyed {
  idempotencyKey: string;
}

export const merchantSettingsKeys = {
  settings: (merchantId: number) =>
    [...merchantProfileKeys.merchant(merchantId), 'settings'] as const,
};

/** `GET /admin/merchants/{id}/settings`: the editable values and the dialogs' choices. */
export function useMerchantSettings(merchantId: number, enabled = true) {
  return useQuery({
    queryKey: merchantSettingsKeys.settings(merchantId),
    queryFn: ({ signal }) =>
      callEndpoint<typeof endpoints.getMerchantSettings>(routes.getMerchantSettings, {
        params: { id: merchantId },
        signal,
      }),
    enabled,
    retry: retryUnless(403, 404),
  });
}

/**
 * After an edit: the settings answered are kept, and the profile and its history (every query
 * under the merchant) are read again.
 */
function useSettingsChanged(merchantId: number) {
  const queryClient = useQueryClient();
  return async (settings: MerchantSettings) => {
    queryClient.setQueryData(merchantSettingsKeys.settings(merchantId), settings);
    await queryClient.invalidateQueries({
      queryKey: merchantProfileKeys.merchant(merchantId),
      predicate: (query) => query.queryKey[2] !== 'settings',
    });
  };
}

type Route = (typeof routes)[keyof typeof routes];

/** One edit: its route, its body, the settings after it. */
function useSettingsEdit<Body>(merchantId: number, route: Route) {
  const changed = useSettingsChanged(merchantId);
  return useMutation<MerchantSettings, ApiError, { body: Body } & Keyed>({
    mutationFn: ({ body, idempotencyKey }) =>
      callEndpoint<typeof endpoints.updateMerchantProfile>(
        route as typeof routes.updateMerchantProfile,
        {
          params: { id: merchantId },
          body: body as never,
          idempotencyKey,
        },
      ),
    onSuccess: changed,
  });
}

/** `POST /admin/merchants/{id}`: the legal and country dialogs. */
export const useUpdateMerchantProfile = (merchantId: number) =>
  useSettingsEdit<UpdateAdminMerchantProfileInput>(merchantId, routes.updateMerchantProfile);
/** `POST /admin/merchants/{id}/advanced`. */
export const useUpdateMerchantAdvanced = (merchantId: number) =>
  useSettingsEdit<UpdateAdminMerchantAdvanced>(merchantId, routes.updateMerchantAdvanced);
/** `POST /admin/merchants/{id}/tier`. */
export const useUpdateMerchantTier = (merchantId: number) =>
  useSettingsEdit<{ rate_name: string; mobile_rate_name: string | null }>(
    merchantId,
    routes.updateMerchantTier,
  );
/** `POST /admin/merchants/{id}/payout`. */
export const useUpdatePayoutSchedule = (merchantId: number) =>
  useSettingsEdit<UpdatePayoutScheduleInput>(merchantId, routes.updatePayoutSchedule);
/** `POST /admin/merchants/{id}/limits-settings`. */
export const useUpdateMerchantLimits = (merchantId: number) =>
  useSettingsEdit<UpdateMerchantLimits>(merchantId, routes.updateMerchantLimits);
/** `POST /admin/merchants/{id}/soft-descriptor` and `/payout-descriptor`. */
export const useUpdateSoftDescriptor = (merchantId: number) =>
  useSettingsEdit<{ soft_descriptor: string }>(merchantId, routes.updateSoftDescriptor);
export const useUpdatePayoutDescriptor = (merchantId: number) =>
  useSettingsEdit<{ payout_descriptor: string }>(merchantId, routes.updatePayoutDescriptor);
/** `POST /admin/merchants/{id}/settings`: card and ACH payments. */
export const useUpdatePaymentSettings = (merchantId: number) =>
  useSettingsEdit<{ allow_card_payment: boolean; allow_ach_payment: boolean }>(
    merchantId,
    routes.updatePaymentSettings,
  );

const TOGGLE_ROUTES = {
  useDestinationPayments: routes.toggleDestinationPayments,
  'refunds-and-voids': routes.toggleRefundsAndVoids,
  'dual-refunds': routes.toggleDualRefunds,
  'stack-works-disputes': routes.toggleStackWorksDisputes,
  'allow-subscriptions': routes.toggleAllowSubscriptions,
  'allow-customers': routes.toggleAllowCustomers,
  'stack-owned': routes.toggleStackOwned,
} as const satisfies Record<Exclude<MerchantToggle, 'checkout'>, Route>;

/** A toggle: POST {enabled}; checkout PATCH (on) or DELETE (off). */
export function useMerchantToggle(merchantId: number) {
  const changed = useSettingsChanged(merchantId);
  return useMutation<
    MerchantSettings,
    ApiError,
    { toggle: MerchantToggle; enabled: boolean } & Keyed
  >({
    mutationFn: ({ toggle, enabled, idempotencyKey }) => {
      if (toggle === 'checkout') {
        return callEndpoint<typeof endpoints.enableCheckout>(
          enabled ? routes.enableCheckout : (routes.disableCheckout as never),
          { params: { id: merchantId }, idempotencyKey },
        );
      }
      return callEndpoint<typeof endpoints.toggleAllowSubscriptions>(
        TOGGLE_ROUTES[toggle] as typeof routes.toggleAllowSubscriptions,
        { params: { id: merchantId }, body: { enabled }, idempotencyKey },
      );
    },
    onSuccess: changed,
  });
}

/** `POST` (accept) or `DELETE` (stop) `/admin/merchants/{id}/card-brands/{brand}`. */
export function useCardBrand(merchantId: number) {
  const changed = useSettingsChanged(merchantId);
  return useMutation<
    MerchantSettings,
    ApiError,
    { brand: SettingsCardBrand; enabled: boolean } & Keyed
  >({
    mutationFn: ({ brand, enabled, idempotencyKey }) =>
      callEndpoint<typeof endpoints.addCardBrand>(
        enabled ? routes.addCardBrand : (routes.removeCardBrand as never),
        { params: { id: merchantId, brand }, idempotencyKey },
      ),
    onSuccess: changed,
  });
}
