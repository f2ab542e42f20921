import type { requestLimitIncrease } from '@paydesk/domain/endpoints/merchants';
import type {
  LimitIncreaseRequest,
  limitIncreaseResponseSchema,
} from '@paydesk/domain/merchant-account';
import * as routes from '@paydesk/domain/routes/merchants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../../shared/api/api-error';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { merchantAccountKeys } from '../../../shared/merchant-account/merchant-account-keys';

export type LimitIncreaseAnswer = ReturnType<(typeof limitIncreaseResponseSchema)['parse']>;

/**
 * `POST /merchants/{id}/limit-increase`: 400 with field errors when the form is refused. The
 * Idempotency-Key is the submission's: a retry of the same submission is not sent twice.
 */
export function postLimitIncrease(
  merchantId: number,
  request: LimitIncreaseRequest,
  idempotencyKey?: string,
): Promise<LimitIncreaseAnswer> {
  return callEndpoint<typeof requestLimitIncrease>(routes.requestLimitIncrease, {
    params: { id: merchantId },
    body: request,
    idempotencyKey,
  });
}

export function useRequestLimitIncrease(merchantId: number) {
  const queryClient = useQueryClient();
  return useMutation<
    LimitIncreaseAnswer,
    ApiError,
    LimitIncreaseRequest & { idempotencyKey?: string }
  >({
    mutationFn: ({ idempotencyKey, ...request }) =>
      postLimitIncrease(merchantId, request, idempotencyKey),
    // The account's limits are what a request may change.
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: merchantAccountKeys.detail(merchantId),
        exact: true,
      }),
  });
}
