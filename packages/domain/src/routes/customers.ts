import { policies } from '../access';
import { defineRoute } from '../endpoint';

/** Routes of customers (the declarations: endpoints/customers.ts). */
const access = policies.merchant({ param: 'id' });

export const getCustomers = defineRoute({
  method: 'GET',
  path: '/merchants/:id/customers',
  access,
});

export const getCustomer = defineRoute({
  method: 'GET',
  path: '/merchants/:id/customers/:customerId',
  access,
});

export const createCustomer = defineRoute({
  method: 'POST',
  path: '/merchants/:id/customers',
  access,
  idempotent: true,
});

export const updateCustomer = defineRoute({
  method: 'PATCH',
  path: '/merchants/:id/customers/:customerId',
  access,
  idempotent: true,
});
