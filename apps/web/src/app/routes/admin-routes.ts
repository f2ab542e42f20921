import { type RouteObject, redirect } from 'react-router';
import { paths } from '../../config/paths';
import { placeholder } from './placeholder';

const page = (path: string, title: string): RouteObject => ({ path, lazy: placeholder(title) });
const a = paths.admin;
const r = a.reports;

/** Admin back office routes (part 2 §2), rendered inside the admin shell. */
export const adminRoutes: RouteObject[] = [
  ...[a.root.pattern, a.dashboard.pattern].map(
    (path): RouteObject => ({
      path,
      lazy: {
        Component: async () =>
          (await import('../../features/admin-dashboard/pages/admin-dashboard-page'))
            .AdminDashboardPage,
      },
    }),
  ),
  {
    path: a.merchants.list.pattern,
    lazy: {
      Component: async () =>
        (await import('../../features/admin-merchants/pages/admin-merchants-page'))
          .AdminMerchantsPage,
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
        (await import('../../features/admin-audit/pages/audit-log-page')).AuditLogPage,
    },
  },
  page(a.partners.list.pattern, 'Partners'),
  page(a.partners.create.pattern, 'New partner'),
  page(a.partners.profile.pattern, 'Partner'),
  page(a.rates.list.pattern, 'Rates'),
  page(a.rates.profile.pattern, 'Rate'),
  page(a.users.list.pattern, 'Users'),
  page(a.users.detail.pattern, 'User'),
  page(a.users.merchant.pattern, 'User'),
  page(a.users.edit.pattern, 'Edit user'),
  {
    path: r.transactionDetails.pattern,
    lazy: {
      Component: async () =>
        (await import('../../features/admin-transaction-reports/pages/transaction-details-page'))
          .TransactionDetailsPage,
    },
  },
  {
    path: r.transactionDetail.pattern,
    lazy: {
      Component: async () =>
        (await import('../../features/admin-transaction-reports/pages/transaction-detail-page'))
          .TransactionDetailPage,
    },
  },
  {
    path: r.payouts.pattern,
    lazy: {
      Component: async () =>
        (await import('../../features/admin-transaction-reports/pages/payouts-page')).PayoutsPage,
    },
  },
  {
    path: r.payoutDetail.pattern,
    lazy: {
      Component: async () =>
        (await import('../../features/admin-transaction-reports/pages/payout-detail-page'))
          .PayoutDetailPage,
    },
  },
  {
    path: r.processorReconciliation.pattern,
    lazy: {
      Component: async () =>
        (await import('../../features/admin-transaction-reports/pages/reconciliation-page'))
          .ReconciliationPage,
    },
  },
  {
    path: r.disputes.pattern,
    lazy: {
      Component: async () =>
        (await import('../../features/admin-dispute-reports/pages/admin-disputes-page'))
          .AdminDisputesPage,
    },
  },
  {
    path: r.outageTransactions.pattern,
    lazy: {
      Component: async () =>
        (await import('../../features/admin-dispute-reports/pages/outage-transactions-page'))
          .OutageTransactionsPage,
    },
  },
  {
    path: r.interchange.pattern,
    lazy: {
      Component: async () =>
        (await import('../../features/admin-dispute-reports/pages/interchange-page'))
          .InterchangePage,
    },
  },
  {
    path: r.achReturns.pattern,
    lazy: {
      Component: async () =>
        (await import('../../features/admin-dispute-reports/pages/ach-returns-page'))
          .AchReturnsPage,
    },
  },
  {
    path: r.fundingHold.pattern,
    lazy: {
      Component: async () =>
        (await import('../../features/admin-merchant-reports/pages/funding-hold-page'))
          .FundingHoldPage,
    },
  },
  {
    path: r.invalid1099k.pattern,
    lazy: {
      Component: async () =>
        (await import('../../features/admin-merchant-reports/pages/invalid-1099k-page'))
          .Invalid1099kPage,
    },
  },
  {
    path: r.emailHistory.pattern,
    lazy: {
      Component: async () =>
        (await import('../../features/admin-merchant-reports/pages/email-history-page'))
          .EmailHistoryPage,
    },
  },
  {
    path: r.pendingAccounts.pattern,
    lazy: {
      Component: async () =>
        (await import('../../features/admin-merchant-reports/pages/pending-accounts-page'))
          .PendingAccountsPage,
    },
  },
  {
    path: r.limits.pattern,
    lazy: {
      Component: async () =>
        (await import('../../features/admin-merchant-reports/pages/limits-page')).LimitsPage,
    },
  },
  {
    path: r.pendingMigrations.pattern,
    lazy: {
      Component: async () =>
        (await import('../../features/admin-merchant-reports/pages/pending-migrations-page'))
          .PendingMigrationsPage,
    },
  },
  {
    path: r.residualFees.pattern,
    lazy: {
      Component: async () =>
        (await import('../../features/admin-partner-reports/pages/residual-fees-page'))
          .ResidualFeesPage,
    },
  },
  {
    path: r.subscriptions.pattern,
    lazy: {
      Component: async () =>
        (await import('../../features/subscriptions/pages/staff-subscriptions-page'))
          .StaffSubscriptionsPage,
    },
  },
  {
    path: r.partnerVolume.pattern,
    lazy: {
      Component: async () =>
        (await import('../../features/admin-partner-reports/pages/partner-volume-page'))
          .PartnerVolumePage,
    },
  },
  {
    path: r.paymentLinksOverview.pattern,
    lazy: {
      Component: async () =>
        (await import('../../features/admin-partner-reports/pages/payment-links-overview-page'))
          .PaymentLinksOverviewPage,
    },
  },
  {
    path: r.scheduled.pattern,
    lazy: {
      Component: async () =>
        (await import('../../features/admin-report-schedules/pages/report-schedules-page'))
          .ReportSchedulesPage,
    },
  },
  {
    path: r.dispute.pattern,
    lazy: {
      Component: async () =>
        (await import('../../features/dispute-detail/pages/admin-dispute-detail-page'))
          .AdminDisputeDetailPage,
    },
  },
  {
    path: r.subscriptionDetails.pattern,
    lazy: {
      Component: async () =>
        (await import('../../features/subscriptions/pages/staff-subscription-page'))
          .StaffSubscriptionPage,
    },
  },
  page(a.tools.migrateAccounts.pattern, 'Processor Migration'),
  page(a.tools.platformPayout.pattern, 'Platform Payout'),
  page(a.tools.ctas.pattern, 'Call to Action Manager'),
  page(a.tools.ctaCreate.pattern, 'New call to action'),
  page(a.tools.ctaEdit.pattern, 'Edit call to action'),
  page(a.tools.riskWatchList.pattern, 'Risk Watch List'),
  { path: a.bulkTools.root.pattern, loader: () => redirect(a.bulkTools.addUsers.href()) },
  page(a.bulkTools.addUsers.pattern, 'Bulk Operations'),
  page(a.bulkTools.updateRates.pattern, 'Bulk Operations'),
  page(a.bulkTools.updateAccountStatus.pattern, 'Bulk Operations'),
];
