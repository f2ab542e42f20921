/**
 * Loads the Call to Action Manager's screens. A step of its own: the app's first load lists
 * only this small module among its lazy imports, not the screens' chunks.
 */
export async function loadCtasPage() {
  return (await import('./pages/ctas-page')).CtasPage;
}

export async function loadCtaCreatePage() {
  return (await import('./pages/cta-create-page')).CtaCreatePage;
}

export async function loadCtaEditPage() {
  return (await import('./pages/cta-edit-page')).CtaEditPage;
}
