import type { ColumnSpec } from './list-params';

/**
 * Customers (part 1 §2 /customers-report, §7 "customer report"; part 2 §3 "customer"),
 * without zod: the list's columns, its default sort, limits and messages.
 */
export const CUSTOMER_COLUMNS = [
  { key: 'name', label: 'Name', sortable: true, defaultVisible: true },
  { key: 'email', label: 'E-mail', defaultVisible: true },
  { key: 'phone', label: 'Phone', defaultVisible: true },
  { key: 'createdAt', label: 'Created', sortable: true, defaultVisible: true },
  { key: 'paymentsCount', label: 'Payments', numeric: true, defaultVisible: true },
  { key: 'lifetimeVolume', label: 'Lifetime volume', numeric: true, defaultVisible: true },
  {
    key: 'activeSubscriptions',
    label: 'Active subscriptions',
    numeric: true,
    defaultVisible: true,
  },
  { key: 'id', label: 'Customer ID', numeric: true },
  { key: 'city', label: 'City' },
  { key: 'state', label: 'State' },
  { key: 'zip', label: 'ZIP' },
  { key: 'country', label: 'Country' },
] as const satisfies readonly ColumnSpec[];
export type CustomerColumn = (typeof CUSTOMER_COLUMNS)[number]['key'];
/** Last name, then first name, A to Z. */
export const CUSTOMER_DEFAULT_SORT = 'name';

/** Countries a customer's address may be in (part 2 §3 reference list). */
export const CUSTOMER_COUNTRIES = ['USA', 'CAN', 'GBR', 'AUS', 'NZL'] as const;
export type CustomerCountry = (typeof CUSTOMER_COUNTRIES)[number];

/** Subscription statuses that still charge (a requested cancellation runs to its date). */
export const ACTIVE_SUBSCRIPTION_STATUSES = ['active', 'cancellation-requested'] as const;

/** How many of a customer's latest payments their page shows. */
export const CUSTOMER_RECENT_PAYMENTS = 10;

export const CUSTOMER_LIMITS = {
  firstName: 50,
  lastName: 50,
  email: 254,
  phone: 30,
  address1: 100,
  address2: 100,
  city: 60,
  state: 50,
  zip: 10,
} as const;

export const CUSTOMER_MESSAGES = {
  firstNameRequired: 'Please enter a first name.',
  lastNameRequired: 'Please enter a last name.',
  tooLong: (max: number) => `Must be at most ${max} characters.`,
  email: 'Please enter a valid e-mail address.',
  phone: 'Please enter a valid phone number (digits, spaces, + ( ) - only).',
  usZip: 'Please enter a 5-digit ZIP code (or ZIP+4, 12345-6789).',
  country: `Use a country from: ${CUSTOMER_COUNTRIES.join(', ')}.`,
  nothingToChange: 'Change at least one field.',
  notFound: 'Customer not found.',
  disabled: 'Customers are not enabled for this account.',
} as const;

const US_ZIP = /^\d{5}(-\d{4})?$/;

/** The ZIP rule: a US address needs a 5-digit ZIP (or ZIP+4); others any code. */
export function zipProblem(country: string, zip: string): string | undefined {
  if (country !== 'USA' || zip === '') return undefined;
  return US_ZIP.test(zip) ? undefined : CUSTOMER_MESSAGES.usZip;
}
