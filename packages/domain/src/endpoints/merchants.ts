import { policies } from '../access';
import { defineEndpoint } from '../endpoint';
import { merchantIdParams } from '../ids';
import {
  contactTypeSchema,
  limitIncreaseRequestSchema,
  limitIncreaseResponseSchema,
  merchantAccountSchema,
  merchantRatesSchema,
} from '../merchant-account';

/** A merchant account as its own users see it (part 1 §3 "Merchant account"). */
const tags = ['merchants'];
const access = policies.merchant({ param: 'id' });

export const getMerchantAccount = defineEndpoint({
  method: 'GET',
  path: '/merchants/:id',
  access,
  tags,
  summary: 'A merchant account',
  description:
    "The owners' personal data and the full EIN only for merchant admins and staff with can-view-merchant-info.",
  params: merchantIdParams,
  response: { status: 200, schema: merchantAccountSchema },
});

export const getMerchantRates = defineEndpoint({
  method: 'GET',
  path: '/merchants/:id/rates',
  access,
  tags,
  summary: 'The rate plan of a merchant account',
  params: merchantIdParams,
  response: { status: 200, schema: merchantRatesSchema },
});

export const getContactType = defineEndpoint({
  method: 'GET',
  path: '/merchants/:id/contact-type',
  access,
  tags,
  summary: "The caller's contact type on the account (by e-mail)",
  params: merchantIdParams,
  response: { status: 200, schema: contactTypeSchema },
});

export const requestLimitIncrease = defineEndpoint({
  method: 'POST',
  path: '/merchants/:id/limit-increase',
  access,
  tags,
  summary: 'Ask for a higher monthly limit; e-mails the limits mailbox',
  params: merchantIdParams,
  body: limitIncreaseRequestSchema,
  response: { status: 201, schema: limitIncreaseResponseSchema },
  errors: [429],
  idempotent: true,
});
