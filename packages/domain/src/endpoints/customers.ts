import {
  createCustomerSchema,
  customerDetailSchema,
  customerListQuerySchema,
  customerParams,
  customerSchema,
  updateCustomerSchema,
} from '../customers';
import { defineEndpoint } from '../endpoint';
import { merchantIdParams } from '../ids';
import { listPageEnvelope } from '../list-query';
import * as route from '../routes/customers';

/**
 * Customers (part 1 §7 "customer report"). Every call answers 403 "Customers are not enabled
 * for this account." when the account's allowCustomers is off.
 */
const tags = ['customers'];

export const getCustomers = defineEndpoint({
  ...route.getCustomers,
  tags,
  summary: "An account's customers: search, created range, sort, paging or CSV",
  description:
    '`search` matches the name, e-mail or phone digits; `start_date` / `end_date` filter on the day created ' +
    '(days of `timezone`). 10 a page, by name (last, then first). Payments, lifetime volume and active ' +
    'subscriptions are computed for the rows answered (not sortable). `download=csv` (with `columns`) answers a CSV file.',
  params: merchantIdParams,
  query: customerListQuerySchema,
  response: { status: 200, schema: listPageEnvelope(customerSchema) },
  errors: [404],
});

export const getCustomer = defineEndpoint({
  ...route.getCustomer,
  tags,
  summary: 'One customer: totals, payment methods on file, latest payments and subscriptions',
  description: "Another account's customer answers 404 'Customer not found.', like an unknown id.",
  params: customerParams,
  response: { status: 200, schema: customerDetailSchema },
  errors: [404],
});

export const createCustomer = defineEndpoint({
  ...route.createCustomer,
  tags,
  summary: 'Create a customer',
  description: 'First and last name required; the e-mail is stored lower-cased. Audited.',
  params: merchantIdParams,
  body: createCustomerSchema,
  response: { status: 201, schema: customerSchema },
});

export const updateCustomer = defineEndpoint({
  ...route.updateCustomer,
  tags,
  summary: "Edit a customer's name, contact details or address",
  description:
    'Only the fields sent change (null or an empty string clears the e-mail or phone). Audited with the fields changed.',
  params: customerParams,
  body: updateCustomerSchema,
  response: { status: 200, schema: customerDetailSchema.shape.customer },
  errors: [404],
});
