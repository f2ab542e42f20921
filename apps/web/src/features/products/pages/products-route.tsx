import { useLocation, useParams } from 'react-router';
import { PricingListPage } from './pricing-list-page';
import { PricingListsPage } from './pricing-lists-page';
import { ProductPage } from './product-page';
import { ProductsPage } from './products-page';

const PRICING_LISTS_PATH = /^\/products\/[^/]+\/pricing-lists\/?$/;

/**
 * /products/:accountId/:productId? and /products/:accountId/pricing-lists/:pricingListId?:
 * one lazy chunk for the four screens, told apart by the parameters (and the bare
 * pricing-lists path, which names neither id).
 */
export function ProductsRoute() {
  const params = useParams();
  const { pathname } = useLocation();
  if (params.pricingListId !== undefined) return <PricingListPage />;
  if (PRICING_LISTS_PATH.test(pathname)) return <PricingListsPage />;
  return params.productId === undefined ? <ProductsPage /> : <ProductPage />;
}
