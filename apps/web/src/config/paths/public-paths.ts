import { type PathParam, route, seg, staticRoute, withQuery } from './route';

/**
 * What the sign-in screen shows: the form (default), recovery, the first-login step, or a
 * staff user's two-factor steps (the code, or a required enrolment).
 */
export type LoginView =
  | 'sign-in'
  | 'forgot-password'
  | 'reset-password'
  | 'new-password'
  | 'two-factor'
  | 'two-factor-setup';

/** What the hosted single sign-on page carries through sign-in. */
export interface SsoLoginQuery {
  disputeId?: string | undefined;
  disputeType?: string | undefined;
  appToken?: string | undefined;
  email?: string | undefined;
}

/** Public or semi-public routes (part 1 §2). */
export const publicPaths = {
  login: route('/login', (view?: LoginView) =>
    withQuery('/login', { view: view === 'sign-in' ? undefined : view }),
  ),
  /** The hosted single sign-on page (served by the server, outside the React app). */
  ssoLogin: route('/sso/login', (query?: SsoLoginQuery) => withQuery('/sso/login', { ...query })),
  /** Sign-in callback target of the single sign-on page. */
  loginCallback: staticRoute('/users/login'),
  start: staticRoute('/start'),
  apply: staticRoute('/apply'),
  signup: staticRoute('/signup'),
  paymentPlans: staticRoute('/payment-plans'),
  subscription: route('/subscriptions/:id', (id: PathParam) => `/subscriptions/${seg(id)}`),
  verify: route('/verify/:key', (key: string) => `/verify/${seg(key)}`),
  /** Where a 404 account error lands. */
  verifyError: staticRoute('/verify/error'),
  verifyMerchantApplication: route(
    '/verify-merchant-application/:key/:appToken',
    (key: string, appToken: string) => `/verify-merchant-application/${seg(key)}/${seg(appToken)}`,
  ),
  verifyDisputeRedirect: route(
    '/verify-dispute-redirect/:key/:disputeId/:type',
    (key: string, disputeId: PathParam, type: string) =>
      `/verify-dispute-redirect/${seg(key)}/${seg(disputeId)}/${seg(type)}`,
  ),
  disputeDetails: route(
    '/dispute-details/:disputeId/:type',
    (disputeId: PathParam, type: string) => `/dispute-details/${seg(disputeId)}/${seg(type)}`,
  ),
  disputeDetailsRedirect: route(
    '/dispute-details-redirect/:disputeId/:type',
    (disputeId: PathParam, type: string) =>
      `/dispute-details-redirect/${seg(disputeId)}/${seg(type)}`,
  ),
} as const;
