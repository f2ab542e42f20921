import type { CtaSubmitInput } from '@paydesk/domain/cta';
import type { EndpointResult } from '@paydesk/domain/endpoint';
import type {
  dismissCta as dismissEndpoint,
  submitCta as submitEndpoint,
} from '@paydesk/domain/endpoints/cta';
import * as routes from '@paydesk/domain/routes/cta';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../../shared/api/api-error';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { ctaKeys } from './cta-keys';

export type CtaSubmitResult = EndpointResult<typeof submitEndpoint>;

/** `POST /merchants/{id}/cta` with the submission's Idempotency-Key. */
export function submitCta(merchantId: number, body: CtaSubmitInput, idempotencyKey: string) {
  return callEndpoint<typeof submitEndpoint>(routes.submitCta, {
    params: { id: merchantId },
    body,
    idempotencyKey,
  });
}

/** `POST /merchants/{id}/cta/dismiss`. */
export function dismissCta(merchantId: number, idempotencyKey: string) {
  return callEndpoint<typeof dismissEndpoint>(routes.dismissCta, {
    params: { id: merchantId },
    idempotencyKey,
  });
}

/**
 * Sends the answer. The CTA and the merchant data are read again by whoever closes the
 * confirmation (part 1 §4: closing it reloads the merchant data), not here: the modal stays
 * until then.
 */
export function useSubmitCta(merchantId: number) {
  return useMutation<CtaSubmitResult, ApiError, { body: CtaSubmitInput; idempotencyKey: string }>({
    mutationFn: ({ body, idempotencyKey }) => submitCta(merchantId, body, idempotencyKey),
  });
}

/** Dismisses the CTA; it is read again (and no longer shows). */
export function useDismissCta(merchantId: number) {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, { idempotencyKey: string }>({
    mutationFn: ({ idempotencyKey }) => dismissCta(merchantId, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ctaKeys.current(merchantId) }),
  });
}
