import { type RouteObject, redirect } from 'react-router';
import { paths } from '../../config/paths';

const a = paths.admin;
const r = a.reports;

/** Admin back office routes (part 2 §2), rendered inside the admin shell. */
export const adminRoutes: RouteObject[] = [
  ...[a.root.pattern, a.dashboard.pattern].map(
    (path): RouteObject => ({
      path,
      lazy: {
        Component: async () =>
          (
            await import('../../features/admin-dashboard/load-admin-dashboard-route')
          ).loadAdminDashboardPage(),
      },
    }),
  ),
  {
    path: a.twoFactor.pattern,
    lazy: {
      Component: async () =>
        (await import('../../features/two-factor/load-two-factor-route')).loadTwoFactorPage(),
    },
  },
  {
    path: a.merchants.list.pattern,
    lazy: {
      Component: async () =>
        (
          await import('../../features/admin-merchants/load-admin-merchants-route')
        ).loadAdminMerchantsPage(),
    },
  },
  {
    path: a.merchants.profile.pattern,
    lazy: {
      Component: async () =>
        (
          await import('../../features/admin-merchant-profile/load-merchant-profile-route')
        ).default(),
    },
  },
  {
    path: a.audit.pattern,
    lazy: {
      Component: async () =>
        (await import('../../features/admin-audit/load-audit-log-route')).loadAuditLogPage(),
    },
  },
  {
    path: a.partners.list.pattern,
    lazy: {
      Component: async () =>
        (
          await import('../../features/admin-partners/load-admin-partners-route')
        ).loadPartnersPage(),
    },
  },
  {
    path: a.partners.create.pattern,
    lazy: {
      Component: async () =>
        (
          await import('../../features/admin-partners/load-admin-partners-route')
        ).loadPartnerCreatePage(),
    },
  },
  {
    path: a.partners.profile.pattern,
    lazy: {
      Component: async () =>
        (
          await import('../../features/admin-partners/load-admin-partners-route')
        ).loadPartnerProfilePage(),
    },
  },
  {
    path: a.rates.list.pattern,
    lazy: {
      Component: async () =>
        (await import('../../features/admin-rates/load-admin-rates-route')).loadRatesPage(),
    },
  },
  {
    path: a.rates.profile.pattern,
    lazy: {
      Component: async () =>
        (await import('../../features/admin-rates/load-admin-rates-route')).loadRateProfilePage(),
    },
  },
  {
    path: a.users.list.pattern,
    lazy: {
      Component: async () =>
        (await import('../../features/admin-users/load-admin-users-route')).loadAdminUsersPage(),
    },
  },
  {
    path: a.users.detail.pattern,
    lazy: {
      Component: async () =>
        (await import('../../features/admin-users/load-admin-users-route')).loadAdminUserPage(),
    },
  },
  {
    path: a.users.merchant.pattern,
    lazy: {
      Component: async () =>
        (
          await import('../../features/admin-users/load-admin-users-route')
        ).loadAdminUserMerchantPage(),
    },
  },
  {
    path: a.users.edit.pattern,
    lazy: {
      Component: async () =>
        (await import('../../features/admin-users/load-admin-users-route')).loadAdminUserEditPage(),
    },
  },
  {
    path: r.transactionDetails.pattern,
    lazy: {
      Component: async () =>
        (
          await import('../../features/admin-transaction-reports/load-transaction-reports-route')
        ).loadTransactionDetailsPage(),
    },
  },
  {
    path: r.transactionDetail.pattern,
    lazy: {
      Component: async () =>
        (
          await import('../../features/admin-transaction-reports/load-transaction-reports-route')
        ).loadTransactionDetailPage(),
    },
  },
  {
    path: r.payouts.pattern,
    lazy: {
      Component: async () =>
        (
          await import('../../features/admin-transaction-reports/load-transaction-reports-route')
        ).loadPayoutsPage(),
    },
  },
  {
    path: r.payoutDetail.pattern,
    lazy: {
      Component: async () =>
        (
          await import('../../features/admin-transaction-reports/load-transaction-reports-route')
        ).loadPayoutDetailPage(),
    },
  },
  {
    path: r.processorReconciliation.pattern,
    lazy: {
      Component: async () =>
        (
          await import('../../features/admin-transaction-reports/load-transaction-reports-route')
        ).loadReconciliationPage(),
    },
  },
  {
    path: r.disputes.pattern,
    lazy: {
      Component: async () =>
        (
          await import('../../features/admin-dispute-reports/load-dispute-reports-route')
        ).loadAdminDisputesPage(),
    },
  },
  {
    path: r.outageTransactions.pattern,
    lazy: {
      Component: async () =>
        (
          await import('../../features/admin-dispute-reports/load-dispute-reports-route')
        ).loadOutageTransactionsPage(),
    },
  },
  {
    path: r.interchange.pattern,
    lazy: {
      Component: async () =>
        (
          await import('../../features/admin-dispute-reports/load-dispute-reports-route')
        ).loadInterchangePage(),
    },
  },
  {
    path: r.achReturns.pattern,
    lazy: {
      Component: async () =>
        (
          await import('../../features/admin-dispute-reports/load-dispute-reports-route')
        ).loadAchReturnsPage(),
    },
  },
  {
    path: r.fundingHold.pattern,
    lazy: {
      Component: async () =>
        (
          await import('../../features/admin-merchant-reports/load-merchant-reports-route')
        ).loadFundingHoldPage(),
    },
  },
  {
    path: r.invalid1099k.pattern,
    lazy: {
      Component: async () =>
        (
          await import('../../features/admin-merchant-reports/load-merchant-reports-route')
        ).loadInvalid1099kPage(),
    },
  },
  {
    path: r.emailHistory.pattern,
    lazy: {
      Component: async () =>
        (
          await import('../../features/admin-merchant-reports/load-merchant-reports-route')
        ).loadEmailHistoryPage(),
    },
  },
  {
    path: r.pendingAccounts.pattern,
    lazy: {
      Component: async () =>
        (
          await import('../../features/admin-merchant-reports/load-merchant-reports-route')
        ).loadPendingAccountsPage(),
    },
  },
  {
    path: r.limits.pattern,
    lazy: {
      Component: async () =>
        (
          await import('../../features/admin-merchant-reports/load-merchant-reports-route')
        ).loadLimitsPage(),
    },
  },
  {
    path: r.pendingMigrations.pattern,
    lazy: {
      Component: async () =>
        (
          await import('../../features/admin-merchant-reports/load-merchant-reports-route')
        ).loadPendingMigrationsPage(),
    },
  },
  {
    path: r.residualFees.pattern,
    lazy: {
      Component: async () =>
        (
          await import('../../features/admin-partner-reports/load-partner-reports-route')
        ).loadResidualFeesPage(),
    },
  },
  {
    path: r.subscriptions.pattern,
    lazy: {
      Component: async () =>
        (
          await import('../../features/subscriptions/load-subscriptions-route')
        ).loadStaffSubscriptionsPage(),
    },
  },
  {
    path: r.partnerVolume.pattern,
    lazy: {
      Component: async () =>
        (
          await import('../../features/admin-partner-reports/load-partner-reports-route')
        ).loadPartnerVolumePage(),
    },
  },
  {
    path: r.paymentLinksOverview.pattern,
    lazy: {
      Component: async () =>
        (
          await import('../../features/admin-partner-reports/load-partner-reports-route')
        ).loadPaymentLinksOverviewPage(),
    },
  },
  {
    path: r.scheduled.pattern,
    lazy: {
      Component: async () =>
        (
          await import('../../features/admin-report-schedules/load-report-schedules-route')
        ).loadReportSchedulesPage(),
    },
  },
  {
    path: r.dispute.pattern,
    lazy: {
      Component: async () =>
        (
          await import('../../features/dispute-detail/load-dispute-detail-route')
        ).loadAdminDisputeDetailPage(),
    },
  },
  {
    path: r.subscriptionDetails.pattern,
    lazy: {
      Component: async () =>
        (
          await import('../../features/subscriptions/load-subscriptions-route')
        ).loadStaffSubscriptionPage(),
    },
  },
  {
    path: a.tools.migrateAccounts.pattern,
    lazy: {
      Component: async () =>
        (
          await import('../../features/admin-migrations/load-admin-migrations-route')
        ).loadMigrateAccountsPage(),
    },
  },
  {
    path: a.tools.platformPayout.pattern,
    lazy: {
      Component: async () =>
        (
          await import('../../features/admin-platform-payout/load-platform-payout-route')
        ).loadPlatformPayoutPage(),
    },
  },
  {
    path: a.tools.ctas.pattern,
    lazy: {
      Component: async () =>
        (await import('../../features/admin-ctas/load-admin-ctas-route')).loadCtasPage(),
    },
  },
  {
    path: a.tools.ctaCreate.pattern,
    lazy: {
      Component: async () =>
        (await import('../../features/admin-ctas/load-admin-ctas-route')).loadCtaCreatePage(),
    },
  },
  {
    path: a.tools.ctaEdit.pattern,
    lazy: {
      Component: async () =>
        (await import('../../features/admin-ctas/load-admin-ctas-route')).loadCtaEditPage(),
    },
  },
  {
    path: a.tools.riskWatchList.pattern,
    lazy: {
      Component: async () =>
        (
          await import('../../features/admin-bank-watch/load-admin-bank-watch-route')
        ).loadBankWatchPage(),
    },
  },
  { path: a.bulkTools.root.pattern, loader: () => redirect(a.bulkTools.addUsers.href()) },
  ...[a.bulkTools.addUsers, a.bulkTools.updateRates, a.bulkTools.updateAccountStatus].map(
    (route): RouteObject => ({
      path: route.pattern,
      lazy: {
        Component: async () =>
          (
            await import('../../features/admin-bulk-tools/load-admin-bulk-tools-route')
          ).loadBulkToolsPage(),
      },
    }),
  ),
];
