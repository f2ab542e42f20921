import type { EndpointResult } from '@paydesk/domain/endpoint';
import type * as endpoints from '@paydesk/domain/endpoints/team';
import * as routes from '@paydesk/domain/routes/team';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../../shared/api/api-error';
import { callEndpoint, newIdempotencyKey } from '../../../shared/api/call-endpoint';
import { retryUnless } from '../../../shared/api/retry-unless';
import { merchantDataKeys } from '../../../shared/merchant-account/merchant-data-keys';

export type UserSettings = EndpointResult<typeof endpoints.getUserSettings>;

export const userSettingsKeys = {
  of: (merchantId: number) => [...merchantDataKeys.merchant(merchantId), 'user-settings'] as const,
};

/** `GET /merchants/{id}/user-settings`: the caller's own settings for the account. */
export function useUserSettings(merchantId: number) {
  return useQuery({
    queryKey: userSettingsKeys.of(merchantId),
    queryFn: ({ signal }) =>
      callEndpoint<typeof endpoints.getUserSettings>(routes.getUserSettings, {
        params: { id: merchantId },
        signal,
      }),
    retry: retryUnless(403, 404),
  });
}

/**
 * `PUT /merchants/{id}/user-settings`: the settings are stored whole, so one key changes by
 * sending the others as they are.
 */
export function useUpdateUserSettings(merchantId: number) {
  const queryClient = useQueryClient();
  return useMutation<UserSettings, ApiError, Record<string, unknown>>({
    mutationFn: (data) =>
      callEndpoint<typeof endpoints.updateUserSettings>(routes.updateUserSettings, {
        params: { id: merchantId },
        body: { data },
        idempotencyKey: newIdempotencyKey(),
      }),
    onSuccess: (settings) => queryClient.setQueryData(userSettingsKeys.of(merchantId), settings),
  });
}
