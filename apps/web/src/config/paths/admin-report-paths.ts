import { type PathParam, route, seg, staticRoute, withQuery } from './route';

/** The query a report link may carry, e.g. the profile's quick actions `?merchantid={id}`. */
export interface ReportQuery {
  merchantid?: PathParam;
}

const report = (slug: string) => {
  const pattern = `/admin/reports/${slug}`;
  return route(pattern, (query?: ReportQuery) => withQuery(pattern, { ...query }));
};

/** Admin reports (part 2 §2), under /admin/reports. */
export const adminReportPaths = {
  transactionDetails: report('transaction-details'),
  transactionDetail: route(
    '/admin/reports/transaction-details/:transactionid/:accountid',
    (transactionId: PathParam, accountId: PathParam) =>
      `/admin/reports/transaction-details/${seg(transactionId)}/${seg(accountId)}`,
  ),
  payouts: report('payouts'),
  payoutDetail: route(
    '/admin/reports/payouts/:accountid/:depositid',
    (accountId: PathParam, depositId: PathParam) =>
      `/admin/reports/payouts/${seg(accountId)}/${seg(depositId)}`,
  ),
  processorReconciliation: report('processor-reconciliation'),
  disputes: report('disputes'),
  outageTransactions: report('outage-transactions'),
  interchange: report('interchange'),
  achReturns: report('ach-returns'),
  fundingHold: report('funding-hold'),
  invalid1099k: report('invalid-1099k'),
  emailHistory: report('email-history'),
  pendingAccounts: report('pending-accounts'),
  limits: report('limits'),
  /** Part 2 §7's GET /admin/merchants/pending-migrations as a screen (beyond the spec's list). */
  pendingMigrations: report('pending-migrations'),
  residualFees: report('residual-fees'),
  subscriptions: report('subscriptions'),
  partnerVolume: report('partner-volume'),
  paymentLinksOverview: report('payment-links-overview'),
  /** The admin's scheduled reports (beyond the spec). */
  scheduled: staticRoute('/admin/reports/scheduled'),
  dispute: route(
    '/admin/reports/dispute/:disputeId/:disputeType',
    (disputeId: PathParam, disputeType: string) =>
      `/admin/reports/dispute/${seg(disputeId)}/${seg(disputeType)}`,
  ),
  subscriptionDetails: route(
    '/admin/reports/subscription-details/:accountId/:subscriptionId',
    (accountId: PathParam, subscriptionId: PathParam) =>
      `/admin/reports/subscription-details/${seg(accountId)}/${seg(subscriptionId)}`,
  ),
} as const;
