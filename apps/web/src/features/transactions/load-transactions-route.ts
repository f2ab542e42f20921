/**
 * Loads the transactions screens' components. A step of their own: the app's first load lists
 * only this small module among its lazy imports, not each screen's chunks (the dashboard's
 * budget counts every byte of those preload lists).
 */
export async function loadTransactionsPage() {
  return (await import('./pages/transactions-page')).TransactionsPage;
}

export async function loadTransactionDetailPage() {
  return (await import('./pages/transaction-detail-page')).TransactionDetailPage;
}
