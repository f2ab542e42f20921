import * as pricingLists from '@paydesk/domain/endpoints/pricing-lists';
import * as products from '@paydesk/domain/endpoints/products';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/access-policy';
import { serveEndpoint } from '../../platform/endpoint-route';
import { serveList } from '../../platform/lists/list-route';
import { routeMerchant } from '../../platform/route-merchant';
import { pricingListList } from './pricing-list-list';
import {
  createPricingList,
  deletePricingList,
  pricingListAnalytics,
  pricingListDetail,
  pricingListScope,
  replacePricingListItems,
  updatePricingList,
} from './pricing-lists.service';
import { productList } from './product-list';
import {
  createProduct,
  productAnalytics,
  productDetail,
  productScope,
  requireCheckoutCatalog,
  updateProduct,
} from './products.service';

/**
 * Products and pricing lists (part 2 §7). Every route needs the account's allowCheckout (403
 * otherwise); the writes check it before their transaction opens.
 */
export async function productRoutes(app: FastifyInstance): Promise<void> {
  const run = app.database.query;
  const flagBeforeTransaction = async (request: Parameters<typeof routeMerchant>[0]) => {
    requireCheckoutCatalog(routeMerchant(request));
    return undefined;
  };

  serveList(app, products.getProducts, {
    list: productList,
    scope: (request) => productScope(routeMerchant(request)),
  });

  serveEndpoint(app, products.getProduct, {
    handler: async (request) =>
      productDetail(run, routeMerchant(request), request.params.productId),
  });

  serveEndpoint(app, products.getProductAnalytics, {
    handler: async (request) =>
      productAnalytics(run, routeMerchant(request), request.params.productId, request.query),
  });

  serveEndpoint(app, products.createProduct, {
    beforeTransaction: flagBeforeTransaction,
    handler: async (request, _reply, tx) =>
      createProduct(tx, routeMerchant(request), actorOf(request), request.body),
  });

  serveEndpoint(app, products.updateProduct, {
    beforeTransaction: flagBeforeTransaction,
    handler: async (request, _reply, tx) =>
      updateProduct(
        tx,
        routeMerchant(request),
        actorOf(request),
        request.params.productId,
        request.body,
      ),
  });

  serveList(app, pricingLists.getPricingLists, {
    list: pricingListList,
    scope: (request) => pricingListScope(routeMerchant(request)),
  });

  serveEndpoint(app, pricingLists.getPricingList, {
    handler: async (request) =>
      pricingListDetail(run, routeMerchant(request), request.params.pricingListId),
  });

  serveEndpoint(app, pricingLists.getPricingListAnalytics, {
    handler: async (request) =>
      pricingListAnalytics(
        run,
        routeMerchant(request),
        request.params.pricingListId,
        request.query,
      ),
  });

  serveEndpoint(app, pricingLists.createPricingList, {
    beforeTransaction: flagBeforeTransaction,
    handler: async (request, _reply, tx) =>
      createPricingList(tx, routeMerchant(request), actorOf(request), request.body),
  });

  serveEndpoint(app, pricingLists.updatePricingList, {
    beforeTransaction: flagBeforeTransaction,
    handler: async (request, _reply, tx) =>
      updatePricingList(
        tx,
        routeMerchant(request),
        actorOf(request),
        request.params.pricingListId,
        request.body,
      ),
  });

  serveEndpoint(app, pricingLists.replacePricingListItems, {
    beforeTransaction: flagBeforeTransaction,
    handler: async (request, _reply, tx) =>
      replacePricingListItems(
        tx,
        routeMerchant(request),
        actorOf(request),
        request.params.pricingListId,
        request.body,
      ),
  });

  serveEndpoint(app, pricingLists.deletePricingList, {
    beforeTransaction: flagBeforeTransaction,
    handler: async (request, _reply, tx) => {
      await deletePricingList(
        tx,
        routeMerchant(request),
        actorOf(request),
        request.params.pricingListId,
      );
      return undefined;
    },
  });
}
