import type { ListApiQuery } from '../../../shared/list-state/list-url';

/**
 * Query keys of payouts (one factory, Medusa's shape): the deposit lists of an account, one
 * payout, and the transactions of its batch.
 */
export const payoutKeys = {
  all: ['payouts'] as const,
  merchant: (merchantId: number) => [...payoutKeys.all, merchantId] as const,
  lists: (merchantId: number) => [...payoutKeys.merchant(merchantId), 'list'] as const,
  list: (merchantId: number, query: ListApiQuery) =>
    [...payoutKeys.lists(merchantId), query] as const,
  details: (merchantId: number) => [...payoutKeys.merchant(merchantId), 'detail'] as const,
  detail: (merchantId: number, depositId: number) =>
    [...payoutKeys.details(merchantId), depositId] as const,
  transactions: (merchantId: number, depositId: number, query: ListApiQuery) =>
    [...payoutKeys.detail(merchantId, depositId), 'transactions', query] as const,
};
