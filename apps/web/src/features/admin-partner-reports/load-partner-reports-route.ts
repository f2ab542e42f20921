/**
 * Loads the partner reports. A step of its own: the app's first load lists only this small module
 * among its lazy imports, not the screens' chunks (the /login budget counts every byte of that
 * preload list).
 */
export async function loadResidualFeesPage() {
  return (await import('./pages/residual-fees-page')).ResidualFeesPage;
}

export async function loadPartnerVolumePage() {
  return (await import('./pages/partner-volume-page')).PartnerVolumePage;
}

export async function loadPaymentLinksOverviewPage() {
  return (await import('./pages/payment-links-overview-page')).PaymentLinksOverviewPage;
}
