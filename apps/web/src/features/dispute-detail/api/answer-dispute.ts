import type { DisputeKind } from '@paydesk/domain/dispute-fields';
import type { CounterDisputeRequest } from '@paydesk/domain/disputes';
import type {
  acceptDispute as acceptEndpoint,
  counterDispute as counterEndpoint,
} from '@paydesk/domain/endpoints/disputes';
import * as routes from '@paydesk/domain/routes/disputes';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../../shared/api/api-error';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { invalidateMerchantData } from '../../../shared/merchant-account/merchant-data-keys';
import { disputeDetailKeys } from './dispute-detail-keys';
import type { DisputeDetail } from './get-dispute';

export interface DisputeRef {
  merchantId: number;
  kind: DisputeKind;
  disputeId: number;
}

/** `POST /disputes/{id}/{type}/counter`: evidence for a chargeback, documents for a retrieval. */
export function counterDispute(
  { merchantId, kind, disputeId }: DisputeRef,
  body: Omit<CounterDisputeRequest, 'merchantId'>,
  idempotencyKey: string,
): Promise<DisputeDetail> {
  return callEndpoint<typeof counterEndpoint>(routes.counterDispute, {
    params: { disputeId, type: kind },
    body: { merchantId, ...body },
    idempotencyKey,
  });
}

/** `POST /disputes/{id}/{type}/accept`: accept a chargeback, or close a retrieval unanswered. */
export function acceptDispute(
  { merchantId, kind, disputeId }: DisputeRef,
  idempotencyKey: string,
): Promise<DisputeDetail> {
  return callEndpoint<typeof acceptEndpoint>(routes.acceptDispute, {
    params: { disputeId, type: kind },
    body: { merchantId },
    idempotencyKey,
  });
}

/**
 * After an answer (or a decision recorded by staff): the answer is the new detail (set, not
 * read again); the inbox's pages (`['disputes', merchantId, 'list']`) and the account's
 * figures (the evidence-needed count and the chargeback volume of the dashboard, the balance
 * a won chargeback's reversal moves) are read again.
 */
export function afterAnswer(queryClient: QueryClient, ref: DisputeRef, detail: DisputeDetail) {
  queryClient.setQueryData(
    disputeDetailKeys.detail(ref.merchantId, ref.kind, ref.disputeId),
    detail,
  );
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: disputeDetailKeys.inboxLists(ref.merchantId) }),
    invalidateMerchantData(queryClient, ref.merchantId),
  ]);
}

interface CounterVariables extends Omit<CounterDisputeRequest, 'merchantId'> {
  idempotencyKey: string;
}

export function useCounterDispute(ref: DisputeRef) {
  const queryClient = useQueryClient();
  return useMutation<DisputeDetail, ApiError, CounterVariables>({
    mutationFn: ({ idempotencyKey, ...body }) => counterDispute(ref, body, idempotencyKey),
    onSuccess: (detail) => {
      void afterAnswer(queryClient, ref, detail);
    },
  });
}

export function useAcceptDispute(ref: DisputeRef) {
  const queryClient = useQueryClient();
  return useMutation<DisputeDetail, ApiError, { idempotencyKey: string }>({
    mutationFn: ({ idempotencyKey }) => acceptDispute(ref, idempotencyKey),
    onSuccess: (detail) => {
      void afterAnswer(queryClient, ref, detail);
    },
  });
}
