import type { CheckoutSettings, UpdateCheckoutSettingsInput } from '@paydesk/domain/checkout';
import type { EndpointResult } from '@paydesk/domain/endpoint';
import type {
  getCheckoutSettings as getEndpoint,
  updateCheckoutSettings as updateEndpoint,
} from '@paydesk/domain/endpoints/checkout';
import * as routes from '@paydesk/domain/routes/checkout';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../../shared/api/api-error';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { checkoutKeys } from './checkout-keys';

/** `GET /merchants/{id}/checkout/settings`: the pay page's look (defaults until saved). */
export function getCheckoutSettings(
  merchantId: number,
  signal?: AbortSignal,
): Promise<EndpointResult<typeof getEndpoint>> {
  return callEndpoint<typeof getEndpoint>(routes.getCheckoutSettings, {
    params: { id: merchantId },
    signal,
  });
}

export function useCheckoutSettings(merchantId: number) {
  return useQuery({
    queryKey: checkoutKeys.settings(merchantId),
    queryFn: ({ signal }) => getCheckoutSettings(merchantId, signal),
  });
}

/** `PUT /merchants/{id}/checkout/settings`: every field, with the submission's Idempotency-Key. */
export function updateCheckoutSettings(
  merchantId: number,
  body: UpdateCheckoutSettingsInput,
  idempotencyKey: string,
) {
  return callEndpoint<typeof updateEndpoint>(routes.updateCheckoutSettings, {
    params: { id: merchantId },
    body,
    idempotencyKey,
  });
}

/** Saves the settings; the answer becomes the settings query's data. */
export function useUpdateCheckoutSettings(merchantId: number) {
  const queryClient = useQueryClient();
  return useMutation<
    CheckoutSettings,
    ApiError,
    { body: UpdateCheckoutSettingsInput; idempotencyKey: string }
  >({
    mutationFn: ({ body, idempotencyKey }) =>
      updateCheckoutSettings(merchantId, body, idempotencyKey),
    onSuccess: (saved) => queryClient.setQueryData(checkoutKeys.settings(merchantId), saved),
  });
}
