import * as transactions from '@paydesk/domain/endpoints/transactions';
import type { FastifyInstance } from 'fastify';
import { identityOf } from '../../platform/access-policy';
import { serveEndpoint } from '../../platform/endpoint-route';
import { serveList } from '../../platform/lists/list-route';
import { routeMerchant } from '../../platform/route-merchant';
import { transactionList } from './transaction-list';
import {
  callerScope,
  merchantScope,
  transactionDetail,
  transactionSnapshot,
} from './transactions.service';

/** Transactions (part 1 §7 "Merchant data"): lists, CSV, snapshot and the detail. */
export async function transactionRoutes(app: FastifyInstance): Promise<void> {
  const run = app.database.query;

  serveList(app, transactions.getTransactions, {
    list: transactionList,
    scope: (request) => merchantScope(routeMerchant(request)),
  });

  serveEndpoint(app, transactions.getTransactionSnapshot, {
    handler: async (request) => {
      const merchant = routeMerchant(request);
      return transactionSnapshot(run, request.query, merchantScope(merchant), merchant.currency);
    },
  });

  serveEndpoint(app, transactions.getTransaction, {
    handler: async (request) =>
      transactionDetail(run, routeMerchant(request), request.params.transactionId),
  });

  serveList(app, transactions.getAllTransactions, {
    list: transactionList,
    scope: (request) => callerScope(run, identityOf(request), request.query),
  });

  serveEndpoint(app, transactions.getAllTransactionSnapshot, {
    handler: async (request) =>
      transactionSnapshot(
        run,
        request.query,
        await callerScope(run, identityOf(request), request.query),
        'USD',
      ),
  });
}
