import {
  type LimitIncreaseRequest,
  limitIncreaseResponseSchema,
} from '@paydesk/domain/merchant-account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import type { ApiError } from '../../../shared/api/api-error';
import { dashboardKeys } from './dashboard-keys';

export type LimitIncreaseAnswer = ReturnType<(typeof limitIncreaseResponseSchema)['parse']>;

/** `POST /merchants/{id}/limit-increase`: 400 with field errors when the form is refused. */
export function postLimitIncrease(
  merchantId: number,
  request: LimitIncreaseRequest,
): Promise<LimitIncreaseAnswer> {
  return apiClient(`/merchants/${merchantId}/limit-increase`, {
    method: 'POST',
    body: request,
    parse: limitIncreaseResponseSchema.parse,
  });
}

export function useRequestLimitIncrease(merchantId: number) {
  const queryClient = useQueryClient();
  return useMutation<LimitIncreaseAnswer, ApiError, LimitIncreaseRequest>({
    mutationFn: (request) => postLimitIncrease(merchantId, request),
    // The account's limits are what a request may change.
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: dashboardKeys.merchant(merchantId), exact: true }),
  });
}
