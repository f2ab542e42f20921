/** Loads the admin merchant profile's page component (its own chunk). */
export default async function loadMerchantProfileRoute() {
  return (await import('./pages/merchant-profile-page')).MerchantProfilePage;
}
