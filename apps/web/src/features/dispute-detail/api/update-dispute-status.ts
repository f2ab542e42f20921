import type { DisputeDecision } from '@paydesk/domain/dispute-fields';
import type { updateDisputeStatus as endpoint } from '@paydesk/domain/endpoints/disputes';
import * as routes from '@paydesk/domain/routes/disputes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../../shared/api/api-error';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { afterAnswer, type DisputeRef } from './answer-dispute';
import type { DisputeDetail } from './get-dispute';

export interface DisputeDecisionRequest {
  status: DisputeDecision;
  /** Optional: kept with the decision (at most DISPUTE_NOTE_MAX characters). */
  note: string;
}

/**
 * `POST /disputes/{id}/{type}/status` (staff holding can-manage-disputes): record the
 * processor's decision on a chargeback under review. Answers the updated detail.
 */
export function updateDisputeStatus(
  { merchantId, kind, disputeId }: DisputeRef,
  body: DisputeDecisionRequest,
  idempotencyKey: string,
): Promise<DisputeDetail> {
  return callEndpoint<typeof endpoint>(routes.updateDisputeStatus, {
    params: { disputeId, type: kind },
    body: { merchantId, ...body },
    idempotencyKey,
  });
}

interface DecisionVariables extends DisputeDecisionRequest {
  idempotencyKey: string;
}

/** Records the decision; the answer replaces the cached detail, the inbox is read again. */
export function useUpdateDisputeStatus(ref: DisputeRef) {
  const queryClient = useQueryClient();
  return useMutation<DisputeDetail, ApiError, DecisionVariables>({
    mutationFn: ({ idempotencyKey, ...body }) => updateDisputeStatus(ref, body, idempotencyKey),
    onSuccess: (detail) => {
      void afterAnswer(queryClient, ref, detail);
    },
  });
}
