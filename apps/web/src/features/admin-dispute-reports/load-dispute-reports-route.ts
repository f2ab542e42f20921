/**
 * Loads the dispute, outage, interchange and ACH return reports. A step of its own: the app's first load lists only this small module
 * among its lazy imports, not the screens' chunks (the /login budget counts every byte of that
 * preload list).
 */
export async function loadAdminDisputesPage() {
  return (await import('./pages/admin-disputes-page')).AdminDisputesPage;
}

export async function loadOutageTransactionsPage() {
  return (await import('./pages/outage-transactions-page')).OutageTransactionsPage;
}

export async function loadInterchangePage() {
  return (await import('./pages/interchange-page')).InterchangePage;
}

export async function loadAchReturnsPage() {
  return (await import('./pages/ach-returns-page')).AchReturnsPage;
}
