import type { ColumnSpec } from './list-params';

/**
 * The admin merchants list (part 2 §2 /admin/merchants, §3 "Admin merchant list row", §7
 * GET /admin/merchants), without zod: its columns, default sort, status numbers and the
 * pickers' size, so the web paints with the same vocabulary the server sorts and filters by.
 */
export const ADMIN_MERCHANT_COLUMNS = [
  { key: 'id', label: 'ID', sortable: true, numeric: true, defaultVisible: true },
  { key: 'businessCommonName', label: 'DBA', sortable: true, defaultVisible: true },
  { key: 'businessLegalName', label: 'Legal name', sortable: true, defaultVisible: true },
  /** The first owner (else the primary contact): "First Last", sorted by last name. */
  { key: 'lastName', label: 'Owner', sortable: true, defaultVisible: true },
  { key: 'contactPhoneMobile', label: 'Phone', defaultVisible: true },
  { key: 'affiliate', label: 'Partner', sortable: true, defaultVisible: true },
  { key: 'status', label: 'Status', sortable: true, defaultVisible: true },
  { key: 'createdAt', label: 'Created', sortable: true, defaultVisible: true },
  { key: 'email', label: 'E-mail' },
  { key: 'address1', label: 'Address' },
  { key: 'city', label: 'City' },
  { key: 'state', label: 'State' },
  { key: 'postalCode', label: 'ZIP' },
  { key: 'countryId', label: 'Country' },
  { key: 'processorId', label: 'Processor', numeric: true },
  { key: 'hasFundingHold', label: 'Funding hold' },
] as const satisfies readonly ColumnSpec[];
export type AdminMerchantColumn = (typeof ADMIN_MERCHANT_COLUMNS)[number]['key'];

/** Part 2 §7: by DBA, then legal name (the id breaks ties). */
export const ADMIN_MERCHANT_DEFAULT_SORT = 'businessCommonName,businessLegalName';

/** The rate list (GET /admin/merchants/rate-list): merchant and rate names. */
export const MERCHANT_RATE_COLUMNS = [
  { key: 'id', label: 'ID', sortable: true, numeric: true, defaultVisible: true },
  { key: 'businessCommonName', label: 'DBA', sortable: true, defaultVisible: true },
  { key: 'web_rate_name', label: 'Web rate', defaultVisible: true },
  { key: 'mobile_rate_name', label: 'Mobile rate', defaultVisible: true },
  { key: 'rateId', label: 'Rate ID', numeric: true, defaultVisible: true },
] as const satisfies readonly ColumnSpec[];
export type MerchantRateColumn = (typeof MERCHANT_RATE_COLUMNS)[number]['key'];
export const MERCHANT_RATE_DEFAULT_SORT = 'businessCommonName';

/** Merchant status numbers of part 2 §4 (the list's `status` filter takes one). */
export const MERCHANT_STATUS_NUMBERS = [-1, 0, 1, 2, 3, 4, 5, 11, 33, 66, 99, 133] as const;
export type MerchantStatusNumber = (typeof MERCHANT_STATUS_NUMBERS)[number];

/** How many matches `GET /admin/merchants/list-search` answers. */
export const MERCHANT_PICKER_SEARCH_LIMIT = 20;

export const ADMIN_MERCHANT_MESSAGES = {
  status: `Use a merchant status: ${MERCHANT_STATUS_NUMBERS.join(', ')}.`,
} as const;
