import { useQuery } from '@tanstack/react-query';
import type { ProductOption } from '../components/link-items-field';
import { checkoutKeys } from './checkout-keys';

/**
 * The account's active products a link may sell. PROVISIONAL until the products API is
 * declared (packages/domain/src/endpoints/products.ts): asks nothing yet.
 */
export function useActiveProducts(merchantId: number) {
  return useQuery<ProductOption[]>({
    queryKey: [...checkoutKeys.merchant(merchantId), 'products'] as const,
    queryFn: async () => [],
  });
}

/** The account's pricing lists (PROVISIONAL, as above). */
export function usePricingLists(merchantId: number) {
  return useQuery<{ id: number; name: string }[]>({
    queryKey: [...checkoutKeys.merchant(merchantId), 'pricing-lists'] as const,
    queryFn: async () => [],
  });
}
