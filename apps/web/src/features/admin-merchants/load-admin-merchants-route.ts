/**
 * Loads the back office merchants list. A step of its own: the app's first load lists only this small module
 * among its lazy imports, not the screens' chunks (the /login budget counts every byte of that
 * preload list).
 */
export async function loadAdminMerchantsPage() {
  return (await import('./pages/admin-merchants-page')).AdminMerchantsPage;
}
