import type { CreatePlatformPayout } from '@paydesk/domain/admin-platform-payouts';
import type { EndpointResult } from '@paydesk/domain/endpoint';
import type * as endpoints from '@paydesk/domain/endpoints/admin-platform-payouts';
import * as routes from '@paydesk/domain/routes/admin-platform-payouts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../../shared/api/api-error';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { payoutKeys } from './payout-keys';

export type PlatformPayout = EndpointResult<typeof endpoints.createPlatformPayout>;

/**
 * `POST /admin/stripe-platform-balance`, with the Idempotency-Key of the confirmation (kept
 * when the same payout is retried): every balance and the history are read again after it.
 */
export function usePayOut() {
  const queryClient = useQueryClient();
  return useMutation<PlatformPayout, ApiError, CreatePlatformPayout & { idempotencyKey: string }>({
    mutationFn: ({ idempotencyKey, ...body }) =>
      callEndpoint<typeof endpoints.createPlatformPayout>(routes.createPlatformPayout, {
        body,
        idempotencyKey,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: payoutKeys.all }),
  });
}
