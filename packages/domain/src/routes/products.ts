import { policies } from '../access';
import { defineRoute } from '../endpoint';

/** Routes of products (the declarations: endpoints/products.ts). */
const access = policies.merchant({ param: 'id' });

export const getProducts = defineRoute({ method: 'GET', path: '/merchants/:id/products', access });

export const getProduct = defineRoute({
  method: 'GET',
  path: '/merchants/:id/products/:productId',
  access,
});

export const getProductAnalytics = defineRoute({
  method: 'GET',
  path: '/merchants/:id/products/:productId/analytics',
  access,
});

export const createProduct = defineRoute({
  method: 'POST',
  path: '/merchants/:id/products',
  access,
  idempotent: true,
});

export const updateProduct = defineRoute({
  method: 'PATCH',
  path: '/merchants/:id/products/:productId',
  access,
  idempotent: true,
});
