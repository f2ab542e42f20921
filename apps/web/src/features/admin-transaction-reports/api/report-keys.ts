import type { ListApiQuery } from '../../../shared/list-state/list-url';

/**
 * Query keys of the back office's money reports (one factory): the transaction details,
 * payouts and reconciliation lists, one transaction, one payout and its transactions.
 */
export const reportKeys = {
  all: ['admin-money-reports'] as const,
  transactions: (query: ListApiQuery) => [...reportKeys.all, 'transactions', query] as const,
  transaction: (merchantId: number, transactionId: number) =>
    [...reportKeys.all, 'transaction', merchantId, transactionId] as const,
  deposits: (query: ListApiQuery) => [...reportKeys.all, 'deposits', query] as const,
  deposit: (merchantId: number, depositId: number) =>
    [...reportKeys.all, 'deposit', merchantId, depositId] as const,
  depositTransactions: (merchantId: number, depositId: number, query: ListApiQuery) =>
    [...reportKeys.deposit(merchantId, depositId), 'transactions', query] as const,
  reconciliation: (query: ListApiQuery) => [...reportKeys.all, 'reconciliation', query] as const,
};
