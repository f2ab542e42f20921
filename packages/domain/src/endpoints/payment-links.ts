import { defineEndpoint } from '../endpoint';
import { merchantIdParams } from '../ids';
import { listPageEnvelope } from '../list-query';
import {
  createPaymentLinkSchema,
  paymentLinkListQuerySchema,
  paymentLinkParams,
  paymentLinkRowSchema,
  paymentLinkSchema,
  sharePaymentLinkResultSchema,
  sharePaymentLinkSchema,
  updatePaymentLinkSchema,
} from '../payment-links';
import * as route from '../routes/payment-links';

/**
 * Payment links (part 2 §7 "payment links CRUD, activate, deactivate, share"), named by their
 * token. Every call answers 403 "Checkout is not enabled for this account." when the
 * account's allowCheckout is off; another account's link answers 404 'Payment link not found.'.
 */
const tags = ['payment-links'];

export const getPaymentLinks = defineEndpoint({
  ...route.getPaymentLinks,
  tags,
  summary: "An account's payment links: search, active filter, sort, paging or CSV",
  description:
    '`search` matches the title; `active=true|false` filters on the switch. Newest first, 10 a page. ' +
    'Payments and volume count approved sales (volume less refunds). `download=csv` answers a CSV file.',
  params: merchantIdParams,
  query: paymentLinkListQuerySchema,
  response: { status: 200, schema: listPageEnvelope(paymentLinkRowSchema) },
});

export const getPaymentLink = defineEndpoint({
  ...route.getPaymentLink,
  tags,
  summary: 'One payment link with its items, state, payments and volume',
  description: 'Its payments: GET /transactions?payment_link_id={id}.',
  params: paymentLinkParams,
  response: { status: 200, schema: paymentLinkSchema },
  errors: [404],
});

export const createPaymentLink = defineEndpoint({
  ...route.createPaymentLink,
  tags,
  summary: 'Create a payment link: products, a fixed amount or an open amount',
  description:
    "Items are this account's active products (at a pricing list's prices when `pricingListId` is set) with " +
    'quantity rules. The token is 22 random base64url characters. Audited.',
  params: merchantIdParams,
  body: createPaymentLinkSchema,
  response: { status: 201, schema: paymentLinkSchema },
  errors: [422],
});

export const updatePaymentLink = defineEndpoint({
  ...route.updatePaymentLink,
  tags,
  summary: "Edit a payment link's title, description, expiry or payment limit",
  description: 'What the link charges cannot change. Audited with the fields changed.',
  params: paymentLinkParams,
  body: updatePaymentLinkSchema,
  response: { status: 200, schema: paymentLinkSchema },
  errors: [404, 422],
});

export const activatePaymentLink = defineEndpoint({
  ...route.activatePaymentLink,
  tags,
  summary: 'Turn a payment link on (idempotent; audited when it changes)',
  params: paymentLinkParams,
  response: { status: 200, schema: paymentLinkSchema },
  errors: [404],
});

export const deactivatePaymentLink = defineEndpoint({
  ...route.deactivatePaymentLink,
  tags,
  summary: 'Turn a payment link off: its page says so (idempotent; audited when it changes)',
  params: paymentLinkParams,
  response: { status: 200, schema: paymentLinkSchema },
  errors: [404],
});

export const sharePaymentLink = defineEndpoint({
  ...route.sharePaymentLink,
  tags,
  summary: 'E-mail the link to an address and count the share',
  description: 'Only an active link is shared (409 otherwise). Audited.',
  params: paymentLinkParams,
  body: sharePaymentLinkSchema,
  response: { status: 200, schema: sharePaymentLinkResultSchema },
  errors: [404, 409],
});
