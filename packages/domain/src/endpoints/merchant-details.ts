import { defineEndpoint } from '../endpoint';
import { merchantIdParams } from '../ids';
import {
  merchantDetailSchema,
  updateBankingDetailsSchema,
  updateBusinessDetailsSchema,
  updateBusinessPhoneSchema,
  updateContactDetailsSchema,
  updateOwnerDetailsSchema,
} from '../merchant-details';
import * as route from '../routes/merchant-details';

/** My Account's merchant pages (part 1 §3 "Merchant detail", "Merchant account"). */
const tags = ['merchants'];
const history =
  'Only a merchant admin of the account. Writes one change-history row per changed field ' +
  '(who, when, old and new value) and answers the detail read again.';

export const getMerchantDetails = defineEndpoint({
  ...route.getMerchantDetails,
  tags,
  summary: 'The merchant detail of an account (business, contact, phone, bank, owner)',
  description:
    'Bank numbers as their last four only. The full EIN and the owner only for merchant admins ' +
    'of the account and staff with can-view-merchant-info.',
  params: merchantIdParams,
  response: { status: 200, schema: merchantDetailSchema },
});

export const updateBusinessDetails = defineEndpoint({
  ...route.updateBusinessDetails,
  tags,
  summary: 'Change the business details (names, EIN, business address)',
  description: `${history} Grouping: General.`,
  params: merchantIdParams,
  body: updateBusinessDetailsSchema,
  response: { status: 200, schema: merchantDetailSchema },
});

export const updateContactDetails = defineEndpoint({
  ...route.updateContactDetails,
  tags,
  summary: 'Change the primary contact and mailing address',
  description: `${history} Grouping: Contact.`,
  params: merchantIdParams,
  body: updateContactDetailsSchema,
  response: { status: 200, schema: merchantDetailSchema },
});

export const updateBusinessPhone = defineEndpoint({
  ...route.updateBusinessPhone,
  tags,
  summary: 'Change the business phone',
  description: `${history} Grouping: Contact.`,
  params: merchantIdParams,
  body: updateBusinessPhoneSchema,
  response: { status: 200, schema: merchantDetailSchema },
});

export const updateBankingDetails = defineEndpoint({
  ...route.updateBankingDetails,
  tags,
  summary: 'Change the bank account payouts go to',
  description:
    `${history} Grouping: Banking. The account and routing numbers are stored encrypted; the ` +
    'history and every answer hold their last four only. E-mails the addresses subscribed to ' +
    'banking-update notifications of the account.',
  params: merchantIdParams,
  body: updateBankingDetailsSchema,
  response: { status: 200, schema: merchantDetailSchema },
});

export const updateOwnerDetails = defineEndpoint({
  ...route.updateOwnerDetails,
  tags,
  summary: 'Change the owner (first beneficial owner): name, home address, date of birth, SSN',
  description: `${history} Grouping: Contact. The SSN is stored encrypted (empty keeps it); only its last four is shown.`,
  params: merchantIdParams,
  body: updateOwnerDetailsSchema,
  response: { status: 200, schema: merchantDetailSchema },
});
