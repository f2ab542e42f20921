import {
  checkoutDashboardQuerySchema,
  checkoutDashboardSchema,
  checkoutSettingsSchema,
  updateCheckoutSettingsSchema,
} from '../checkout';
import { defineEndpoint } from '../endpoint';
import { merchantIdParams } from '../ids';
import * as route from '../routes/checkout';

/**
 * Checkout settings and dashboard (part 2 §7). Every call answers 403 "Checkout is not
 * enabled for this account." when the account's allowCheckout is off.
 */
const tags = ['checkout'];

export const getCheckoutSettings = defineEndpoint({
  ...route.getCheckoutSettings,
  tags,
  summary: "The account's pay-page settings (defaults until saved)",
  description:
    'Brand colour, logo, success message and URL, accepted methods, receipts. `allowCardPayment` / ' +
    "`allowAchPayment` are the account's settings the accepted methods must stay within.",
  params: merchantIdParams,
  response: { status: 200, schema: checkoutSettingsSchema },
});

export const updateCheckoutSettings = defineEndpoint({
  ...route.updateCheckoutSettings,
  tags,
  summary: "Save the account's pay-page settings",
  description:
    'Every field is sent. The logo is a file of this account uploaded with type `checkout-images` (an image); ' +
    "a method the account does not allow is refused (422 with the field's message). Audited.",
  params: merchantIdParams,
  body: updateCheckoutSettingsSchema,
  response: { status: 200, schema: checkoutSettingsSchema },
  errors: [422],
});

export const getCheckoutDashboard = defineEndpoint({
  ...route.getCheckoutDashboard,
  tags,
  summary:
    'Payment links over a range: volume, payments, active links, conversion, top links, days',
  description:
    'Approved payment-link sales in the range (days of `timezone`). Conversion is the share of links active now ' +
    'that took at least one payment in the range (no page-view counter is kept).',
  params: merchantIdParams,
  query: checkoutDashboardQuerySchema,
  response: { status: 200, schema: checkoutDashboardSchema },
});
