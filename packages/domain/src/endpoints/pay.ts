import { defineEndpoint } from '../endpoint';
import {
  payImageParams,
  payPageSchema,
  payParams,
  payRequestSchema,
  payResultSchema,
} from '../pay';
import * as route from '../routes/pay';

/** The hosted pay page's public calls: no sign-in, rate limited per IP. */
const tags = ['pay'];

export const getPayPage = defineEndpoint({
  ...route.getPayPage,
  tags,
  summary: 'A payment link as its payer sees it',
  description:
    "The merchant's name and branding, items with prices, amount rules, accepted methods, and the link's state: " +
    'a link that is deactivated, expired or at its limit answers its `message` (200). Unknown token: 404.',
  params: payParams,
  response: { status: 200, schema: payPageSchema },
  errors: [404, 429],
});

export const getPayImage = defineEndpoint({
  ...route.getPayImage,
  tags,
  summary: "An image the link shows: the merchant's checkout logo or an item's product image",
  description: 'Any other file answers 404.',
  params: payImageParams,
  response: { status: 200, schema: null, contentType: 'image/*' },
  errors: [404, 429],
});

export const payPaymentLink = defineEndpoint({
  ...route.payPaymentLink,
  tags,
  summary: 'Pay a payment link by card or ACH',
  description:
    'Charged through the simulated processor; approved and declined payments both land in the ledger (201 with ' +
    '`outcome`). A link that takes no payment (deactivated, expired, at its limit): 409 with the payer ' +
    'message. The card or account number goes to the processor only. Send an Idempotency-Key: a retry replays the first answer.',
  params: payParams,
  body: payRequestSchema,
  response: { status: 201, schema: payResultSchema },
  errors: [404, 409, 422, 429],
});
