import {
  clientPickListSchema,
  createPartnerSchema,
  partnerDetailSchema,
  partnerIdParams,
  partnerListQuerySchema,
  partnerMerchantRowSchema,
  partnerMerchantsQuerySchema,
  partnerNotificationBodySchema,
  partnerNotificationListSchema,
  partnerNotificationQuerySchema,
  partnerRowSchema,
  partnerStatusSchema,
  updatePartnerSchema,
} from '../admin-partners';
import { defineEndpoint } from '../endpoint';
import { listPageEnvelope } from '../list-query';
import * as route from '../routes/admin-partners';

/**
 * Partners (affiliates) of the back office (part 2 §7 "Partners, rates, clients"): staff holding
 * can-view-partners. The tax id is stored encrypted and answered masked ('•••••' + last four).
 */
const tags = ['admin-partners'];

const LIST_DESCRIPTION =
  '`search` matches the name or e-mail (case-insensitive, anywhere in them) or, when digits, the id; ' +
  '`status` 1 (active) or 0 (inactive); `sort` a comma list with - for descending (id, name, status, ' +
  'createdAt), default name. 10 a page (`perPage` or `per_page`); `download=csv` (with `columns`) answers ' +
  'the same rows as a CSV file.';

export const getPartners = defineEndpoint({
  ...route.getPartners,
  tags,
  summary: 'Every partner: search, status, sort, paging or CSV',
  description: LIST_DESCRIPTION,
  query: partnerListQuerySchema,
  response: { status: 200, schema: listPageEnvelope(partnerRowSchema) },
});

export const createPartner = defineEndpoint({
  ...route.createPartner,
  tags,
  summary: 'Create a partner',
  description:
    'Name, first and last name, tax id (9 digits, dashes allowed, not a placeholder), e-mail (stored ' +
    'lower-cased); website and phone optional. Active at once. Audited partner-create.',
  body: createPartnerSchema,
  response: { status: 201, schema: partnerDetailSchema },
});

export const getPartner = defineEndpoint({
  ...route.getPartner,
  tags,
  summary: 'One partner with its website, phone and merchant counts',
  params: partnerIdParams,
  response: { status: 200, schema: partnerDetailSchema },
  errors: [404],
});

export const updatePartner = defineEndpoint({
  ...route.updatePartner,
  tags,
  summary: "Edit a partner's fields",
  description:
    'Only the fields sent change (null or an empty string clears the website or phone); the same checks ' +
    'as create. Audited partner-update with the old and new values (the tax id masked).',
  params: partnerIdParams,
  body: updatePartnerSchema,
  response: { status: 200, schema: partnerDetailSchema },
  errors: [404],
});

export const setPartnerStatus = defineEndpoint({
  ...route.setPartnerStatus,
  tags,
  summary: 'Activate (1) or deactivate (0) a partner',
  description: 'Setting the status it already has changes nothing. Audited partner-status.',
  params: partnerIdParams,
  body: partnerStatusSchema,
  response: { status: 200, schema: partnerDetailSchema },
  errors: [404],
});

export const getPartnerNotifications = defineEndpoint({
  ...route.getPartnerNotifications,
  tags,
  summary: "The partner's notification e-mail addresses",
  description: 'Sorted by address.',
  params: partnerIdParams,
  response: { status: 200, schema: partnerNotificationListSchema },
  errors: [404],
});

export const addPartnerNotification = defineEndpoint({
  ...route.addPartnerNotification,
  tags,
  summary: 'Add a notification e-mail address',
  description:
    'Stored lower-cased, once per partner: adding an address already there changes nothing (200 with ' +
    'the list). Answers the list. Audited partner-notification-add.',
  params: partnerIdParams,
  body: partnerNotificationBodySchema,
  response: { status: 200, schema: partnerNotificationListSchema },
  errors: [404],
});

export const removePartnerNotification = defineEndpoint({
  ...route.removePartnerNotification,
  tags,
  summary: 'Remove a notification e-mail address (`?email=`)',
  description:
    'Removing an address not on the list changes nothing (200 with the list). Answers the list. ' +
    'Audited partner-notification-remove.',
  params: partnerIdParams,
  query: partnerNotificationQuerySchema,
  response: { status: 200, schema: partnerNotificationListSchema },
  errors: [404],
});

export const getPartnerMerchants = defineEndpoint({
  ...route.getPartnerMerchants,
  tags,
  summary: "The partner's merchants with their volume and residuals over a range",
  description:
    '`start_date` / `end_date`: UTC days (default the month to date, a year at most), read from the ' +
    'rollups. Sales, volume and fees as the partner-volume report counts them; the residual as the ' +
    'residual-fees report computes it, per merchant. Sort by id, businessCommonName or status ' +
    '(default businessCommonName); 10 a page. `download=csv` (with `columns`) answers every row of the ' +
    'query as a CSV file (amounts in dollars, the status as its label).',
  params: partnerIdParams,
  query: partnerMerchantsQuerySchema,
  response: { status: 200, schema: listPageEnvelope(partnerMerchantRowSchema) },
  errors: [404],
});

export const getClients = defineEndpoint({
  ...route.getClients,
  tags: ['admin-reports'],
  summary: 'Every client’s id and name, for pickers',
  description: 'Any staff member. Sorted by name, then id.',
  response: { status: 200, schema: clientPickListSchema },
});
