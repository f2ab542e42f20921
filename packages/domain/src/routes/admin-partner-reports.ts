import { policies } from '../access';
import { defineRoute } from '../endpoint';

/**
 * The back office's partner reports (the declarations: endpoints/admin-partner-reports.ts).
 * Partner volume, subscriptions and the payment links overview are shown to every admin
 * (part 2 §6); residual fees need can-residual-fee.
 */
const anyAdmin = policies.admin();
const residual = policies.admin('can-residual-fee');

/** The spec's path keeps its trailing slash (part 2 §7 "GET /admin/clients/"). */
export const getClientsOverview = defineRoute({
  method: 'GET',
  path: '/admin/clients/',
  access: anyAdmin,
});

export const getVolumeOverview = defineRoute({
  method: 'GET',
  path: '/admin/volume-overview',
  access: anyAdmin,
});

export const getVolumeReport = defineRoute({
  method: 'GET',
  path: '/admin/volume-report',
  access: anyAdmin,
});

export const getPastMonthsVolume = defineRoute({
  method: 'GET',
  path: '/admin/past-16-months-volume-report/:country/:type',
  access: anyAdmin,
});

export const getPastMonthsVolumeOfClient = defineRoute({
  method: 'GET',
  path: '/admin/past-16-months-volume-report/:country/:type/:client',
  access: anyAdmin,
});

export const getPastMonthsAccounts = defineRoute({
  method: 'GET',
  path: '/admin/past-months-accounts-report/:country',
  access: anyAdmin,
});

export const getPastMonthsAccountsOfClient = defineRoute({
  method: 'GET',
  path: '/admin/past-months-accounts-report/:country/:client',
  access: anyAdmin,
});

export const getResidualFees = defineRoute({
  method: 'GET',
  path: '/admin/residual-fees',
  access: residual,
});

export const downloadResidualFees = defineRoute({
  method: 'GET',
  path: '/admin/residual-fees/download',
  access: residual,
});

export const getResidualFeesOverview = defineRoute({
  method: 'GET',
  path: '/admin/residual-fees/overview',
  access: residual,
});

export const getAdminSubscriptions = defineRoute({
  method: 'GET',
  path: '/admin/subscriptions',
  access: anyAdmin,
});

export const getAdminSubscription = defineRoute({
  method: 'GET',
  path: '/admin/subscriptions/:merchantId/:subscriptionId',
  access: anyAdmin,
});

export const getCheckoutOverview = defineRoute({
  method: 'GET',
  path: '/admin/merchants/checkout',
  access: anyAdmin,
});

export const downloadCheckoutOverview = defineRoute({
  method: 'GET',
  path: '/admin/merchants/checkout/download',
  access: anyAdmin,
});
