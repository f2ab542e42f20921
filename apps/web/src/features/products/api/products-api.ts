import type { EndpointInput, EndpointResult } from '@paydesk/domain/endpoint';
import type {
  getProductAnalytics as analyticsEndpoint,
  createProduct as createEndpoint,
  getProduct as detailEndpoint,
  getProducts as listEndpoint,
  updateProduct as updateEndpoint,
} from '@paydesk/domain/endpoints/products';
import type { CreateProduct, UpdateProduct } from '@paydesk/domain/products';
import * as routes from '@paydesk/domain/routes/products';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiError, isApiError } from '../../../shared/api/api-error';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import type { ListApiQuery } from '../../../shared/list-state/list-url';
import { productKeys } from './product-keys';

export type ProductPage = EndpointResult<typeof listEndpoint>;
export type ProductRow = ProductPage['data'][number];
export type ProductDetail = EndpointResult<typeof detailEndpoint>;
export type Product = ProductDetail['product'];
export type CatalogAnalytics = EndpointResult<typeof analyticsEndpoint>;
export interface AnalyticsRange {
  start_date: string;
  end_date: string;
  timezone: string;
}

/** `GET /merchants/{id}/products`: a page of the account's products. */
export function getProducts(merchantId: number, query: ListApiQuery, signal?: AbortSignal) {
  return callEndpoint<typeof listEndpoint>(routes.getProducts, {
    params: { id: merchantId },
    query: query as EndpointInput<typeof listEndpoint>['query'],
    signal,
  });
}

const notRetried404 = (count: number, error: unknown) =>
  !(isApiError(error) && error.status === 404) && count < 2;

/** One product's page; a 404 is an answer, not retried. */
export function useProduct(merchantId: number, productId: number | undefined) {
  return useQuery({
    queryKey: productKeys.detail(merchantId, productId ?? 0),
    queryFn: ({ signal }) =>
      callEndpoint<typeof detailEndpoint>(routes.getProduct, {
        params: { id: merchantId, productId: productId ?? 0 },
        signal,
      }),
    enabled: productId !== undefined,
    retry: notRetried404,
  });
}

/** A product's units and revenue over the report range (asked once the range is known). */
export function useProductAnalytics(
  merchantId: number,
  productId: number,
  range: AnalyticsRange | undefined,
) {
  return useQuery({
    queryKey: productKeys.analytics(merchantId, 'product', productId, range ?? {}),
    queryFn: ({ signal }) =>
      callEndpoint<typeof analyticsEndpoint>(routes.getProductAnalytics, {
        params: { id: merchantId, productId },
        query: range as EndpointInput<typeof analyticsEndpoint>['query'],
        signal,
      }),
    enabled: range !== undefined,
    placeholderData: keepPreviousData,
  });
}

interface Keyed {
  idempotencyKey: string;
}

/** Creates a product; the account's product queries are read again afterwards. */
export function useCreateProduct(merchantId: number) {
  const queryClient = useQueryClient();
  return useMutation<Product, ApiError, CreateProduct & Keyed>({
    mutationFn: ({ idempotencyKey, ...body }) =>
      callEndpoint<typeof createEndpoint>(routes.createProduct, {
        params: { id: merchantId },
        body,
        idempotencyKey,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.merchant(merchantId) }),
  });
}

/** Edits, activates or deactivates a product. */
export function useUpdateProduct(merchantId: number, productId: number) {
  const queryClient = useQueryClient();
  return useMutation<Product, ApiError, { body: UpdateProduct } & Keyed>({
    mutationFn: ({ idempotencyKey, body }) =>
      callEndpoint<typeof updateEndpoint>(routes.updateProduct, {
        params: { id: merchantId, productId },
        body,
        idempotencyKey,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.merchant(merchantId) }),
  });
}
