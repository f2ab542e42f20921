import type { ListApiQuery } from '../../../shared/list-state/list-url';

/** Query keys of disputes (one factory, Medusa's shape): the inbox pages of an account. */
export const disputeKeys = {
  all: ['disputes'] as const,
  merchant: (merchantId: number) => [...disputeKeys.all, merchantId] as const,
  lists: (merchantId: number) => [...disputeKeys.merchant(merchantId), 'list'] as const,
  list: (merchantId: number, query: ListApiQuery) =>
    [...disputeKeys.lists(merchantId), query] as const,
};
