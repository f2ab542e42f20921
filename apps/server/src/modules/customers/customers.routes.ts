import * as customers from '@paydesk/domain/endpoints/customers';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/access-policy';
import { serveEndpoint } from '../../platform/endpoint-route';
import { serveList } from '../../platform/lists/list-route';
import { routeMerchant } from '../../platform/route-merchant';
import { customerList } from './customer-list';
import {
  createCustomer,
  customerDetail,
  customerScope,
  requireCustomers,
  updateCustomer,
} from './customers.service';

/**
 * Customers (part 1 §7 "customer report"): the list, one customer, create and edit. Every
 * route needs the account's allowCustomers (403 otherwise); the writes check it before their
 * transaction opens.
 */
export async function customerRoutes(app: FastifyInstance): Promise<void> {
  const run = app.database.query;
  const flagBeforeTransaction = async (request: Parameters<typeof routeMerchant>[0]) => {
    requireCustomers(routeMerchant(request));
    return undefined;
  };

  serveList(app, customers.getCustomers, {
    list: customerList,
    scope: (request) => customerScope(routeMerchant(request)),
  });

  serveEndpoint(app, customers.getCustomer, {
    handler: async (request) =>
      customerDetail(run, routeMerchant(request), request.params.customerId),
  });

  serveEndpoint(app, customers.createCustomer, {
    beforeTransaction: flagBeforeTransaction,
    handler: async (request, _reply, tx) =>
      createCustomer(tx, routeMerchant(request), actorOf(request), request.body),
  });

  serveEndpoint(app, customers.updateCustomer, {
    beforeTransaction: flagBeforeTransaction,
    handler: async (request, _reply, tx) =>
      updateCustomer(
        tx,
        routeMerchant(request),
        actorOf(request),
        request.params.customerId,
        request.body,
      ),
  });
}
