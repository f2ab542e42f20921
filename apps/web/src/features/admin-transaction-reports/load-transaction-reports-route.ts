/**
 * Loads the transaction, payout and reconciliation reports. A step of its own: the app's first load lists only this small module
 * among its lazy imports, not the screens' chunks (the /login budget counts every byte of that
 * preload list).
 */
export async function loadTransactionDetailsPage() {
  return (await import('./pages/transaction-details-page')).TransactionDetailsPage;
}

export async function loadTransactionDetailPage() {
  return (await import('./pages/transaction-detail-page')).TransactionDetailPage;
}

export async function loadPayoutsPage() {
  return (await import('./pages/payouts-page')).PayoutsPage;
}

export async function loadPayoutDetailPage() {
  return (await import('./pages/payout-detail-page')).PayoutDetailPage;
}

export async function loadReconciliationPage() {
  return (await import('./pages/reconciliation-page')).ReconciliationPage;
}
