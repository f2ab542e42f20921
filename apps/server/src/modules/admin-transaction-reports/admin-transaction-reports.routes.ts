import * as endpoints from '@paydesk/domain/endpoints/admin-transaction-reports';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../platform/endpoint-route';
import { serveList } from '../../platform/lists/list-route';
import { readOfMerchant, reportScope } from '../../platform/lists/report-scope';
import { batchScope, batchTransactionList, depositDetail } from '../deposits/deposits.service';
import { transactionDetail } from '../transactions/transactions.service';
import { adminDepositList, adminTransactionList, transactionScopeOf } from './admin-report-lists';
import { reconciliationDetailList, reconciliationList } from './reconciliation-lists';

/**
 * The back office's transaction details, payouts and processor reconciliation reports (part 2
 * §2, §7), over every merchant or one (`merchantid`), each behind its key of part 2 §6. One
 * transaction or payout of a merchant is answered as the merchant's own screens answer it
 * (read-only here).
 */
export async function adminTransactionReportRoutes(app: FastifyInstance): Promise<void> {
  const run = app.database.query;
  const db = app.database.db;

  serveList(app, endpoints.getAdminTransactions, {
    list: adminTransactionList,
    scope: async (request) => transactionScopeOf(await reportScope(db, request.query.merchantid)),
  });

  serveEndpoint(app, endpoints.getAdminTransaction, {
    handler: ({ params }) =>
      readOfMerchant(db, params.merchantId, (merchant) =>
        transactionDetail(run, merchant, params.transactionId),
      ),
  });

  serveList(app, endpoints.getAdminDeposits, {
    list: adminDepositList,
    scope: (request) => reportScope(db, request.query.merchantid),
  });

  serveEndpoint(app, endpoints.getAdminDeposit, {
    handler: ({ params }) =>
      readOfMerchant(db, params.merchantId, (merchant) =>
        depositDetail(run, merchant, params.depositId),
      ),
  });

  serveList(app, endpoints.getAdminDepositTransactions, {
    list: batchTransactionList,
    scope: ({ params }) =>
      readOfMerchant(db, params.merchantId, (merchant) =>
        batchScope(run, merchant, params.depositId),
      ),
  });

  // One call, two lists: the payouts, or with detail=true one payout's transactions. Which
  // lines differ changes with a row's update, not only with new rows: the snapshot (`asOf`)
  // does not pin it, so a mismatched-only query keeps no counts or page positions.
  serveList(app, endpoints.getProcessorReconciliation, {
    list: (query) => (query.detail ? reconciliationDetailList : reconciliationList),
    scope: (request) => reportScope(db, request.query.merchantid),
    cached: (query) => !query.mismatched_only,
  });
}
