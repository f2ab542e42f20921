import type { ColumnSpec } from './list-params';

/**
 * The platform payout tool (part 2 §2 "Admin tools", §7 "Tools" platform balance, §9): the
 * countries the platform holds a balance in, the history list's columns and the messages,
 * zod-free so the screen reads the same ones as the server.
 *
 * The platform's balance in a country is the fees it earned from the merchants settled in
 * that country's currency (docs/api.md "Back office: platform payout").
 */

/** The Stripe-like two-letter codes the calls take, with the merchants' country and currency. */
export const PAYOUT_COUNTRIES = [
  { code: 'US', country: 'USA', currency: 'USD', label: 'United States' },
  { code: 'CA', country: 'CAN', currency: 'CAD', label: 'Canada' },
  { code: 'GB', country: 'GBR', currency: 'GBP', label: 'United Kingdom' },
  { code: 'AU', country: 'AUS', currency: 'AUD', label: 'Australia' },
  { code: 'NZ', country: 'NZL', currency: 'NZD', label: 'New Zealand' },
] as const;
export type PayoutCountryCode = (typeof PAYOUT_COUNTRIES)[number]['code'];
export const PAYOUT_COUNTRY_CODES = PAYOUT_COUNTRIES.map((c) => c.code) as unknown as readonly [
  PayoutCountryCode,
  ...PayoutCountryCode[],
];
export const DEFAULT_PAYOUT_COUNTRY: PayoutCountryCode = 'US';

export function payoutCountry(code: PayoutCountryCode) {
  const found = PAYOUT_COUNTRIES.find((c) => c.code === code);
  if (!found) throw new Error(`Unknown payout country ${code}`);
  return found;
}

/** A payout's state: the simulated platform account pays at once, so every payout is 'paid'. */
export const PLATFORM_PAYOUT_STATUSES = [
  'pending',
  'in_transit',
  'paid',
  'failed',
  'canceled',
] as const;
export type PlatformPayoutStatus = (typeof PLATFORM_PAYOUT_STATUSES)[number];
export const PLATFORM_PAYOUT_STATUS_LABELS: Record<PlatformPayoutStatus, string> = {
  pending: 'Pending',
  in_transit: 'In transit',
  paid: 'Paid',
  failed: 'Failed',
  canceled: 'Canceled',
};

/**
 * The columns of GET /admin/stripe-platform-balance/history (and its CSV, which holds them all
 * unless `columns` names some). The screen shows one country, in its currency's amounts.
 */
export const PLATFORM_PAYOUT_COLUMNS = [
  { key: 'id', label: 'ID', sortable: true, numeric: true },
  { key: 'countryCode', label: 'Country' },
  { key: 'fromDate', label: 'From', defaultVisible: true },
  { key: 'toDate', label: 'Through', defaultVisible: true },
  { key: 'amountCents', label: 'Amount', numeric: true, defaultVisible: true },
  { key: 'currency', label: 'Currency' },
  { key: 'status', label: 'Status', defaultVisible: true },
  { key: 'transactionCount', label: 'Transactions', numeric: true, defaultVisible: true },
  { key: 'createdAt', label: 'Paid at (UTC)', sortable: true, defaultVisible: true },
  { key: 'createdBy', label: 'Paid by', defaultVisible: true },
] as const satisfies readonly ColumnSpec[];
export type PlatformPayoutColumn = (typeof PLATFORM_PAYOUT_COLUMNS)[number]['key'];
export const PLATFORM_PAYOUT_DEFAULT_SORT = '-createdAt';

export const PLATFORM_PAYOUT_MESSAGES = {
  country: `Use a country code: ${PAYOUT_COUNTRIES.map((c) => c.code).join(', ')}`,
  date: "Use a real day from 1900 to 2099 as 'YYYY-MM-DD'",
  futureDate: 'The date cannot be in the future.',
  dayNotOver: (latest: string) =>
    `Only days that are over can be paid out: choose ${latest} or earlier (UTC), so no fee of the period arrives after its payout.`,
  alreadyPaid: (last: string) =>
    `A payout for this period has already been made: this country is paid out through ${last}. Choose a later day.`,
  nothingToPay: (from: string | null, to: string) =>
    `There is nothing to pay out: the platform earned no fees ${from ? `from ${from} ` : ''}through ${to} in this country.`,
  paid: (amount: string, from: string | null, to: string) =>
    `Paid out ${amount} for ${from ? `${from} to ${to}` : `everything through ${to}`}.`,
} as const;
