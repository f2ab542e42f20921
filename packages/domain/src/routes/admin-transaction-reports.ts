import { policies } from '../access';
import { defineRoute } from '../endpoint';

/**
 * The back office's transaction details, payouts and processor reconciliation reports (the
 * declarations: endpoints/admin-transaction-reports.ts), each behind its key of part 2 §6.
 */
const transactions = policies.admin('can-view-transaction-report');
const deposits = policies.admin('can-view-deposit-report');
const reconciliation = policies.admin('can-view-processor-reconciliation-report');

export const getAdminTransactions = defineRoute({
  method: 'GET',
  path: '/admin/transactions',
  access: transactions,
});

export const getAdminTransaction = defineRoute({
  method: 'GET',
  path: '/admin/transactions/:merchantId/:transactionId',
  access: transactions,
});

export const getAdminDeposits = defineRoute({
  method: 'GET',
  path: '/admin/deposits',
  access: deposits,
});

export const getAdminDeposit = defineRoute({
  method: 'GET',
  path: '/admin/deposits/:merchantId/:depositId',
  access: deposits,
});

export const getAdminDepositTransactions = defineRoute({
  method: 'GET',
  path: '/admin/deposits/:merchantId/:depositId/transactions',
  access: deposits,
});

export const getProcessorReconciliation = defineRoute({
  method: 'GET',
  path: '/admin/merchants/processor-reconciliation',
  access: reconciliation,
});
