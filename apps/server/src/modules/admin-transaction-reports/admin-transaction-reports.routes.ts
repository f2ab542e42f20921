import * as endpoints from '@paydesk/domain/endpoints/admin-transaction-reports';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../platform/endpoint-route';
import { attachment } from '../../platform/lists/csv';
import { csvStream, readPage } from '../../platform/lists/list-reader';
import { serveList } from '../../platform/lists/list-route';
import { PageCache } from '../../platform/lists/page-cache';
import { batchTransactionList } from '../deposits/deposits.service';
import { adminDepositList, adminTransactionList, transactionScopeOf } from './admin-report-lists';
import {
  merchantPayout,
  merchantPayoutBatch,
  merchantTransaction,
  reportScope,
} from './admin-transaction-reports.service';
import { reconciliationDetailList, reconciliationList } from './reconciliation-lists';

/**
 * The back office's transaction details, payouts and processor reconciliation reports (part 2
 * §2, §7), over every merchant or one (`merchantid`), each behind its key of part 2 §6.
 */
export async function adminTransactionReportRoutes(app: FastifyInstance): Promise<void> {
  const run = app.database.query;
  const db = app.database.db;

  serveList(app, endpoints.getAdminTransactions, {
    list: adminTransactionList,
    scope: async (request) => transactionScopeOf(await reportScope(db, request.query.merchantid)),
  });

  serveEndpoint(app, endpoints.getAdminTransaction, {
    handler: async (request) => merchantTransaction(db, run, request.params),
  });

  serveList(app, endpoints.getAdminDeposits, {
    list: adminDepositList,
    scope: (request) => reportScope(db, request.query.merchantid),
  });

  serveEndpoint(app, endpoints.getAdminDeposit, {
    handler: async (request) => merchantPayout(db, run, request.params),
  });

  serveList(app, endpoints.getAdminDepositTransactions, {
    list: batchTransactionList,
    scope: (request) => merchantPayoutBatch(db, run, request.params),
  });

  // Which lines differ changes with a row's update, not only with new rows: the snapshot
  // (`asOf`) does not pin it, so its counts and page positions are never kept.
  const uncached = new PageCache(0);
  // One call, two lists: the payouts, or with detail=true one payout's transactions.
  serveEndpoint(app, endpoints.getProcessorReconciliation, {
    handler: async (request, reply) => {
      const query = request.query;
      const list = query.detail ? reconciliationDetailList : reconciliationList;
      const scope = await reportScope(db, query.merchantid);
      if (query.download !== 'csv') {
        const cache = query.mismatched_only ? uncached : app.listCache;
        return readPage(run, cache, list, query, scope);
      }
      const file = await csvStream(app.database, list, query, scope);
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(list.fileName(query, scope)));
      return reply.send(file) as never;
    },
  });
}
