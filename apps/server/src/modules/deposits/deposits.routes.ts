import * as deposits from '@paydesk/domain/endpoints/deposits';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../platform/endpoint-route';
import { serveList } from '../../platform/lists/list-route';
import { routeMerchant } from '../../platform/route-merchant';
import { batchTransactionList, depositList } from './deposit-lists';
import { batchScope, depositDetail, depositScope } from './deposits.service';

/** Payouts (part 1 §7 "Deposits"): the list, one payout and its transactions. */
export async function depositRoutes(app: FastifyInstance): Promise<void> {
  const run = app.database.query;

  serveList(app, deposits.getDeposits, {
    list: depositList,
    scope: (request) => depositScope(routeMerchant(request)),
  });

  serveEndpoint(app, deposits.getDeposit, {
    handler: async (request) =>
      depositDetail(run, routeMerchant(request), request.params.depositId),
  });

  serveList(app, deposits.getDepositTransactions, {
    list: batchTransactionList,
    scope: (request) => batchScope(run, routeMerchant(request), request.params.depositId),
  });
}
