import { policies } from '../access';
import { defineRoute } from '../endpoint';

/**
 * The back office's disputes, ACH returns, outage transactions and interchange reports (the
 * declarations: endpoints/admin-dispute-reports.ts). Disputes and ACH returns are behind
 * can-view-chargeback-report (part 2 §6 names no key for ACH returns: docs/reports.md),
 * outages behind can-view-outage-report; Interchange is shown to every admin.
 */
const chargebacks = policies.admin('can-view-chargeback-report');
const outages = policies.admin('can-view-outage-report');
const everyAdmin = policies.admin();

export const getAdminDisputes = defineRoute({
  method: 'GET',
  path: '/admin/disputes',
  access: chargebacks,
});

export const getAdminDispute = defineRoute({
  method: 'GET',
  path: '/admin/disputes/:disputeId/:type',
  access: chargebacks,
});

export const getAdminAchReturns = defineRoute({
  method: 'GET',
  path: '/admin/ach-returns',
  access: chargebacks,
});

export const getOutageTransactions = defineRoute({
  method: 'GET',
  path: '/admin/outage-transactions',
  access: outages,
});

/** The older processor's (id 2) interchange. */
export const getInterchangeReport = defineRoute({
  method: 'GET',
  path: '/admin/interchange/report',
  access: everyAdmin,
});

/** The newer processor's (id 3) interchange. */
export const getNewerInterchangeReport = defineRoute({
  method: 'GET',
  path: '/admin/interchange/stripe-report',
  access: everyAdmin,
});
