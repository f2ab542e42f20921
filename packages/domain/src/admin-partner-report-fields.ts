import { COUNTRIES, type CountryCode } from './field-checks';
import type { ColumnSpec } from './list-params';
import { SUBSCRIPTION_COLUMNS } from './subscription-fields';

/**
 * The partner reports of the back office (part 2 §2 partner-volume, residual-fees,
 * subscriptions, payment-links-overview; §7 "Volume reports"), zod-free: the columns, the
 * vocabularies and the messages the screens and the server share (the schemas are in
 * admin-partner-reports.ts). Definitions of every figure: docs/reports.md.
 */

/** The 16-month volume report (part 2 §9): the current calendar month and the 15 before it. */
export const PARTNER_REPORT_MONTHS = 16;

/** Which volume the 16-month report sums: card sales, ACH sales, or both. */
export const VOLUME_TYPES = ['card', 'ach', 'all'] as const;
export type VolumeType = (typeof VOLUME_TYPES)[number];
export const VOLUME_TYPE_LABELS: Record<VolumeType, string> = {
  card: 'Card',
  ach: 'ACH',
  all: 'Card and ACH',
};

/** The five countries of part 2 §3, each with the currency its merchants are paid in. */
export const REPORT_COUNTRIES = COUNTRIES;
export const COUNTRY_CURRENCIES: Record<CountryCode, string> = {
  USA: 'USD',
  CAN: 'CAD',
  GBR: 'GBP',
  AUS: 'AUD',
  NZL: 'NZD',
};
export const REPORT_CURRENCIES = ['USD', 'CAD', 'GBP', 'AUD', 'NZD'] as const;
export type ReportCurrency = (typeof REPORT_CURRENCIES)[number];
/** Part 2 §9: "Default currency USD". */
export const DEFAULT_REPORT_CURRENCY: ReportCurrency = 'USD';

/** The card processors of part 2 §9. */
export const REPORT_PROCESSORS = [
  { id: 2, label: 'Older processor' },
  { id: 3, label: 'Newer processor' },
] as const;

/** The name a report shows for merchants without a partner. */
export const NO_PARTNER_LABEL = 'No partner';

export const PARTNER_REPORT_MESSAGES = {
  country: `Use a country: ${COUNTRIES.map((c) => c.code).join(', ')}`,
  type: `Use a volume type: ${VOLUME_TYPES.join(', ')}`,
  currency: `Use a currency: ${REPORT_CURRENCIES.join(', ')}`,
  processor: 'Use a processor id: 2 (older) or 3 (newer)',
  clientNotFound: 'Client not found.',
  partnerNotFound: 'Partner not found.',
  utcOnly: 'These reports read whole UTC days: use timezone UTC',
  merchantChoice: 'Use all_merchants or merchant_ids, not both',
  allMerchants: 'Use all_merchants=true or leave it out',
} as const;

// ---------------------------------------------------------------------------------------------
// Clients (GET /admin/clients/).

export const CLIENT_COLUMNS = [
  { key: 'name', label: 'Client', sortable: true, defaultVisible: true },
  { key: 'merchants', label: 'Merchants', sortable: true, numeric: true, defaultVisible: true },
  {
    key: 'activeMerchants',
    label: 'Active merchants',
    sortable: true,
    numeric: true,
    defaultVisible: true,
  },
  { key: 'createdAt', label: 'Created', sortable: true, defaultVisible: true },
  { key: 'id', label: 'Client ID', sortable: true, numeric: true },
] as const satisfies readonly ColumnSpec[];
export type ClientColumn = (typeof CLIENT_COLUMNS)[number]['key'];
export const CLIENT_DEFAULT_SORT = 'name';

// ---------------------------------------------------------------------------------------------
// Volume per partner (GET /admin/volume-overview) and per partner and merchant (/volume-report).

export const VOLUME_OVERVIEW_COLUMNS = [
  { key: 'partnerName', label: 'Partner', sortable: true, defaultVisible: true },
  { key: 'merchants', label: 'Merchants', sortable: true, numeric: true, defaultVisible: true },
  {
    key: 'activeMerchants',
    label: 'Merchants with sales',
    sortable: true,
    numeric: true,
    defaultVisible: true,
  },
  { key: 'transactions', label: 'Sales', sortable: true, numeric: true, defaultVisible: true },
  { key: 'volume', label: 'Volume', sortable: true, numeric: true, defaultVisible: true },
  { key: 'refunds', label: 'Refunds', sortable: true, numeric: true, defaultVisible: true },
  { key: 'fees', label: 'Fees', sortable: true, numeric: true, defaultVisible: true },
  { key: 'currency', label: 'Currency' },
  { key: 'partnerId', label: 'Partner ID', numeric: true },
] as const satisfies readonly ColumnSpec[];
export type VolumeOverviewColumn = (typeof VOLUME_OVERVIEW_COLUMNS)[number]['key'];
export const VOLUME_OVERVIEW_DEFAULT_SORT = '-volume';

export const VOLUME_REPORT_COLUMNS = [
  { key: 'merchantName', label: 'Merchant', sortable: true, defaultVisible: true },
  { key: 'merchantId', label: 'Merchant ID', sortable: true, numeric: true, defaultVisible: true },
  { key: 'partnerName', label: 'Partner', sortable: true, defaultVisible: true },
  { key: 'country', label: 'Country', defaultVisible: true },
  { key: 'transactions', label: 'Sales', sortable: true, numeric: true, defaultVisible: true },
  { key: 'volume', label: 'Volume', sortable: true, numeric: true, defaultVisible: true },
  { key: 'refunds', label: 'Refunds', sortable: true, numeric: true, defaultVisible: true },
  { key: 'fees', label: 'Fees', sortable: true, numeric: true, defaultVisible: true },
  { key: 'processorId', label: 'Processor' },
  { key: 'clientName', label: 'Client' },
  { key: 'currency', label: 'Currency' },
  { key: 'partnerId', label: 'Partner ID', numeric: true },
] as const satisfies readonly ColumnSpec[];
export type VolumeReportColumn = (typeof VOLUME_REPORT_COLUMNS)[number]['key'];
export const VOLUME_REPORT_DEFAULT_SORT = '-volume';

// ---------------------------------------------------------------------------------------------
// Residual fees (GET /admin/residual-fees, /download, /overview).

export const RESIDUAL_COLUMNS = [
  { key: 'month', label: 'Month', sortable: true, defaultVisible: true },
  { key: 'partnerName', label: 'Partner', sortable: true, defaultVisible: true },
  { key: 'merchants', label: 'Merchants', sortable: true, numeric: true, defaultVisible: true },
  { key: 'transactions', label: 'Sales', sortable: true, numeric: true },
  { key: 'volume', label: 'Volume', sortable: true, numeric: true, defaultVisible: true },
  { key: 'fees', label: 'Fees paid', sortable: true, numeric: true, defaultVisible: true },
  { key: 'cost', label: 'Processing cost', sortable: true, numeric: true, defaultVisible: true },
  { key: 'residual', label: 'Residual', sortable: true, numeric: true, defaultVisible: true },
  {
    key: 'unpricedMerchants',
    label: 'Merchants without a residual rate',
    numeric: true,
    defaultVisible: true,
  },
  { key: 'currency', label: 'Currency' },
  { key: 'partnerId', label: 'Partner ID', numeric: true },
] as const satisfies readonly ColumnSpec[];
export type ResidualColumn = (typeof RESIDUAL_COLUMNS)[number]['key'];
export const RESIDUAL_DEFAULT_SORT = '-month,partnerName';

// ---------------------------------------------------------------------------------------------
// Subscriptions of every merchant (GET /admin/subscriptions).

export const ADMIN_SUBSCRIPTION_COLUMNS = [
  { key: 'merchantName', label: 'Merchant', defaultVisible: true },
  { key: 'merchantId', label: 'Merchant ID', numeric: true, defaultVisible: true },
  ...SUBSCRIPTION_COLUMNS,
] as const satisfies readonly ColumnSpec[];
export type AdminSubscriptionColumn = (typeof ADMIN_SUBSCRIPTION_COLUMNS)[number]['key'];
export const ADMIN_SUBSCRIPTION_DEFAULT_SORT = '-createdAt';

// ---------------------------------------------------------------------------------------------
// Payment links overview (GET /admin/merchants/checkout and /download).

export const CHECKOUT_OVERVIEW_COLUMNS = [
  { key: 'merchantName', label: 'Merchant', sortable: true, defaultVisible: true },
  { key: 'merchantId', label: 'Merchant ID', sortable: true, numeric: true, defaultVisible: true },
  { key: 'links', label: 'Links', sortable: true, numeric: true, defaultVisible: true },
  { key: 'activeLinks', label: 'Active', sortable: true, numeric: true, defaultVisible: true },
  { key: 'expiredLinks', label: 'Expired', numeric: true, defaultVisible: true },
  { key: 'deactivatedLinks', label: 'Deactivated', numeric: true, defaultVisible: true },
  { key: 'limitReachedLinks', label: 'Limit reached', numeric: true },
  { key: 'payments', label: 'Payments', sortable: true, numeric: true, defaultVisible: true },
  { key: 'volume', label: 'Volume', sortable: true, numeric: true, defaultVisible: true },
  { key: 'linksPaid', label: 'Links paid', numeric: true },
  { key: 'conversion', label: 'Conversion', sortable: true, numeric: true, defaultVisible: true },
  { key: 'checkoutEnabled', label: 'Checkout on' },
  { key: 'currency', label: 'Currency' },
] as const satisfies readonly ColumnSpec[];
export type CheckoutOverviewColumn = (typeof CHECKOUT_OVERVIEW_COLUMNS)[number]['key'];
export const CHECKOUT_OVERVIEW_DEFAULT_SORT = '-volume';

/** A month 'YYYY-MM' as people read it: 'Mar 2026'. */
export function monthLabel(month: string): string {
  const [year, m] = month.split('-');
  const names = [
    'Jan',
    'Feb',
    'Mar',
    'Apr',
    'May',
    'Jun',
    'Jul',
    'Aug',
    'Sep',
    'Oct',
    'Nov',
    'Dec',
  ];
  return `${names[Number(m) - 1] ?? m} ${year}`;
}
