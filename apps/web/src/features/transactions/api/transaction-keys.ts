import type { ListApiQuery } from '../../../shared/list-state/list-url';
import { merchantDataKeys } from '../../../shared/merchant-account/merchant-data-keys';

/** One account's transactions, or 'all': every account the user holds. */
export type TransactionScope = number | 'all';

/**
 * Query keys of transactions, under each account's data root (shared/merchant-account): a
 * refund, void or payment invalidates the account's root, which holds these and the
 * dashboard's tiles alike. The card number of a payment is never part of a key.
 */
export const transactionKeys = {
  root: (scope: TransactionScope) =>
    [
      ...(scope === 'all' ? merchantDataKeys.allAccounts() : merchantDataKeys.merchant(scope)),
      'transactions',
    ] as const,
  lists: (scope: TransactionScope) => [...transactionKeys.root(scope), 'list'] as const,
  list: (scope: TransactionScope, pageKey: ListApiQuery) =>
    [...transactionKeys.lists(scope), pageKey] as const,
  snapshots: (scope: TransactionScope) => [...transactionKeys.root(scope), 'snapshot'] as const,
  snapshot: (scope: TransactionScope, filters: ListApiQuery) =>
    [...transactionKeys.snapshots(scope), filters] as const,
  detail: (merchantId: number, transactionId: number) =>
    [...transactionKeys.root(merchantId), 'detail', transactionId] as const,
  paymentInfo: (merchantId: number) =>
    [...transactionKeys.root(merchantId), 'payment-info'] as const,
};
