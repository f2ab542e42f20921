import { defineEndpoint } from '../endpoint';
import { merchantIdParams } from '../ids';
import {
  contactTypeSchema,
  limitIncreaseRequestSchema,
  limitIncreaseResponseSchema,
  merchantAccountSchema,
  merchantRatesSchema,
} from '../merchant-account';
import * as route from '../routes/merchants';

/** A merchant account as its own users see it (part 1 §3 "Merchant account"). */
const tags = ['merchants'];

export const getMerchantAccount = defineEndpoint({
  ...route.getMerchantAccount,
  tags,
  summary: 'A merchant account',
  description:
    "The owners' personal data and the full EIN only for merchant admins and staff with can-view-merchant-info.",
  params: merchantIdParams,
  response: { status: 200, schema: merchantAccountSchema },
});

export const getMerchantRates = defineEndpoint({
  ...route.getMerchantRates,
  tags,
  summary: 'The rate plan of a merchant account',
  params: merchantIdParams,
  response: { status: 200, schema: merchantRatesSchema },
});

export const getContactType = defineEndpoint({
  ...route.getContactType,
  tags,
  summary: "The caller's contact type on the account (by e-mail)",
  params: merchantIdParams,
  response: { status: 200, schema: contactTypeSchema },
});

export const requestLimitIncrease = defineEndpoint({
  ...route.requestLimitIncrease,
  tags,
  summary: 'Ask for a higher monthly limit; e-mails the limits mailbox',
  params: merchantIdParams,
  body: limitIncreaseRequestSchema,
  response: { status: 201, schema: limitIncreaseResponseSchema },
  errors: [429],
});
