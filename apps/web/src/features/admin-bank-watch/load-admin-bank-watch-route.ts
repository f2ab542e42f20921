/**
 * Loads the bank watch list screen. A step of its own: the app's first load lists only this
 * small module among its lazy imports, not the screen's chunk.
 */
export async function loadBankWatchPage() {
  return (await import('./pages/bank-watch-page')).BankWatchPage;
}
