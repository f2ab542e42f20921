import {
  adminMerchantListQuerySchema,
  adminMerchantRowSchema,
  merchantPickListSchema,
  merchantPickSearchQuerySchema,
  merchantRateListQuerySchema,
  merchantRateRowSchema,
} from '../admin-merchants';
import { defineEndpoint } from '../endpoint';
import { listPageEnvelope } from '../list-query';
import * as route from '../routes/admin-merchants';

/**
 * The admin merchants list (part 2 §7 "Merchant administration"): staff holding
 * can-view-merchant-info.
 */
const tags = ['admin-merchants'];

const LIST_DESCRIPTION =
  '`status` takes one merchant status number; `search` (or `merchant_search`) matches the id, DBA, legal ' +
  'name, owner name (first, last or both), e-mail, phone digits or the EIN’s last four; `start_date` / ' +
  '`end_date` filter on the day created (days of `timezone`). `sort` is a comma list with - for descending ' +
  '(id, businessCommonName, businessLegalName, status, createdAt, affiliate, lastName), default ' +
  'businessCommonName,businessLegalName. 10 a page (`perPage` or `per_page`).';

export const getAdminMerchants = defineEndpoint({
  ...route.getAdminMerchants,
  tags,
  summary: 'Every merchant: search, status, created range, sort, paging or CSV',
  description: `${LIST_DESCRIPTION} \`download=csv\` (with \`columns\`) answers a CSV file.`,
  query: adminMerchantListQuerySchema,
  response: { status: 200, schema: listPageEnvelope(adminMerchantRowSchema) },
});

export const downloadAdminMerchants = defineEndpoint({
  ...route.downloadAdminMerchants,
  tags,
  summary: 'The merchants list as CSV: every row of the same filter',
  description: `${LIST_DESCRIPTION} Answers every matching row (\`columns\` chooses them), streamed (text/csv).`,
  query: adminMerchantListQuerySchema,
  response: { status: 200, schema: null, contentType: 'text/csv' },
});

export const getMerchantPickList = defineEndpoint({
  ...route.getMerchantPickList,
  tags,
  summary: 'Every merchant’s id and DBA, for pickers',
  description: 'Sorted by DBA, then id.',
  response: { status: 200, schema: merchantPickListSchema },
});

export const getReportMerchantPickList = defineEndpoint({
  ...route.getReportMerchantPickList,
  tags: ['admin-reports'],
  summary: 'Every merchant’s id and DBA, for the report pages’ account selector',
  description:
    'Any staff member (each report checks its own permission key). Sorted by DBA, then id.',
  response: { status: 200, schema: merchantPickListSchema },
});

export const searchMerchantPickList = defineEndpoint({
  ...route.searchMerchantPickList,
  tags,
  summary: 'The first 20 merchants matching a search, for pickers',
  description:
    '`search` matches as the list’s does (id, DBA, legal name, owner name, e-mail, phone, EIN last four); ' +
    'sorted by DBA, then id. No search answers the first 20.',
  query: merchantPickSearchQuerySchema,
  response: { status: 200, schema: merchantPickListSchema },
});

export const getMerchantRateList = defineEndpoint({
  ...route.getMerchantRateList,
  tags,
  summary: 'Each merchant’s rate names (web, mobile) and rate id, paged',
  description:
    '`search` (or `merchant_search`) matches as the merchants list’s does; sort by businessCommonName or id. ' +
    '10 a page; `download=csv` answers a CSV file.',
  query: merchantRateListQuerySchema,
  response: { status: 200, schema: listPageEnvelope(merchantRateRowSchema) },
});
