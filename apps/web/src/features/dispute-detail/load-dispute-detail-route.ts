/**
 * Loads one dispute's page. A step of its own: the app's first load lists only this small
 * module among its lazy imports, not the screen's chunks (the dashboard's budget counts every
 * byte of that preload list).
 */
export default async function loadDisputeDetailRoute() {
  return (await import('./pages/dispute-detail-page')).DisputeDetailPage;
}

export async function loadAdminDisputeDetailPage() {
  return (await import('./pages/admin-dispute-detail-page')).AdminDisputeDetailPage;
}
