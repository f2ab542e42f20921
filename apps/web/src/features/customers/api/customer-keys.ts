import type { ListApiQuery } from '../../../shared/list-state/list-url';

/** Query keys of customers: the lists of an account and one customer's page. */
export const customerKeys = {
  all: ['customers'] as const,
  merchant: (merchantId: number) => [...customerKeys.all, merchantId] as const,
  lists: (merchantId: number) => [...customerKeys.merchant(merchantId), 'list'] as const,
  list: (merchantId: number, query: ListApiQuery) =>
    [...customerKeys.lists(merchantId), query] as const,
  detail: (merchantId: number, customerId: number) =>
    [...customerKeys.merchant(merchantId), 'detail', customerId] as const,
};
