import {
  adminMerchantParams,
  adminMerchantProfileSchema,
  merchantHistoryEntrySchema,
  merchantHistoryQuerySchema,
  usersHistoryEntrySchema,
  usersHistoryQuerySchema,
} from '../admin-merchant-profile';
import { defineEndpoint } from '../endpoint';
import { listPageEnvelope } from '../list-query';
import * as route from '../routes/admin-merchant-profile';

/** The admin merchant profile (part 2 §2, §3) and its history. Staff with can-view-merchant-info. */
const tags = ['admin merchants'];

export const getAdminMerchantProfile = defineEndpoint({
  ...route.getAdminMerchantProfile,
  tags,
  summary: "A merchant's profile for the back office",
  description:
    'Every field of the profile view: status and its date, business, partner, processor (and the ' +
    'one before a migration), balance, funding hold, the active call to action, owners (SSN as its ' +
    'last four and whether one is stored, never the ciphertext), descriptors, rates, card brands, ' +
    'settings, flags, payout schedule, the five limits in dollars and the active alerts. An unknown ' +
    "id answers 404 'Merchant account not found.'",
  params: adminMerchantParams,
  response: { status: 200, schema: adminMerchantProfileSchema },
  errors: [404],
});

export const getAdminMerchantHistory = defineEndpoint({
  ...route.getAdminMerchantHistory,
  tags,
  summary: "A merchant's change history, newest first",
  description:
    'Rows of merchant_change_history (who, when, grouping, field, old and new value). `filter` ' +
    'keeps one grouping (General, Limits, Banking, Contact, Miscellaneous, Processor, Funding Hold); ' +
    '`search` matches the field, the values or the e-mail. 10 a page; `download=csv` answers a CSV file.',
  params: adminMerchantParams,
  query: merchantHistoryQuerySchema,
  response: { status: 200, schema: listPageEnvelope(merchantHistoryEntrySchema) },
  errors: [404],
});

export const getAdminMerchantUsersHistory = defineEndpoint({
  ...route.getAdminMerchantUsersHistory,
  tags,
  summary: "Changes to a merchant's users, newest first",
  description:
    "The audit log's successful team-invite, team-update and team-remove entries of this account " +
    '(grouping Users; `field` is the action, the values summarise access, admin role and ' +
    'permissions before and after). 10 a page; `download=csv` answers a CSV file.',
  params: adminMerchantParams,
  query: usersHistoryQuerySchema,
  response: { status: 200, schema: listPageEnvelope(usersHistoryEntrySchema) },
  errors: [404],
});
