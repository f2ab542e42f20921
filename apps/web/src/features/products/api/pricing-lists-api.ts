import type { EndpointInput, EndpointResult } from '@paydesk/domain/endpoint';
import type {
  createPricingList as createEndpoint,
  deletePricingList as deleteEndpoint,
  getPricingList as detailEndpoint,
  replacePricingListItems as itemsEndpoint,
  getPricingLists as listEndpoint,
  updatePricingList as updateEndpoint,
} from '@paydesk/domain/endpoints/pricing-lists';
import type {
  CreatePricingList,
  ReplacePricingListItems,
  UpdatePricingList,
} from '@paydesk/domain/pricing-lists';
import * as routes from '@paydesk/domain/routes/pricing-lists';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../../shared/api/api-error';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { retryUnless } from '../../../shared/api/retry-unless';
import type { ListApiQuery } from '../../../shared/list-state/list-url';
import { productKeys } from './product-keys';
import { type Keyed, useInvalidateCatalog } from './products-api';

export type PricingListPage = EndpointResult<typeof listEndpoint>;
export type PricingListRow = PricingListPage['data'][number];
export type PricingListDetail = EndpointResult<typeof detailEndpoint>;
export type PricingList = PricingListDetail['pricingList'];

/** `GET /merchants/{id}/pricing-lists`: a page of the account's pricing lists. */
export function getPricingLists(merchantId: number, query: ListApiQuery, signal?: AbortSignal) {
  return callEndpoint<typeof listEndpoint>(routes.getPricingLists, {
    params: { id: merchantId },
    query: query as EndpointInput<typeof listEndpoint>['query'],
    signal,
  });
}

export function usePricingList(merchantId: number, pricingListId: number | undefined) {
  return useQuery({
    queryKey: productKeys.pricingList(merchantId, pricingListId ?? 0),
    queryFn: ({ signal }) =>
      callEndpoint<typeof detailEndpoint>(routes.getPricingList, {
        params: { id: merchantId, pricingListId: pricingListId ?? 0 },
        signal,
      }),
    enabled: pricingListId !== undefined,
    retry: retryUnless(404),
  });
}

export function useCreatePricingList(merchantId: number) {
  const invalidate = useInvalidateCatalog(merchantId);
  return useMutation<PricingListDetail, ApiError, CreatePricingList & Keyed>({
    mutationFn: ({ idempotencyKey, ...body }) =>
      callEndpoint<typeof createEndpoint>(routes.createPricingList, {
        params: { id: merchantId },
        body,
        idempotencyKey,
      }),
    onSuccess: invalidate,
  });
}

export function useUpdatePricingList(merchantId: number, pricingListId: number) {
  const invalidate = useInvalidateCatalog(merchantId);
  return useMutation<PricingList, ApiError, { body: UpdatePricingList } & Keyed>({
    mutationFn: ({ idempotencyKey, body }) =>
      callEndpoint<typeof updateEndpoint>(routes.updatePricingList, {
        params: { id: merchantId, pricingListId },
        body,
        idempotencyKey,
      }),
    onSuccess: invalidate,
  });
}

export function useReplacePricingListItems(merchantId: number, pricingListId: number) {
  const invalidate = useInvalidateCatalog(merchantId);
  return useMutation<PricingListDetail, ApiError, ReplacePricingListItems & Keyed>({
    mutationFn: ({ idempotencyKey, ...body }) =>
      callEndpoint<typeof itemsEndpoint>(routes.replacePricingListItems, {
        params: { id: merchantId, pricingListId },
        body,
        idempotencyKey,
      }),
    onSuccess: invalidate,
  });
}

export function useDeletePricingList(merchantId: number, pricingListId: number) {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, Keyed>({
    mutationFn: ({ idempotencyKey }) =>
      callEndpoint<typeof deleteEndpoint>(routes.deletePricingList, {
        params: { id: merchantId, pricingListId },
        idempotencyKey,
      }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: productKeys.pricingList(merchantId, pricingListId) });
      return queryClient.invalidateQueries({ queryKey: productKeys.merchant(merchantId) });
    },
  });
}
