/**
 * Loads the two-factor screens. A step of its own: the app's first load lists only this small
 * module among its lazy imports, not the screens' chunks (the /login budget counts every byte
 * of that preload list).
 */
export async function loadTwoFactorPage() {
  return (await import('./pages/two-factor-page')).TwoFactorPage;
}

export async function loadTwoFactorOffer() {
  return (await import('./components/two-factor-offer')).TwoFactorOffer;
}
