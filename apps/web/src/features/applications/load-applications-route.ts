/**
 * Loads the application screens' components: a step of their own, so the app's first load
 * lists only this small module among its lazy imports.
 */
export const loadStartPage = async () => (await import('./pages/start-page')).StartPage;
export const loadVerifyApplicationPage = async () =>
  (await import('./pages/verify-application-page')).VerifyApplicationPage;
export const loadApplyPage = async () => (await import('./pages/apply-page')).ApplyPage;
export const loadApplyConfirmationPage = async () =>
  (await import('./pages/apply-confirmation-page')).ApplyConfirmationPage;
export const loadPendingApplicationsPage = async () =>
  (await import('./pages/pending-applications-page')).PendingApplicationsPage;
export const loadAboutUsPage = async () => (await import('./pages/about-us-page')).AboutUsPage;
