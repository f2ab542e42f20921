import type {
  createTransaction as createEndpoint,
  getPaymentInfo as infoEndpoint,
} from '@paydesk/domain/endpoints/transactions';
import * as routes from '@paydesk/domain/routes/transactions';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { transactionKeys } from './transaction-keys';

/** The request as the schema gives it (cents, digits only). */
export type PaymentBody = Parameters<typeof callEndpoint<typeof createEndpoint>>[1]['body'];
export type PaymentInfo = Awaited<ReturnType<typeof getPaymentInfo>>;
export type TerminalPaymentResult = Awaited<ReturnType<typeof takePayment>>;

/** `GET /transactions/payment-info`: the methods, brands and limits left this month. */
export function getPaymentInfo(merchantId: number, signal?: AbortSignal) {
  return callEndpoint<typeof infoEndpoint>(routes.getPaymentInfo, {
    query: { merchantId: String(merchantId) },
    signal,
  });
}

export function usePaymentInfo(merchantId: number) {
  return useQuery({
    queryKey: transactionKeys.paymentInfo(merchantId),
    queryFn: ({ signal }) => getPaymentInfo(merchantId, signal),
  });
}

/**
 * `POST /transactions`: a payment typed in the virtual terminal. Called straight from the
 * form (not through a mutation, whose state would keep the card number in memory after the
 * dialog): the number goes in the body of this one request and nowhere else.
 */
export function takePayment(body: PaymentBody, idempotencyKey: string) {
  return callEndpoint<typeof createEndpoint>(routes.createTransaction, {
    body,
    idempotencyKey,
  });
}
