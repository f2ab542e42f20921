import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { PageLoader } from '../../shared/components/page-loader';
import {
  disputeDetailsLoader,
  disputeRedirectLoader,
  signupLoader,
} from '../guards/sso-redirect-loaders';
import { placeholder } from './placeholder';

const page = (path: string, title: string): RouteObject => ({ path, lazy: placeholder(title) });
const p = paths.public;

/**
 * Public or semi-public routes (part 1 §2) other than the sign-in ones (the dispute's sign-on
 * callback /verify-dispute-redirect is one of those: app/router.tsx), in the blank layout.
 */
export const publicRoutes: RouteObject[] = [
  page(p.start.pattern, 'Get started'),
  page(p.apply.pattern, 'Merchant application'),
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
  page(p.verifyMerchantApplication.pattern, 'Verify application'),
  { path: p.disputeDetails.pattern, loader: disputeDetailsLoader, Component: PageLoader },
  { path: p.disputeDetailsRedirect.pattern, loader: disputeRedirectLoader, Component: PageLoader },
];
