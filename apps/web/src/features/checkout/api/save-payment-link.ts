import type {
  activatePaymentLink as activateEndpoint,
  createPaymentLink as createEndpoint,
  deactivatePaymentLink as deactivateEndpoint,
  sharePaymentLink as shareEndpoint,
  updatePaymentLink as updateEndpoint,
} from '@paydesk/domain/endpoints/payment-links';
import type {
  CreatePaymentLinkInput,
  SharePaymentLink,
  UpdatePaymentLinkInput,
} from '@paydesk/domain/payment-links';
import * as routes from '@paydesk/domain/routes/payment-links';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../../shared/api/api-error';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { checkoutKeys } from './checkout-keys';
import type { PaymentLink } from './get-payment-link';

interface Keyed {
  idempotencyKey: string;
}

/** After a change: the link's page takes the answer, the lists and the dashboard read again. */
function useLinkChanged(merchantId: number) {
  const queryClient = useQueryClient();
  return (link: PaymentLink) => {
    queryClient.setQueryData(checkoutKeys.link(merchantId, link.token), link);
    void queryClient.invalidateQueries({ queryKey: checkoutKeys.links(merchantId) });
    void queryClient.invalidateQueries({ queryKey: checkoutKeys.dashboards(merchantId) });
  };
}

/** `POST /merchants/{id}/payment-links`. */
export function useCreatePaymentLink(merchantId: number) {
  const changed = useLinkChanged(merchantId);
  return useMutation<PaymentLink, ApiError, CreatePaymentLinkInput & Keyed>({
    mutationFn: ({ idempotencyKey, ...body }) =>
      callEndpoint<typeof createEndpoint>(routes.createPaymentLink, {
        params: { id: merchantId },
        body,
        idempotencyKey,
      }),
    onSuccess: changed,
  });
}

/** `PATCH /merchants/{id}/payment-links/{token}`: title, description, expiry, payment limit. */
export function useUpdatePaymentLink(merchantId: number, token: string) {
  const changed = useLinkChanged(merchantId);
  return useMutation<PaymentLink, ApiError, { body: UpdatePaymentLinkInput } & Keyed>({
    mutationFn: ({ body, idempotencyKey }) =>
      callEndpoint<typeof updateEndpoint>(routes.updatePaymentLink, {
        params: { id: merchantId, paymentLinkToken: token },
        body,
        idempotencyKey,
      }),
    onSuccess: changed,
  });
}

/** `POST .../activate` or `.../deactivate`: turns the link on or off. */
export function useSetPaymentLinkActive(merchantId: number, token: string) {
  const changed = useLinkChanged(merchantId);
  return useMutation<PaymentLink, ApiError, { active: boolean }>({
    mutationFn: ({ active }) =>
      active
        ? callEndpoint<typeof activateEndpoint>(routes.activatePaymentLink, {
            params: { id: merchantId, paymentLinkToken: token },
          })
        : callEndpoint<typeof deactivateEndpoint>(routes.deactivatePaymentLink, {
            params: { id: merchantId, paymentLinkToken: token },
          }),
    onSuccess: changed,
  });
}

/** `POST .../share`: e-mails the link to one address. */
export function useSharePaymentLink(merchantId: number, token: string) {
  const queryClient = useQueryClient();
  return useMutation<
    { email: string; shareCount: number },
    ApiError,
    { body: { email: string; message?: string } } & Keyed
  >({
    mutationFn: ({ body, idempotencyKey }) =>
      callEndpoint<typeof shareEndpoint>(routes.sharePaymentLink, {
        params: { id: merchantId, paymentLinkToken: token },
        body: body as SharePaymentLink,
        idempotencyKey,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checkoutKeys.links(merchantId) }),
  });
}
