import { type RouteObject, redirect } from 'react-router';
import { paths } from '../../config/paths';
import { placeholder } from './placeholder';

const page = (path: string, title: string): RouteObject => ({ path, lazy: placeholder(title) });
const a = paths.admin;
const r = a.reports;

/** Admin back office routes (part 2 §2), rendered inside the admin shell. */
export const adminRoutes: RouteObject[] = [
  page(a.root.pattern, 'Admin dashboard'),
  page(a.dashboard.pattern, 'Admin dashboard'),
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
  page(r.transactionDetails.pattern, 'Transaction Details'),
  page(r.transactionDetail.pattern, 'Transaction'),
  page(r.payouts.pattern, 'Payouts'),
  page(r.payoutDetail.pattern, 'Payout'),
  page(r.processorReconciliation.pattern, 'Processor Reconciliation'),
  page(r.disputes.pattern, 'Disputes'),
  page(r.outageTransactions.pattern, 'Outage Transactions'),
  page(r.interchange.pattern, 'Interchange'),
  page(r.achReturns.pattern, 'ACH Returns'),
  page(r.fundingHold.pattern, 'Funding Hold'),
  page(r.invalid1099k.pattern, 'Invalid 1099k'),
  page(r.emailHistory.pattern, 'Email History'),
  page(r.pendingAccounts.pattern, 'Pending Accounts'),
  page(r.limits.pattern, 'Limits'),
  page(r.residualFees.pattern, 'Residual Fees'),
  page(r.subscriptions.pattern, 'Subscriptions'),
  page(r.partnerVolume.pattern, 'Partner Volume'),
  page(r.paymentLinksOverview.pattern, 'Payment Links Overview'),
  page(r.dispute.pattern, 'Dispute'),
  page(r.subscriptionDetails.pattern, 'Subscription'),
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
