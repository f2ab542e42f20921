import { policies } from '../access';
import { defineRoute } from '../endpoint';

/**
 * Routes of the back office's merchant reports (the declarations:
 * endpoints/admin-merchant-reports.ts). Each report is guarded by its key of part 2 §6; the
 * spec names the Invalid 1099k key only `{hash}`: Paydesk's is can-view-invalid-1099k-report;
 * pending migrations, the Processor Migration tool's worklist, takes that tool's key.
 * The static paths under /admin/merchants/ win over `/admin/merchants/:id` (Fastify's router
 * prefers a static segment to a parameter).
 */

export const getFundingHoldReport = defineRoute({
  method: 'GET',
  path: '/admin/merchants/funding-hold',
  access: policies.admin('can-view-funding-hold-report'),
});

export const getInvalid1099kReport = defineRoute({
  method: 'GET',
  path: '/admin/merchants/invalid-1099k',
  access: policies.admin('can-view-invalid-1099k-report'),
});

export const getPendingAccountsReport = defineRoute({
  method: 'GET',
  path: '/admin/merchants/pending-accounts',
  access: policies.admin('can-view-pending-accounts-report'),
});

export const getPendingMigrationsReport = defineRoute({
  method: 'GET',
  path: '/admin/merchants/pending-migrations',
  access: policies.admin('can-migrate-merchants'),
});

export const getLimitsReport = defineRoute({
  method: 'GET',
  path: '/admin/limits',
  access: policies.admin('can-view-limit-report'),
});

export const getEmailHistory = defineRoute({
  method: 'GET',
  path: '/admin/email-history',
  access: policies.admin('can-view-email-history-report'),
});

export const downloadEmailHistory = defineRoute({
  method: 'GET',
  path: '/admin/email-history/download',
  access: policies.admin('can-view-email-history-report'),
});
