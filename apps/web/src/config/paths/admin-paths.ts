import { adminReportPaths } from './admin-report-paths';
import type { MerchantProfileTab } from './merchant-profile-tabs';
import { type PathParam, route, seg, staticRoute } from './route';

/** Admin back office routes (part 2 §2), all under /admin. */
export const adminPaths = {
  root: staticRoute('/admin'),
  dashboard: staticRoute('/admin/dashboard'),
  /** The signed-in staff user's two-factor sign-in (beyond the spec). */
  twoFactor: staticRoute('/admin/account/two-factor'),
  merchants: {
    list: staticRoute('/admin/merchants'),
    /** Without a tab (or with an empty one) the profile tab shows. */
    profile: route('/admin/merchants/:id/:tab?', (id: PathParam, tab?: MerchantProfileTab) =>
      tab ? `/admin/merchants/${seg(id)}/${tab}` : `/admin/merchants/${seg(id)}`,
    ),
  },
  partners: {
    list: staticRoute('/admin/partners'),
    create: staticRoute('/admin/partners/create'),
    profile: route(
      '/admin/partners/:id/profile',
      (id: PathParam) => `/admin/partners/${seg(id)}/profile`,
    ),
  },
  rates: {
    list: staticRoute('/admin/rates'),
    profile: route(
      '/admin/rates/:id/profile',
      (id: PathParam) => `/admin/rates/${seg(id)}/profile`,
    ),
  },
  users: {
    list: staticRoute('/admin/users'),
    detail: route('/admin/users/:id', (id: PathParam) => `/admin/users/${seg(id)}`),
    merchant: route(
      '/admin/users/:id/m/:mid',
      (id: PathParam, merchantId: PathParam) => `/admin/users/${seg(id)}/m/${seg(merchantId)}`,
    ),
    edit: route(
      '/admin/users/:id/edit/:type',
      (id: PathParam, type: string) => `/admin/users/${seg(id)}/edit/${seg(type)}`,
    ),
  },
  reports: adminReportPaths,
  tools: {
    migrateAccounts: staticRoute('/admin/tools/migrate-accounts'),
    platformPayout: staticRoute('/admin/tools/platform-payout'),
    ctas: staticRoute('/admin/tools/ctas'),
    ctaCreate: staticRoute('/admin/tools/ctas/create'),
    ctaEdit: route(
      '/admin/tools/ctas/:id/edit',
      (id: PathParam) => `/admin/tools/ctas/${seg(id)}/edit`,
    ),
    riskWatchList: staticRoute('/admin/tools/risk-watch-list'),
  },
  /** The audit log viewer (beyond the spec), for every merchant or one. */
  audit: route('/admin/audit/:merchantId?', (merchantId?: PathParam) =>
    merchantId === undefined ? '/admin/audit' : `/admin/audit/${seg(merchantId)}`,
  ),
  bulkTools: {
    /** Opens the default tab, add-users. */
    root: staticRoute('/admin/bulk-tools'),
    addUsers: staticRoute('/admin/bulk-tools/add-users'),
    updateRates: staticRoute('/admin/bulk-tools/update-rates'),
    updateAccountStatus: staticRoute('/admin/bulk-tools/update-account-status'),
  },
} as const;
