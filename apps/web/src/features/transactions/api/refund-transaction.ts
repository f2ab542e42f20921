import type {
  refundTransaction as refundEndpoint,
  voidTransaction as voidEndpoint,
} from '@paydesk/domain/endpoints/transactions';
import * as routes from '@paydesk/domain/routes/transactions';
import type { RefundRequest } from '@paydesk/domain/transactions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../../shared/api/api-error';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { invalidateMerchantData } from '../../../shared/merchant-account/merchant-data-keys';

export type TransactionActionResult = Awaited<ReturnType<typeof refundTransaction>>;

/** `PUT /transactions/{id}/refund {amount, merchantId}`, with the submission's Idempotency-Key. */
export function refundTransaction(
  transactionId: number,
  body: RefundRequest,
  idempotencyKey: string,
) {
  return callEndpoint<typeof refundEndpoint>(routes.refundTransaction, {
    params: { transactionId },
    body,
    idempotencyKey,
  });
}

/** `PUT /transactions/{id}/void {merchantId}`. */
export function voidTransaction(transactionId: number, merchantId: number, idempotencyKey: string) {
  return callEndpoint<typeof voidEndpoint>(routes.voidTransaction, {
    params: { transactionId },
    body: { merchantId },
    idempotencyKey,
  });
}

interface RefundVariables extends RefundRequest {
  idempotencyKey: string;
}

/**
 * A refund of one sale. Afterwards the account's data is read again: this list and the
 * others, the sale's detail, the totals and the dashboard's tiles (one root per account).
 */
export function useRefundTransaction(transactionId: number) {
  const queryClient = useQueryClient();
  return useMutation<TransactionActionResult, ApiError, RefundVariables>({
    mutationFn: ({ idempotencyKey, ...body }) =>
      refundTransaction(transactionId, body, idempotencyKey),
    onSuccess: (_result, { merchantId }) => invalidateMerchantData(queryClient, merchantId),
  });
}

/** A void of one unsettled card sale; the account's data is read again afterwards. */
export function useVoidTransaction(transactionId: number, merchantId: number) {
  const queryClient = useQueryClient();
  return useMutation<TransactionActionResult, ApiError, { idempotencyKey: string }>({
    mutationFn: ({ idempotencyKey }) => voidTransaction(transactionId, merchantId, idempotencyKey),
    onSuccess: () => invalidateMerchantData(queryClient, merchantId),
  });
}
