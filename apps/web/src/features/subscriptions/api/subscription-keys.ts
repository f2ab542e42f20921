import type { ListApiQuery } from '../../../shared/list-state/list-url';

/** Query keys of subscriptions: the report's pages of an account and one subscription's page. */
export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  merchant: (merchantId: number) => [...subscriptionKeys.all, merchantId] as const,
  lists: (merchantId: number) => [...subscriptionKeys.merchant(merchantId), 'list'] as const,
  list: (merchantId: number, query: ListApiQuery) =>
    [...subscriptionKeys.lists(merchantId), query] as const,
  detail: (merchantId: number, subscriptionId: number) =>
    [...subscriptionKeys.merchant(merchantId), 'detail', subscriptionId] as const,
  /** The back office's report of every merchant's subscriptions (staff). */
  staffList: (query: ListApiQuery) => [...subscriptionKeys.all, 'staff', 'list', query] as const,
  /** The back office's read of one subscription (staff, no actions). */
  staffDetail: (merchantId: number, subscriptionId: number) =>
    [...subscriptionKeys.all, 'staff', merchantId, subscriptionId] as const,
  customers: (merchantId: number, search: string) =>
    [...subscriptionKeys.merchant(merchantId), 'customer-options', search] as const,
};
