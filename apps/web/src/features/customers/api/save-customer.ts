import type { CreateCustomer, UpdateCustomer } from '@paydesk/domain/customers';
import type {
  createCustomer as createEndpoint,
  updateCustomer as updateEndpoint,
} from '@paydesk/domain/endpoints/customers';
import * as routes from '@paydesk/domain/routes/customers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../../shared/api/api-error';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { customerKeys } from './customer-keys';
import type { Customer } from './get-customer';

interface Keyed {
  idempotencyKey: string;
}

/** `POST /merchants/{id}/customers`, with the submission's Idempotency-Key. */
export function createCustomer(merchantId: number, body: CreateCustomer, idempotencyKey: string) {
  return callEndpoint<typeof createEndpoint>(routes.createCustomer, {
    params: { id: merchantId },
    body,
    idempotencyKey,
  });
}

/** `PATCH /merchants/{id}/customers/{customerId}`: only the fields sent change. */
export function updateCustomer(
  merchantId: number,
  customerId: number,
  body: UpdateCustomer,
  idempotencyKey: string,
) {
  return callEndpoint<typeof updateEndpoint>(routes.updateCustomer, {
    params: { id: merchantId, customerId },
    body,
    idempotencyKey,
  });
}

/** Creates a customer; the account's customer lists are read again afterwards. */
export function useCreateCustomer(merchantId: number) {
  const queryClient = useQueryClient();
  return useMutation<Customer, ApiError, CreateCustomer & Keyed>({
    mutationFn: ({ idempotencyKey, ...body }) => createCustomer(merchantId, body, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.merchant(merchantId) }),
  });
}

/** Edits a customer; their page and the lists are read again afterwards. */
export function useUpdateCustomer(merchantId: number, customerId: number) {
  const queryClient = useQueryClient();
  return useMutation<Customer, ApiError, { body: UpdateCustomer } & Keyed>({
    mutationFn: ({ idempotencyKey, body }) =>
      updateCustomer(merchantId, customerId, body, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.merchant(merchantId) }),
  });
}
