import type { ConvertRate, CreateRate, LinkRate, UpdateRate } from '@paydesk/domain/admin-rates';
import type { EndpointResult } from '@paydesk/domain/endpoint';
import type * as endpoints from '@paydesk/domain/endpoints/admin-rates';
import * as routes from '@paydesk/domain/routes/admin-rates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../../shared/api/api-error';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { rateKeys } from './rate-keys';

export type Rate = EndpointResult<typeof endpoints.getRate>;
type RatePartners = EndpointResult<typeof endpoints.getRatePartners>;

/** Every write is sent with the Idempotency-Key of its submission. */
interface Keyed {
  idempotencyKey: string;
}

/** After a write: the rate answered is kept, and every rate query is read again. */
function useRateChanged() {
  const queryClient = useQueryClient();
  return async (rate?: Rate) => {
    if (rate) queryClient.setQueryData(rateKeys.detail(rate.id), rate);
    await queryClient.invalidateQueries({ queryKey: rateKeys.all });
  };
}

/** `POST /admin/rates`. */
export function useCreateRate() {
  const changed = useRateChanged();
  return useMutation<Rate, ApiError, CreateRate & Keyed>({
    mutationFn: ({ idempotencyKey, ...body }) =>
      callEndpoint<typeof endpoints.createRate>(routes.createRate, { body, idempotencyKey }),
    onSuccess: changed,
  });
}

/** `POST /admin/rates/{id}/update`: the name and the fees. */
export function useUpdateRate(id: number) {
  const changed = useRateChanged();
  return useMutation<Rate, ApiError, UpdateRate & Keyed>({
    mutationFn: ({ idempotencyKey, ...body }) =>
      callEndpoint<typeof endpoints.updateRate>(routes.updateRate, {
        params: { id },
        body,
        idempotencyKey,
      }),
    onSuccess: changed,
  });
}

/** `POST /admin/rates/{id}/link`: link or unlink a partner. */
export function useLinkRate(id: number) {
  const changed = useRateChanged();
  return useMutation<RatePartners, ApiError, LinkRate & Keyed>({
    mutationFn: ({ idempotencyKey, ...body }) =>
      callEndpoint<typeof endpoints.linkRate>(routes.linkRate, {
        params: { id },
        body,
        idempotencyKey,
      }),
    onSuccess: () => changed(),
  });
}

/** `PATCH /admin/rates/{id}/convert-to-residual`. */
export function useConvertRate(id: number) {
  const changed = useRateChanged();
  return useMutation<Rate, ApiError, ConvertRate & Keyed>({
    mutationFn: ({ idempotencyKey, ...body }) =>
      callEndpoint<typeof endpoints.convertRate>(routes.convertRate, {
        params: { id },
        body,
        idempotencyKey,
      }),
    onSuccess: changed,
  });
}
