/**
 * Loads My Account's screens. A step of its own: the app's first load lists only this small
 * module among its lazy imports, not the screens' chunks.
 */
export async function loadAccountIndexPage() {
  return (await import('./pages/account-index-page')).AccountIndexPage;
}

export async function loadAccountInfoPage() {
  return (await import('./pages/account-info-page')).AccountInfoPage;
}

export async function loadMerchantAccountRoute() {
  return (await import('./pages/merchant-account-route')).MerchantAccountRoute;
}

export async function loadVerifyEmailPage() {
  return (await import('./pages/verify-email-page')).VerifyEmailPage;
}
