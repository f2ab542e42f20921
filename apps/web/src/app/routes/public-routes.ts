import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { placeholder } from './placeholder';

const page = (path: string, title: string): RouteObject => ({ path, lazy: placeholder(title) });
const p = paths.public;

/** Public or semi-public routes (part 1 §2) other than /login, in the blank layout. */
export const publicRoutes: RouteObject[] = [
  page(p.loginCallback.pattern, 'Signing you in'),
  page(p.start.pattern, 'Get started'),
  page(p.apply.pattern, 'Merchant application'),
  page(p.signup.pattern, 'Sign up'),
  page(p.paymentPlans.pattern, 'Payment plans'),
  page(p.subscription.pattern, 'Subscription'),
  page(p.verify.pattern, 'Verify'),
  page(p.verifyError.pattern, 'Account not found'),
  page(p.verifyMerchantApplication.pattern, 'Verify application'),
  page(p.verifyDisputeRedirect.pattern, 'Dispute'),
  page(p.disputeDetails.pattern, 'Dispute'),
  page(p.disputeDetailsRedirect.pattern, 'Dispute'),
];
