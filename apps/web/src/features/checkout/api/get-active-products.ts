import type { getPricingLists as pricingListsEndpoint } from '@paydesk/domain/endpoints/pricing-lists';
import type { getProducts as productsEndpoint } from '@paydesk/domain/endpoints/products';
import { MAX_PAGE_SIZE } from '@paydesk/domain/list-params';
import * as pricingListRoutes from '@paydesk/domain/routes/pricing-lists';
import * as productRoutes from '@paydesk/domain/routes/products';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import type { ProductOption } from '../components/link-items-field';
import { checkoutKeys } from './checkout-keys';

/**
 * `GET /merchants/{id}/products?active=true`: the active products a link may sell, by name
 * (the first 100: the picker searches among them).
 */
export async function getActiveProducts(
  merchantId: number,
  signal?: AbortSignal,
): Promise<ProductOption[]> {
  const page = await callEndpoint<typeof productsEndpoint>(productRoutes.getProducts, {
    params: { id: merchantId },
    query: { active: 'true', perPage: String(MAX_PAGE_SIZE) },
    signal,
  });
  return page.data.map(({ id, name, price, currency }) => ({ id, name, price, currency }));
}

export function useActiveProducts(merchantId: number) {
  return useQuery({
    queryKey: [...checkoutKeys.merchant(merchantId), 'active-products'] as const,
    queryFn: ({ signal }) => getActiveProducts(merchantId, signal),
  });
}

/** `GET /merchants/{id}/pricing-lists?active=true`: the lists a link may price its products by. */
export async function getActivePricingLists(merchantId: number, signal?: AbortSignal) {
  const page = await callEndpoint<typeof pricingListsEndpoint>(pricingListRoutes.getPricingLists, {
    params: { id: merchantId },
    query: { active: 'true', perPage: String(MAX_PAGE_SIZE) },
    signal,
  });
  return page.data.map(({ id, name }) => ({ id, name }));
}

export function usePricingLists(merchantId: number) {
  return useQuery({
    queryKey: [...checkoutKeys.merchant(merchantId), 'active-pricing-lists'] as const,
    queryFn: ({ signal }) => getActivePricingLists(merchantId, signal),
  });
}
