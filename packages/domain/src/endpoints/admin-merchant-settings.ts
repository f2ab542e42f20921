import {
  adminMerchantSettingsParams,
  adminMerchantSettingsSchema,
  cardBrandParams,
  cardBrandStateSchema,
  merchantToggleSchema,
  updateAdminMerchantAdvancedSchema,
  updateAdminMerchantProfileSchema,
  updateMerchantLimitsSchema,
  updateMerchantTierSchema,
  updatePaymentSettingsSchema,
  updatePayoutDescriptorSchema,
  updatePayoutScheduleSchema,
  updatePosDataSchema,
  updateSoftDescriptorSchema,
} from '../admin-merchant-settings';
import { defineEndpoint } from '../endpoint';
import * as route from '../routes/admin-merchant-settings';

/** The profile's General and Services edits (part 2 §2, §3, §4, §7). */
const tags = ['admin merchants'];
const params = adminMerchantSettingsParams;
const answer = { status: 200, schema: adminMerchantSettingsSchema } as const;
const WRITES =
  "In one transaction, the merchant row locked: the changed fields written, one change-history row per changed field (who, when, field, old, new), one audit row; a value equal to the current one writes nothing (idempotent). The merchant portal reads the change on its next request. Answers the merchant's settings after the change.";

export const getMerchantSettings = defineEndpoint({
  ...route.getMerchantSettings,
  tags,
  summary: "A merchant's editable General and Services settings, with the dialogs' choices",
  description:
    'The profile fields the edit dialogs change (business, address, type, phone, EIN in full), the ' +
    'advanced data, rates, descriptors, POS data, payment settings, payout schedule, card brands, ' +
    'the five limits (dollars), the toggles, and the choices: rates of the merchant’s processor, ' +
    'partners, clients.',
  params,
  response: answer,
  errors: [404],
});

export const updateMerchantProfile = defineEndpoint({
  ...route.updateMerchantProfile,
  tags,
  summary: "Edit a merchant's profile (legal and country dialogs)",
  description:
    'The full editable set each time: DBA, legal name, EIN, address (the country’s state and postal ' +
    'code rules of part 1 §5), country, business type and business phone. History grouping General. ' +
    WRITES,
  params,
  body: updateAdminMerchantProfileSchema,
  response: answer,
  errors: [404],
});

export const updateMerchantAdvanced = defineEndpoint({
  ...route.updateMerchantAdvanced,
  tags,
  summary: "Edit a merchant's advanced data: partner, client, processor gateway id",
  description:
    'Needs can-edit-merchant-advanced-info. Partner and client must exist (else 400 on the field). ' +
    'History grouping General (partner_id, client_id) and Processor (processor_gateway_id). ' +
    WRITES,
  params,
  body: updateAdminMerchantAdvancedSchema,
  response: answer,
  errors: [404],
});

export const updateMerchantTier = defineEndpoint({
  ...route.updateMerchantTier,
  tags,
  summary: "Set a merchant's web and mobile rates",
  description:
    "`rate_name` and `mobile_rate_name` must be rate names of the merchant's processor (else 400 on " +
    'the field); sets web_rate_name, mobile_rate_name and the rate id. History grouping General. ' +
    WRITES,
  params,
  body: updateMerchantTierSchema,
  response: answer,
  errors: [404],
});

export const updateSoftDescriptor = defineEndpoint({
  ...route.updateSoftDescriptor,
  tags,
  summary: "Set a merchant's soft descriptor (card statements)",
  description: `At most 22 letters, digits, spaces and . , * - &; empty clears it. History grouping Miscellaneous. ${WRITES}`,
  params,
  body: updateSoftDescriptorSchema,
  response: answer,
  errors: [404],
});

export const updatePayoutDescriptor = defineEndpoint({
  ...route.updatePayoutDescriptor,
  tags,
  summary: "Set a merchant's payout descriptor (bank statements)",
  description: `At most 22 letters, digits, spaces and . , * - &; empty clears it. History grouping Miscellaneous. ${WRITES}`,
  params,
  body: updatePayoutDescriptorSchema,
  response: answer,
  errors: [404],
});

export const updatePosData = defineEndpoint({
  ...route.updatePosData,
  tags,
  summary: "Set a merchant's POS data",
  description: `\`data\`: a JSON object of at most 4,000 characters, or null. History grouping General. ${WRITES}`,
  params,
  body: updatePosDataSchema,
  response: answer,
  errors: [404],
});

export const updatePaymentSettings = defineEndpoint({
  ...route.updatePaymentSettings,
  tags,
  summary: 'Allow or stop card and ACH payments',
  description:
    'The virtual terminal and the pay page take only the allowed methods from the next payment on. ' +
    `History grouping General. ${WRITES}`,
  params,
  body: updatePaymentSettingsSchema,
  response: answer,
  errors: [404],
});

export const updatePayoutSchedule = defineEndpoint({
  ...route.updatePayoutSchedule,
  tags,
  summary: "Set a merchant's payout frequency and day",
  description:
    "Weekly needs monday..friday, monthly a day 1–31, daily an empty anchor ('Please select a valid " +
    "day for the payout.'). Refused (409) while the merchant has a funding hold: the release sets " +
    `the schedule then. History grouping General. ${WRITES}`,
  params,
  body: updatePayoutScheduleSchema,
  response: answer,
  errors: [404, 409],
});

export const updateMerchantLimits = defineEndpoint({
  ...route.updateMerchantLimits,
  tags,
  summary: "Set a merchant's five limits",
  description:
    'Dollars from 0 to 100000 in steps of 0.01, or null for no limit (cents in the database). The ' +
    "virtual terminal and pay page check them on the merchant's next payment; the refund line of " +
    `credit on the next refund. History grouping Limits. ${WRITES}`,
  params,
  body: updateMerchantLimitsSchema,
  response: answer,
  errors: [404],
});

export const getCardBrand = defineEndpoint({
  ...route.getCardBrand,
  tags,
  summary: 'Whether a merchant takes a card brand',
  description: 'A merchant with no brands stored takes every brand.',
  params: cardBrandParams,
  response: { status: 200, schema: cardBrandStateSchema },
  errors: [404],
});

export const addCardBrand = defineEndpoint({
  ...route.addCardBrand,
  tags,
  summary: 'Accept a card brand',
  description: `Adds the brand to the merchant's card brands. History grouping General (card_brands). ${WRITES}`,
  params: cardBrandParams,
  response: answer,
  errors: [404],
});

export const removeCardBrand = defineEndpoint({
  ...route.removeCardBrand,
  tags,
  summary: 'Stop accepting a card brand',
  description:
    'Removes the brand; the last card brand (of Visa, MasterCard, AmEx, Discover) is refused with ' +
    `409 (turn card payments off instead). History grouping General (card_brands). ${WRITES}`,
  params: cardBrandParams,
  response: answer,
  errors: [404, 409],
});

const toggle = (name: string, effect: string) => ({
  tags,
  summary: `Turn ${name} on or off`,
  description: `${effect} History grouping Miscellaneous. ${WRITES}`,
  params,
  body: merchantToggleSchema,
  response: answer,
  errors: [404] as const,
});

export const toggleDestinationPayments = defineEndpoint({
  ...route.toggleDestinationPayments,
  ...toggle('destination payments', 'Sets use_destination_payments.'),
});
export const toggleRefundsAndVoids = defineEndpoint({
  ...route.toggleRefundsAndVoids,
  ...toggle(
    'refunds and voids',
    "Off: the merchant's refund and void calls answer 409 'Refunds and voids are turned off for this account. Contact support to turn them on.'",
  ),
});
export const toggleDualRefunds = defineEndpoint({
  ...route.toggleDualRefunds,
  ...toggle(
    'dual processor refunds',
    "On: payments taken on the account's previous processor can be refunded.",
  ),
});
export const toggleStackWorksDisputes = defineEndpoint({
  ...route.toggleStackWorksDisputes,
  ...toggle('dispute handling by the provider', 'Sets dispute_handling.'),
});
export const toggleAllowSubscriptions = defineEndpoint({
  ...route.toggleAllowSubscriptions,
  ...toggle(
    'subscriptions',
    "Off: the merchant's Subscriptions menu item goes, its routes redirect and its subscription calls answer 403.",
  ),
});
export const toggleAllowCustomers = defineEndpoint({
  ...route.toggleAllowCustomers,
  ...toggle(
    'customers',
    "Off: the merchant's Customers menu item goes, its routes redirect and its customer calls answer 403.",
  ),
});
export const toggleStackOwned = defineEndpoint({
  ...route.toggleStackOwned,
  ...toggle('stack owned', 'Sets stack_owned (the profile shows the stack-owned banner).'),
});

const checkout = (on: boolean) => ({
  tags,
  summary: on ? 'Turn checkout on' : 'Turn checkout off',
  description:
    (on
      ? 'PATCH enables checkout (products, pricing lists, payment links, the pay page).'
      : "DELETE disables checkout: the merchant's checkout menu items go, its routes redirect, its calls and pay page answer 403.") +
    ` No body. History grouping Miscellaneous (allow_checkout). ${WRITES}`,
  params,
  response: answer,
  errors: [404] as const,
});
export const enableCheckout = defineEndpoint({ ...route.enableCheckout, ...checkout(true) });
export const disableCheckout = defineEndpoint({ ...route.disableCheckout, ...checkout(false) });

/** The toggles by their path's name (the Services tab's switches). */
export const TOGGLE_ENDPOINTS = {
  useDestinationPayments: toggleDestinationPayments,
  'refunds-and-voids': toggleRefundsAndVoids,
  'dual-refunds': toggleDualRefunds,
  'stack-works-disputes': toggleStackWorksDisputes,
  'allow-subscriptions': toggleAllowSubscriptions,
  'allow-customers': toggleAllowCustomers,
  'stack-owned': toggleStackOwned,
} as const;
