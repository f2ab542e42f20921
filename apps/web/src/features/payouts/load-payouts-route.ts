/**
 * Loads the payouts screens' components. A step of their own: the app's first load lists only
 * this small module among its lazy imports, not each screen's chunks (the dashboard's budget
 * counts every byte of those preload lists).
 */
export async function loadPayoutsPage() {
  return (await import('./pages/payouts-page')).PayoutsPage;
}

export async function loadPayoutDetailPage() {
  return (await import('./pages/payout-detail-page')).PayoutDetailPage;
}
