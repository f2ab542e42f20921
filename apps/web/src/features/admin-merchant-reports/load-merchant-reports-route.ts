/**
 * Loads the merchant reports. A step of its own: the app's first load lists only this small module
 * among its lazy imports, not the screens' chunks (the /login budget counts every byte of that
 * preload list).
 */
export async function loadFundingHoldPage() {
  return (await import('./pages/funding-hold-page')).FundingHoldPage;
}

export async function loadInvalid1099kPage() {
  return (await import('./pages/invalid-1099k-page')).Invalid1099kPage;
}

export async function loadEmailHistoryPage() {
  return (await import('./pages/email-history-page')).EmailHistoryPage;
}

export async function loadPendingAccountsPage() {
  return (await import('./pages/pending-accounts-page')).PendingAccountsPage;
}

export async function loadLimitsPage() {
  return (await import('./pages/limits-page')).LimitsPage;
}

export async function loadPendingMigrationsPage() {
  return (await import('./pages/pending-migrations-page')).PendingMigrationsPage;
}
