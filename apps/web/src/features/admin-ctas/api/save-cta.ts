import type { AssignCta, CreateCta, UpdateCta } from '@paydesk/domain/admin-ctas';
import type { EndpointResult } from '@paydesk/domain/endpoint';
import type * as endpoints from '@paydesk/domain/endpoints/admin-ctas';
import * as routes from '@paydesk/domain/routes/admin-ctas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../../shared/api/api-error';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { ctaKeys } from './cta-keys';
import type { CtaCampaign } from './get-ctas';

export type CtaAssignResult = EndpointResult<typeof endpoints.assignCta>;
export type CtaResendResult = EndpointResult<typeof endpoints.resendCta>;
export type CtaUnassignResult = EndpointResult<typeof endpoints.unassignCtaMerchant>;

/** Every write is sent with the Idempotency-Key of its submission. */
interface Keyed {
  idempotencyKey: string;
}

/** After a write: the campaign answered is kept, and every CTA query is read again. */
function useCtaChanged() {
  const queryClient = useQueryClient();
  return async (campaign?: CtaCampaign) => {
    if (campaign) queryClient.setQueryData(ctaKeys.detail(campaign.id), campaign);
    await queryClient.invalidateQueries({ queryKey: ctaKeys.all });
  };
}

/** `POST /admin/cta`. */
export function useCreateCta() {
  const changed = useCtaChanged();
  return useMutation<CtaCampaign, ApiError, CreateCta & Keyed>({
    mutationFn: ({ idempotencyKey, ...body }) =>
      callEndpoint<typeof endpoints.createCta>(routes.createCta, { body, idempotencyKey }),
    onSuccess: changed,
  });
}

/** `PATCH /admin/cta/{id}`. */
export function useUpdateCta(id: number) {
  const changed = useCtaChanged();
  return useMutation<CtaCampaign, ApiError, UpdateCta & Keyed>({
    mutationFn: ({ idempotencyKey, ...body }) =>
      callEndpoint<typeof endpoints.updateCta>(routes.updateCta, {
        params: { id },
        body,
        idempotencyKey,
      }),
    onSuccess: changed,
  });
}

/** `DELETE /admin/cta/{id}` (soft). */
export function useDeleteCta(id: number) {
  const changed = useCtaChanged();
  return useMutation<CtaCampaign, ApiError, Keyed>({
    mutationFn: ({ idempotencyKey }) =>
      callEndpoint<typeof endpoints.deleteCta>(routes.deleteCta, {
        params: { id },
        idempotencyKey,
      }),
    onSuccess: changed,
  });
}

/** `POST /admin/cta/{id}/assign`: `{ merchantIds }` or `{ filter }`. */
export function useAssignCta(id: number) {
  const changed = useCtaChanged();
  return useMutation<CtaAssignResult, ApiError, AssignCta & Keyed>({
    mutationFn: ({ idempotencyKey, ...body }) =>
      callEndpoint<typeof endpoints.assignCta>(routes.assignCta, {
        params: { id },
        body,
        idempotencyKey,
      }),
    onSuccess: () => changed(),
  });
}

/** `POST /admin/cta/{id}/assign-csv`: the file as the multipart `file` part. */
export function useAssignCtaCsv(id: number) {
  const changed = useCtaChanged();
  return useMutation<CtaAssignResult, ApiError, { file: File } & Keyed>({
    mutationFn: ({ idempotencyKey, file }) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return callEndpoint<typeof endpoints.assignCtaCsv>(routes.assignCtaCsv, {
        params: { id },
        body: form as unknown as { file: string },
        idempotencyKey,
      });
    },
    onSuccess: () => changed(),
  });
}

/** `POST /admin/cta/{ctaId}/merchant/{mid}`. */
export function useAssignCtaMerchant(ctaId: number) {
  const changed = useCtaChanged();
  return useMutation<CtaAssignResult, ApiError, { merchantId: number } & Keyed>({
    mutationFn: ({ idempotencyKey, merchantId }) =>
      callEndpoint<typeof endpoints.assignCtaMerchant>(routes.assignCtaMerchant, {
        params: { ctaId, mid: merchantId },
        idempotencyKey,
      }),
    onSuccess: () => changed(),
  });
}

/** `DELETE /admin/cta/{ctaId}/merchant/{mid}`. */
export function useUnassignCtaMerchant(ctaId: number) {
  const changed = useCtaChanged();
  return useMutation<CtaUnassignResult, ApiError, { merchantId: number } & Keyed>({
    mutationFn: ({ idempotencyKey, merchantId }) =>
      callEndpoint<typeof endpoints.unassignCtaMerchant>(routes.unassignCtaMerchant, {
        params: { ctaId, mid: merchantId },
        idempotencyKey,
      }),
    onSuccess: () => changed(),
  });
}

/** `POST /admin/cta/{id}/resend`. */
export function useResendCta(id: number) {
  const changed = useCtaChanged();
  return useMutation<CtaResendResult, ApiError, Keyed>({
    mutationFn: ({ idempotencyKey }) =>
      callEndpoint<typeof endpoints.resendCta>(routes.resendCta, {
        params: { id },
        idempotencyKey,
      }),
    onSuccess: () => changed(),
  });
}
