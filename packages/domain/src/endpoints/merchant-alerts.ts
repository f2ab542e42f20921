import { defineEndpoint } from '../endpoint';
import { merchantIdParams } from '../ids';
import {
  createMerchantAlertSchema,
  merchantAlertBannersSchema,
  merchantAlertItemParams,
  merchantAlertListSchema,
  merchantAlertParams,
  merchantAlertSchema,
} from '../merchant-alerts';
import * as route from '../routes/merchant-alerts';

/**
 * Merchant alerts (part 2 §3 "Merchant alert", §4 "Alerts", §7 /alert). Every change writes a
 * change-history row (grouping Miscellaneous, field `alert`) and an audit row
 * (merchant-alert-create, -activate, -deactivate, -delete); a change that changes nothing
 * (activating an active alert) writes neither.
 */
const tags = ['admin merchants'];

export const getMerchantAlerts = defineEndpoint({
  ...route.getMerchantAlerts,
  tags,
  summary: "A merchant's alerts, active and inactive, newest first",
  params: merchantAlertParams,
  response: { status: 200, schema: merchantAlertListSchema },
  errors: [404],
});

export const createMerchantAlert = defineEndpoint({
  ...route.createMerchantAlert,
  tags,
  summary: 'Create an alert on a merchant account',
  description:
    '`type` information, notice, warning or error; `title` 1–100 and `message` 1–1000 characters ' +
    '(trimmed); active at once unless `is_active` is false. An active alert shows as a banner on the ' +
    "profile and on the merchant's dashboard. History: field `alert`, new value 'Type: title (active)'. " +
    'Audited merchant-alert-create (merchant and alert ids, type, title).',
  params: merchantAlertParams,
  body: createMerchantAlertSchema,
  response: { status: 201, schema: merchantAlertSchema },
  errors: [404],
});

export const activateMerchantAlert = defineEndpoint({
  ...route.activateMerchantAlert,
  tags,
  summary: 'Activate an alert (a GET that changes state, as part 2 §7 has it)',
  description:
    'A GET because part 2 §7 calls it so; it changes state, so it runs like a POST: one transaction, ' +
    'an optional Idempotency-Key, a history row and an audit row (merchant-alert-activate). ' +
    'Activating an active alert changes and records nothing. Answers the alert.',
  params: merchantAlertItemParams,
  response: { status: 200, schema: merchantAlertSchema },
  errors: [404],
});

export const deactivateMerchantAlert = defineEndpoint({
  ...route.deactivateMerchantAlert,
  tags,
  summary: 'Deactivate an alert (a GET that changes state, as part 2 §7 has it)',
  description:
    'Like activate: the alert stays listed but no longer shows as a banner. Audited ' +
    'merchant-alert-deactivate; deactivating an inactive alert records nothing.',
  params: merchantAlertItemParams,
  response: { status: 200, schema: merchantAlertSchema },
  errors: [404],
});

export const deleteMerchantAlert = defineEndpoint({
  ...route.deleteMerchantAlert,
  tags,
  summary: 'Delete an alert',
  description:
    "Removes the alert; its history row keeps what it said (old value 'Type: title (active)'). " +
    "Audited merchant-alert-delete. Another merchant's alert, or one already deleted, answers 404.",
  params: merchantAlertItemParams,
  response: { status: 204, schema: null },
  errors: [404],
});

export const getMyMerchantAlerts = defineEndpoint({
  ...route.getMyMerchantAlerts,
  tags: ['dashboard'],
  summary: "The account's active alerts, newest first (the dashboard's banners)",
  description:
    'For the users of the account (and staff). Read on every dashboard visit, so an alert the back ' +
    'office adds or deactivates shows or goes on the next visit.',
  params: merchantIdParams,
  response: { status: 200, schema: merchantAlertBannersSchema },
});
