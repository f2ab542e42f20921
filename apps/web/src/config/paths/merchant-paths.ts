import { type PathParam, route, seg, staticRoute, withQuery } from './route';

/** Routes needing login (part 1 §2), all under the main layout. */
export const merchantPaths = {
  home: staticRoute('/'),
  dashboard: route('/dashboard/:accountId?', (accountId?: PathParam) =>
    accountId === undefined ? '/dashboard' : `/dashboard/${seg(accountId)}`,
  ),
  applyConfirmation: staticRoute('/apply-confirmation'),
  aboutUs: staticRoute('/about-us'),
  account: {
    root: staticRoute('/account'),
    info: staticRoute('/account/info'),
    merchant: route('/account/merchants/:id/:type?', (id: PathParam, type?: string) =>
      type ? `/account/merchants/${seg(id)}/${seg(type)}` : `/account/merchants/${seg(id)}`,
    ),
  },
  transactions: {
    /** `accountId` 'all': every account the user holds. `dialog: 'terminal'` opens New payment. */
    list: route(
      '/transaction-detail/:accountId',
      (accountId: PathParam, query?: { search?: string; dialog?: 'terminal' }) =>
        withQuery(`/transaction-detail/${seg(accountId)}`, query),
    ),
    detail: route(
      '/transaction-detail/:accountId/:transactionId',
      (accountId: PathParam, transactionId: PathParam) =>
        `/transaction-detail/${seg(accountId)}/${seg(transactionId)}`,
    ),
  },
  disputes: {
    list: route('/disputes/:accountId', (accountId: PathParam) => `/disputes/${seg(accountId)}`),
    /** The dispute's page; `accountId` names its account when the caller knows it. */
    detail: route(
      '/dispute-detail/:disputeId/:disputeType',
      (disputeId: PathParam, disputeType: string, accountId?: PathParam) =>
        `/dispute-detail/${seg(disputeId)}/${seg(disputeType)}${
          accountId === undefined ? '' : `?accountId=${encodeURIComponent(String(accountId))}`
        }`,
    ),
  },
  achReturns: route(
    '/ach-return-detail/:accountId',
    (accountId: PathParam) => `/ach-return-detail/${seg(accountId)}`,
  ),
  payouts: {
    list: route('/payouts/:accountId', (accountId: PathParam) => `/payouts/${seg(accountId)}`),
    detail: route(
      '/payouts/:accountId/:depositId',
      (accountId: PathParam, depositId: PathParam) =>
        `/payouts/${seg(accountId)}/${seg(depositId)}`,
    ),
  },
  subscriptions: {
    list: route(
      '/subscriptions-report/:accountId',
      (accountId: PathParam) => `/subscriptions-report/${seg(accountId)}`,
    ),
    detail: route(
      '/subscription-details/:accountId/:subscriptionId',
      (accountId: PathParam, subscriptionId: PathParam) =>
        `/subscription-details/${seg(accountId)}/${seg(subscriptionId)}`,
    ),
  },
  customers: {
    list: route(
      '/customers-report/:accountId',
      (accountId: PathParam) => `/customers-report/${seg(accountId)}`,
    ),
    detail: route(
      '/customers-report/:accountId/:customerId',
      (accountId: PathParam, customerId: PathParam) =>
        `/customers-report/${seg(accountId)}/${seg(customerId)}`,
    ),
  },
  pendingApplications: staticRoute('/pending-applications'),
  users: route('/users/:mid', (merchantId: PathParam) => `/users/${seg(merchantId)}`),
  devices: staticRoute('/device-management'),
  products: {
    list: route('/products/:accountId', (accountId: PathParam) => `/products/${seg(accountId)}`),
    detail: route(
      '/products/:accountId/:productId',
      (accountId: PathParam, productId: PathParam) =>
        `/products/${seg(accountId)}/${seg(productId)}`,
    ),
    pricingLists: route(
      '/products/:accountId/pricing-lists',
      (accountId: PathParam) => `/products/${seg(accountId)}/pricing-lists`,
    ),
    pricingListDetail: route(
      '/products/:accountId/pricing-lists/:pricingListId',
      (accountId: PathParam, pricingListId: PathParam) =>
        `/products/${seg(accountId)}/pricing-lists/${seg(pricingListId)}`,
    ),
  },
  checkout: {
    settings: route(
      '/checkout/:accountId',
      (accountId: PathParam) => `/checkout/${seg(accountId)}`,
    ),
    paymentLinks: route(
      '/checkout/:accountId/payment-links',
      (accountId: PathParam) => `/checkout/${seg(accountId)}/payment-links`,
    ),
    paymentLinkDetail: route(
      '/checkout/:accountId/payment-links/:paymentLinkToken',
      (accountId: PathParam, paymentLinkToken: string) =>
        `/checkout/${seg(accountId)}/payment-links/${seg(paymentLinkToken)}`,
    ),
  },
} as const;
