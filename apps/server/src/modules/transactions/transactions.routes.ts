import * as transactions from '@paydesk/domain/endpoints/transactions';
import type { FastifyInstance } from 'fastify';
import { actorOf, identityOf } from '../../platform/access-policy';
import { serveEndpoint } from '../../platform/endpoint-route';
import { serveList } from '../../platform/lists/list-route';
import { routeMerchant } from '../../platform/route-merchant';
import { paymentInfo, takePayment } from './terminal.service';
import { refundTransaction, voidTransaction } from './transaction-actions.service';
import { transactionList } from './transaction-list';
import {
  callerScope,
  merchantScope,
  transactionDetail,
  transactionSnapshot,
} from './transactions.service';

/**
 * Transactions (part 1 §7 "Merchant data"): lists, CSV, snapshot and the detail; refund, void
 * and the virtual terminal (their merchant comes from the body or query, checked by the guard).
 */
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

  serveEndpoint(app, transactions.refundTransaction, {
    handler: async (request, _reply, tx) =>
      refundTransaction(app, tx, routeMerchant(request), actorOf(request), {
        transactionId: request.params.transactionId,
        amount: request.body.amount,
      }),
  });

  serveEndpoint(app, transactions.voidTransaction, {
    handler: async (request, _reply, tx) =>
      voidTransaction(app, tx, routeMerchant(request), actorOf(request), {
        transactionId: request.params.transactionId,
      }),
  });

  serveEndpoint(app, transactions.createTransaction, {
    handler: async (request, _reply, tx) =>
      takePayment(app, tx, routeMerchant(request), actorOf(request), request.body),
  });

  serveEndpoint(app, transactions.getPaymentInfo, {
    handler: async (request, _reply, db) =>
      paymentInfo(db, routeMerchant(request), app.clock.now()),
  });
}
