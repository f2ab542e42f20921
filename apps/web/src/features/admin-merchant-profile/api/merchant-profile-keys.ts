import type { ListApiQuery } from '../../../shared/list-state/list-url';

/** Query keys of the admin merchant profile: the profile and its history lists. */
export const merchantProfileKeys = {
  all: ['admin-merchant-profile'] as const,
  merchant: (merchantId: number) => [...merchantProfileKeys.all, merchantId] as const,
  detail: (merchantId: number) => [...merchantProfileKeys.merchant(merchantId), 'detail'] as const,
  histories: (merchantId: number) =>
    [...merchantProfileKeys.merchant(merchantId), 'history'] as const,
  history: (merchantId: number, query: ListApiQuery) =>
    [...merchantProfileKeys.histories(merchantId), query] as const,
};
