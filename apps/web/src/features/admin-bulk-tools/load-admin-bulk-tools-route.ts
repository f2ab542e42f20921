/**
 * Loads the bulk operations screen (its three tabs are one page). A step of its own: the app's
 * first load lists only this small module among its lazy imports, not the screen's chunk.
 */
export async function loadBulkToolsPage() {
  return (await import('./pages/bulk-tools-page')).BulkToolsPage;
}
