import type { ListApiQuery } from '../../../shared/list-state/list-url';

/** Query keys of the Team screen: an account's user lists. */
export const teamKeys = {
  all: ['team'] as const,
  merchant: (merchantId: number) => [...teamKeys.all, merchantId] as const,
  list: (merchantId: number, query: ListApiQuery) =>
    [...teamKeys.merchant(merchantId), 'list', query] as const,
};
