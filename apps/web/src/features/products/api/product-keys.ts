import type { ListApiQuery } from '../../../shared/list-state/list-url';

/** Query keys of products and pricing lists of an account. */
export const productKeys = {
  all: ['products'] as const,
  merchant: (merchantId: number) => [...productKeys.all, merchantId] as const,
  list: (merchantId: number, query: ListApiQuery) =>
    [...productKeys.merchant(merchantId), 'list', query] as const,
  detail: (merchantId: number, productId: number) =>
    [...productKeys.merchant(merchantId), 'detail', productId] as const,
  analytics: (merchantId: number, kind: 'product' | 'pricingList', id: number, range: object) =>
    [...productKeys.merchant(merchantId), 'analytics', kind, id, range] as const,
  pricingLists: (merchantId: number, query: ListApiQuery) =>
    [...productKeys.merchant(merchantId), 'pricing-lists', query] as const,
  pricingList: (merchantId: number, pricingListId: number) =>
    [...productKeys.merchant(merchantId), 'pricing-list', pricingListId] as const,
};
