import type { CreateBankWatchEntry, UpdateBankWatchEntry } from '@paydesk/domain/admin-bank-watch';
import type * as endpoints from '@paydesk/domain/endpoints/admin-bank-watch';
import * as routes from '@paydesk/domain/routes/admin-bank-watch';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../../shared/api/api-error';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { bankWatchKeys } from './bank-watch-keys';
import type { BankWatchDetail } from './get-bank-watch';

/** Every write is sent with the Idempotency-Key of its submission. */
interface Keyed {
  idempotencyKey: string;
}

/** After a write: the entry answered is kept, and every bank watch query is read again. */
function useEntryChanged() {
  const queryClient = useQueryClient();
  return async (entry?: BankWatchDetail) => {
    if (entry) queryClient.setQueryData(bankWatchKeys.detail(entry.id), entry);
    await queryClient.invalidateQueries({ queryKey: bankWatchKeys.all });
  };
}

/** `POST /admin/reports/bank-watch`. */
export function useAddBankWatchEntry() {
  const changed = useEntryChanged();
  return useMutation<BankWatchDetail, ApiError, CreateBankWatchEntry & Keyed>({
    mutationFn: ({ idempotencyKey, ...body }) =>
      callEndpoint<typeof endpoints.createBankWatchEntry>(routes.createBankWatchEntry, {
        body,
        idempotencyKey,
      }),
    onSuccess: changed,
  });
}

/** `PUT /admin/reports/bank-watch/{id}`. */
export function useUpdateBankWatchEntry(id: number) {
  const changed = useEntryChanged();
  return useMutation<BankWatchDetail, ApiError, UpdateBankWatchEntry & Keyed>({
    mutationFn: ({ idempotencyKey, ...body }) =>
      callEndpoint<typeof endpoints.updateBankWatchEntry>(routes.updateBankWatchEntry, {
        params: { id },
        body,
        idempotencyKey,
      }),
    onSuccess: changed,
  });
}

/** `DELETE /admin/reports/bank-watch/{id}`. */
export function useDeleteBankWatchEntry(id: number) {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, Keyed>({
    mutationFn: ({ idempotencyKey }) =>
      callEndpoint<typeof endpoints.deleteBankWatchEntry>(routes.deleteBankWatchEntry, {
        params: { id },
        idempotencyKey,
      }),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: bankWatchKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: bankWatchKeys.lists() });
    },
  });
}
