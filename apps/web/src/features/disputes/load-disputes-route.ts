/**
 * Loads the disputes inbox. A step of its own: the app's first load lists only this small
 * module among its lazy imports, not the screen's chunks (the dashboard's budget counts every
 * byte of that preload list).
 */
export default async function loadDisputesRoute() {
  return (await import('./pages/disputes-page')).DisputesPage;
}
