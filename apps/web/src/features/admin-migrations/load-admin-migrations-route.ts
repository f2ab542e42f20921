/**
 * Loads the Processor Migration tool's screen. A step of its own: the app's first load lists
 * only this small module among its lazy imports, not the screen's chunk.
 */
export async function loadMigrateAccountsPage() {
  return (await import('./pages/migrate-accounts-page')).MigrateAccountsPage;
}
