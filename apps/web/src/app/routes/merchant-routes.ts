import { type RouteObject, redirect } from 'react-router';
import { paths } from '../../config/paths';
import { queryClient } from '../query-client';

/**
 * The dashboard loads in its own chunk; its loader in another, small one, fetched alongside
 * it, so the page's data requests start before the page's code has arrived. One object per
 * route: the router empties a lazy object as it loads it.
 */
const dashboard = (): RouteObject['lazy'] => ({
  loader: async () =>
    (await import('../../features/dashboard/api/dashboard-loader')).createDashboardLoader(
      queryClient,
    ),
  Component: async () =>
    (await import('../../features/dashboard/pages/dashboard-page')).DashboardPage,
});

/** The merchant application screens (features/applications), one small loader module. */
const applications = () => import('../../features/applications/load-applications-route');

/** Routes needing login (part 1 §2), rendered inside the main layout. */
export const merchantRoutes: RouteObject[] = [
  { index: true, lazy: dashboard() },
  { path: paths.dashboard.pattern, lazy: dashboard() },
  {
    path: paths.applyConfirmation.pattern,
    lazy: { Component: async () => (await applications()).loadApplyConfirmationPage() },
  },
  {
    path: paths.aboutUs.pattern,
    lazy: { Component: async () => (await applications()).loadAboutUsPage() },
  },
  {
    path: paths.account.root.pattern,
    lazy: {
      Component: async () =>
        (await import('../../features/account/load-account-route')).loadAccountIndexPage(),
    },
  },
  {
    path: paths.account.info.pattern,
    lazy: {
      Component: async () =>
        (await import('../../features/account/load-account-route')).loadAccountInfoPage(),
    },
  },
  {
    // The account's page and each part's form (`:type?`): one route.
    path: paths.account.merchant.pattern,
    lazy: {
      Component: async () =>
        (await import('../../features/account/load-account-route')).loadMerchantAccountRoute(),
    },
  },
  {
    path: paths.transactions.list.pattern,
    lazy: {
      Component: async () =>
        (
          await import('../../features/transactions/load-transactions-route')
        ).loadTransactionsPage(),
    },
  },
  {
    path: paths.transactions.detail.pattern,
    lazy: {
      Component: async () =>
        (
          await import('../../features/transactions/load-transactions-route')
        ).loadTransactionDetailPage(),
    },
  },
  {
    path: paths.disputes.list.pattern,
    lazy: {
      Component: async () =>
        (await import('../../features/disputes/load-disputes-route')).default(),
    },
  },
  {
    path: paths.disputes.detail.pattern,
    lazy: {
      Component: async () =>
        (await import('../../features/dispute-detail/load-dispute-detail-route')).default(),
    },
  },
  {
    // The ACH returns list (part 1 §2) is the disputes inbox showing ACH returns.
    path: paths.achReturns.pattern,
    loader: ({ params, request }) => {
      const search = new URLSearchParams(new URL(request.url).search);
      search.set('kind', 'ach-return');
      return redirect(`${paths.disputes.list.href(params.accountId ?? '')}?${search}`);
    },
  },
  {
    path: paths.payouts.list.pattern,
    lazy: {
      Component: async () =>
        (await import('../../features/payouts/load-payouts-route')).loadPayoutsPage(),
    },
  },
  {
    path: paths.payouts.detail.pattern,
    lazy: {
      Component: async () =>
        (await import('../../features/payouts/load-payouts-route')).loadPayoutDetailPage(),
    },
  },
  {
    // The report and one subscription: one loader for both.
    path: paths.subscriptions.list.pattern,
    lazy: {
      Component: async () =>
        (await import('../../features/subscriptions/load-subscriptions-route')).default(),
    },
  },
  {
    path: paths.subscriptions.detail.pattern,
    lazy: {
      Component: async () =>
        (await import('../../features/subscriptions/load-subscriptions-route')).default(),
    },
  },
  {
    // The list and a customer's page: one route (`:customerId?`), one entry in the first load.
    path: `${paths.customers.detail.pattern}?`,
    lazy: {
      Component: async () =>
        (await import('../../features/customers/load-customers-route')).default(),
    },
  },
  {
    path: paths.pendingApplications.pattern,
    lazy: { Component: async () => (await applications()).loadPendingApplicationsPage() },
  },
  {
    path: paths.users.pattern,
    lazy: {
      Component: async () => (await import('../../features/team/load-team-route')).default(),
    },
  },
  {
    path: paths.devices.pattern,
    lazy: {
      Component: async () => (await import('../../features/devices/load-devices-route')).default(),
    },
  },
  {
    // Products and a product (`:productId?`), pricing lists and a list (`:pricingListId?`).
    path: `${paths.products.detail.pattern}?`,
    lazy: {
      Component: async () =>
        (await import('../../features/products/load-products-route')).default(),
    },
  },
  {
    path: `${paths.products.pricingListDetail.pattern}?`,
    lazy: {
      Component: async () =>
        (await import('../../features/products/load-products-route')).default(),
    },
  },
  {
    // Checkout settings and dashboard; payment links and a link (`:paymentLinkToken?`).
    path: paths.checkout.settings.pattern,
    lazy: {
      Component: async () =>
        (await import('../../features/checkout/load-checkout-route')).default(),
    },
  },
  {
    path: `${paths.checkout.paymentLinkDetail.pattern}?`,
    lazy: {
      Component: async () =>
        (await import('../../features/checkout/load-checkout-route')).default(),
    },
  },
];
