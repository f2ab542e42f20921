import { COUNTRIES, statesOf } from './field-checks';

/**
 * My Account's merchant pages, zod-free (the screens import it without zod; the schemas are
 * in merchant-details.ts): the parts, their titles, where their changes land in the history.
 */

export const MERCHANT_DETAIL_TYPES = ['business', 'contact', 'phone', 'banking', 'owner'] as const;
export type MerchantDetailType = (typeof MERCHANT_DETAIL_TYPES)[number];

/** The section titles (overview, edit pages, notices). */
export const MERCHANT_DETAIL_TITLES: Record<MerchantDetailType, string> = {
  business: 'Business details',
  contact: 'Contact and mailing address',
  phone: 'Business phone',
  banking: 'Bank information',
  owner: 'Owner',
};

/** Where each part's changes land in the change history (part 2 §3 "Change-history groupings"). */
export const MERCHANT_DETAIL_GROUPINGS = {
  business: 'General',
  contact: 'Contact',
  phone: 'Contact',
  banking: 'Banking',
  owner: 'Contact',
} as const satisfies Record<MerchantDetailType, string>;

export const MERCHANT_DETAIL_MESSAGES = {
  updated: (type: MerchantDetailType) => `${MERCHANT_DETAIL_TITLES[type]} updated.`,
  notAdmin: 'Only a merchant admin of this account can change its details.',
  stateUnknown: 'Choose a state from the list',
  ssnKept: 'Leave empty to keep the SSN on file.',
} as const;

export const BANK_ACCOUNT_TYPES = ['checking', 'savings'] as const;
export const BANK_OWNERSHIP_TYPES = ['personal', 'business'] as const;

/** A merchant account's countries (part 1 §3 "Merchant account": USA, CAN, GBR). */
export const MERCHANT_COUNTRIES = COUNTRIES.filter((c) => ['USA', 'CAN', 'GBR'].includes(c.code));
/** A state's name from its code, for the country ('' when unknown). */
export function stateName(country: string, code: string): string {
  return statesOf(country).find(([value]) => value === code)?.[1] ?? '';
}

/** A bank number as the history and the mails show it: its last four only. */
export const maskedLastFour = (lastFour: string | null) => (lastFour ? `****${lastFour}` : null);
