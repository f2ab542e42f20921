/**
 * Loads the admin dashboard. A step of its own: the app's first load lists only this small module
 * among its lazy imports, not the screens' chunks (the /login budget counts every byte of that
 * preload list).
 */
export async function loadAdminDashboardPage() {
  return (await import('./pages/admin-dashboard-page')).AdminDashboardPage;
}
