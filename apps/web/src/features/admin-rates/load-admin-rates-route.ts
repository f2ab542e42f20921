/**
 * Loads the rate plan screens. A step of its own: the app's first load lists only this small
 * module among its lazy imports, not the screens' chunks (the /login budget counts every byte
 * of that preload list).
 */
export async function loadRatesPage() {
  return (await import('./pages/rates-page')).RatesPage;
}

export async function loadRateProfilePage() {
  return (await import('./pages/rate-profile-page')).RateProfilePage;
}
