import type { EndpointInput, EndpointResult } from '@paydesk/domain/endpoint';
import type {
  createProduct as createEndpoint,
  getProduct as detailEndpoint,
  getProducts as listEndpoint,
  updateProduct as updateEndpoint,
} from '@paydesk/domain/endpoints/products';
import type { CreateProduct, UpdateProduct } from '@paydesk/domain/products';
import * as routes from '@paydesk/domain/routes/products';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../../shared/api/api-error';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { retryUnless } from '../../../shared/api/retry-unless';
import type { ListApiQuery } from '../../../shared/list-state/list-url';
import { productKeys } from './product-keys';

export type ProductPage = EndpointResult<typeof listEndpoint>;
export type ProductRow = ProductPage['data'][number];
export type ProductDetail = EndpointResult<typeof detailEndpoint>;
export type Product = ProductDetail['product'];

/** `GET /merchants/{id}/products`: a page of the account's products. */
export function getProducts(merchantId: number, query: ListApiQuery, signal?: AbortSignal) {
  return callEndpoint<typeof listEndpoint>(routes.getProducts, {
    params: { id: merchantId },
    query: query as EndpointInput<typeof listEndpoint>['query'],
    signal,
  });
}

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
    retry: retryUnless(404),
  });
}

export interface Keyed {
  idempotencyKey: string;
}

/** After a catalogue write: every product and pricing list query of the account is read again. */
export function useInvalidateCatalog(merchantId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: productKeys.merchant(merchantId) });
}

/** Creates a product; the account's product queries are read again afterwards. */
export function useCreateProduct(merchantId: number) {
  const invalidate = useInvalidateCatalog(merchantId);
  return useMutation<Product, ApiError, CreateProduct & Keyed>({
    mutationFn: ({ idempotencyKey, ...body }) =>
      callEndpoint<typeof createEndpoint>(routes.createProduct, {
        params: { id: merchantId },
        body,
        idempotencyKey,
      }),
    onSuccess: invalidate,
  });
}

/** Edits, activates or deactivates a product. */
export function useUpdateProduct(merchantId: number, productId: number) {
  const invalidate = useInvalidateCatalog(merchantId);
  return useMutation<Product, ApiError, { body: UpdateProduct } & Keyed>({
    mutationFn: ({ idempotencyKey, body }) =>
      callEndpoint<typeof updateEndpoint>(routes.updateProduct, {
        params: { id: merchantId, productId },
        body,
        idempotencyKey,
      }),
    onSuccess: invalidate,
  });
}
