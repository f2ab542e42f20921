import type { CreateDevicePinInput } from '@paydesk/domain/devices';
import type { EndpointResult } from '@paydesk/domain/endpoint';
import type {
  createDevicePin as createEndpoint,
  expireDevicePin as expireEndpoint,
  getDevicePins as listEndpoint,
} from '@paydesk/domain/endpoints/devices';
import * as routes from '@paydesk/domain/routes/devices';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../../shared/api/api-error';
import { callEndpoint } from '../../../shared/api/call-endpoint';

export type DevicePinList = EndpointResult<typeof listEndpoint>;
export type DevicePinRow = DevicePinList['data'][number];
export type CreatedDevicePin = EndpointResult<typeof createEndpoint>;

/** Query keys of device pins: an account's list. */
export const deviceKeys = {
  all: ['device-pins'] as const,
  list: (merchantId: number) => [...deviceKeys.all, merchantId] as const,
};

/** `GET /merchants/{id}/device-pins`: the account's PINs, newest first (never the PINs). */
export const devicePinsQueryOptions = (merchantId: number) =>
  queryOptions({
    queryKey: deviceKeys.list(merchantId),
    queryFn: ({ signal }) =>
      callEndpoint<typeof listEndpoint>(routes.getDevicePins, {
        params: { id: merchantId },
        signal,
      }),
  });

export const useDevicePins = (merchantId: number) => useQuery(devicePinsQueryOptions(merchantId));

/** `POST /merchants/{id}/device-pins`: answers the new PIN, once. */
export function useCreateDevicePin(merchantId: number) {
  const queryClient = useQueryClient();
  return useMutation<
    CreatedDevicePin,
    ApiError,
    { body: CreateDevicePinInput; idempotencyKey: string }
  >({
    mutationFn: ({ body, idempotencyKey }) =>
      callEndpoint<typeof createEndpoint>(routes.createDevicePin, {
        params: { id: merchantId },
        body,
        idempotencyKey,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceKeys.list(merchantId) }),
  });
}

/** `POST /merchants/{id}/device-pins/{pinId}/expire`: the PIN stops working now. */
export function useExpireDevicePin(merchantId: number) {
  const queryClient = useQueryClient();
  return useMutation<DevicePinRow, ApiError, { pinId: number }>({
    mutationFn: ({ pinId }) =>
      callEndpoint<typeof expireEndpoint>(routes.expireDevicePin, {
        params: { id: merchantId, pinId },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceKeys.list(merchantId) }),
  });
}
