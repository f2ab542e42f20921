/**
 * Loads the back office's partner screens. A step of its own: the app's first load lists only
 * this small module among its lazy imports, not the screens' chunks (the /login budget counts
 * every byte of that preload list).
 */
export async function loadPartnersPage() {
  return (await import('./pages/partners-page')).PartnersPage;
}

export async function loadPartnerCreatePage() {
  return (await import('./pages/partner-create-page')).PartnerCreatePage;
}

export async function loadPartnerProfilePage() {
  return (await import('./pages/partner-profile-page')).PartnerProfilePage;
}
