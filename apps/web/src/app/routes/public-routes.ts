import { type RouteObject, redirect } from 'react-router';
import { paths } from '../../config/paths';
import { PageLoader } from '../../shared/components/page-loader';
import { rememberLastUrl } from '../../shared/session/last-url';
import { useAuthStore } from '../../shared/stores/auth-store';
import {
  disputeDetailsLoader,
  disputeRedirectLoader,
  signupLoader,
} from '../guards/sso-redirect-loaders';
import { waitForHydration } from '../guards/wait-for-hydration';

const p = paths.public;

/** The merchant application screens (features/applications), one small loader module. */
const applications = () => import('../../features/applications/load-applications-route');

/** /apply needs a signed-in applicant: else sign in first, and come back here after. */
async function signedInOnly({ request }: { request: Request }) {
  await waitForHydration(useAuthStore);
  if (useAuthStore.getState().isAuthenticated) return null;
  const url = new URL(request.url);
  rememberLastUrl(`${url.pathname}${url.search}`);
  throw redirect(paths.public.login.href());
}

/**
 * Public or semi-public routes (part 1 §2) other than the sign-in ones (the dispute's sign-on
 * callback /verify-dispute-redirect is one of those: app/router.tsx), in the blank layout.
 */
export const publicRoutes: RouteObject[] = [
  {
    path: p.start.pattern,
    lazy: { Component: async () => (await applications()).loadStartPage() },
  },
  {
    path: p.apply.pattern,
    loader: signedInOnly,
    lazy: { Component: async () => (await applications()).loadApplyPage() },
  },
  { path: p.signup.pattern, loader: signupLoader, Component: PageLoader },
  // The subscriber's pages (a signed link e-mailed to them): one loader for both.
  {
    path: p.paymentPlans.pattern,
    lazy: {
      Component: async () =>
        (await import('../../features/subscriber/load-subscriber-route')).default(),
    },
  },
  {
    path: p.subscription.pattern,
    lazy: {
      Component: async () =>
        (await import('../../features/subscriber/load-subscriber-route')).default(),
    },
  },
  {
    // The link of the change-email mail.
    path: p.verify.pattern,
    lazy: {
      Component: async () =>
        (await import('../../features/account/load-account-route')).loadVerifyEmailPage(),
    },
  },
  {
    path: p.verifyError.pattern,
    lazy: {
      Component: async () =>
        (await import('../../features/auth/pages/verify-error-page')).VerifyErrorPage,
    },
  },
  {
    path: p.verifyMerchantApplication.pattern,
    lazy: { Component: async () => (await applications()).loadVerifyApplicationPage() },
  },
  { path: p.disputeDetails.pattern, loader: disputeDetailsLoader, Component: PageLoader },
  { path: p.disputeDetailsRedirect.pattern, loader: disputeRedirectLoader, Component: PageLoader },
];
