import type {
  CreatePartner,
  PartnerStatusChange,
  UpdatePartner,
} from '@paydesk/domain/admin-partners';
import type {
  addPartnerNotification as addEndpoint,
  createPartner as createEndpoint,
  removePartnerNotification as removeEndpoint,
  setPartnerStatus as statusEndpoint,
  updatePartner as updateEndpoint,
} from '@paydesk/domain/endpoints/admin-partners';
import * as routes from '@paydesk/domain/routes/admin-partners';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../../shared/api/api-error';
import { callEndpoint, newIdempotencyKey } from '../../../shared/api/call-endpoint';
import type { Partner, PartnerNotifications } from './get-partner';
import { partnerKeys } from './partner-keys';

interface Keyed {
  idempotencyKey: string;
}

/** `POST /admin/partners`; the lists are read again afterwards. */
export function useCreatePartner() {
  const queryClient = useQueryClient();
  return useMutation<Partner, ApiError, CreatePartner & Keyed>({
    mutationFn: ({ idempotencyKey, ...body }) =>
      callEndpoint<typeof createEndpoint>(routes.createPartner, { body, idempotencyKey }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerKeys.lists() }),
  });
}

/** `PATCH /admin/partners/{id}`: only the fields sent change. */
export function useUpdatePartner(id: number) {
  const queryClient = useQueryClient();
  return useMutation<Partner, ApiError, { body: UpdatePartner } & Keyed>({
    mutationFn: ({ body, idempotencyKey }) =>
      callEndpoint<typeof updateEndpoint>(routes.updatePartner, {
        params: { id },
        body,
        idempotencyKey,
      }),
    onSuccess: (partner) => {
      queryClient.setQueryData(partnerKeys.detail(id), partner);
      return queryClient.invalidateQueries({ queryKey: partnerKeys.lists() });
    },
  });
}

/** `PATCH /admin/partners/{id}/status`: activate (1) or deactivate (0). */
export function useSetPartnerStatus(id: number) {
  const queryClient = useQueryClient();
  return useMutation<Partner, ApiError, PartnerStatusChange>({
    mutationFn: (body) =>
      callEndpoint<typeof statusEndpoint>(routes.setPartnerStatus, {
        params: { id },
        body,
        idempotencyKey: newIdempotencyKey(),
      }),
    onSuccess: (partner) => {
      queryClient.setQueryData(partnerKeys.detail(id), partner);
      return queryClient.invalidateQueries({ queryKey: partnerKeys.lists() });
    },
  });
}

/** `POST` (add) or `DELETE` (remove) `/admin/partners/{id}/notifications`. */
export function useChangePartnerNotification(id: number) {
  const queryClient = useQueryClient();
  return useMutation<
    PartnerNotifications,
    ApiError,
    { action: 'add' | 'remove'; email: string } & Keyed
  >({
    mutationFn: ({ action, email, idempotencyKey }) =>
      action === 'add'
        ? callEndpoint<typeof addEndpoint>(routes.addPartnerNotification, {
            params: { id },
            body: { email },
            idempotencyKey,
          })
        : callEndpoint<typeof removeEndpoint>(routes.removePartnerNotification, {
            params: { id },
            query: { email },
            idempotencyKey,
          }),
    onSuccess: (list) => queryClient.setQueryData(partnerKeys.notifications(id), list),
  });
}
