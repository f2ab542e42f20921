/**
 * Loads the platform payout screen. A step of its own: the app's first load lists only this
 * small module among its lazy imports, not the screen's chunk.
 */
export async function loadPlatformPayoutPage() {
  return (await import('./pages/platform-payout-page')).PlatformPayoutPage;
}
