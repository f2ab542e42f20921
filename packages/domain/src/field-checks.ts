/**
 * The general field checks of part 1 §5, written once and zod-free (any screen may import
 * them; the schemas over them are in field-schemas.ts). Each check is a predicate over the
 * trimmed text; the messages a form shows are beside it.
 */

import { isValidEmail } from './email';

export { isValidEmail };

/** The country codes a form offers (part 2 §3 "Reference lists"; part 1 §3 USA, CAN, GBR). */
export const COUNTRIES = [
  { code: 'USA', label: 'United States' },
  { code: 'CAN', label: 'Canada' },
  { code: 'GBR', label: 'United Kingdom' },
  { code: 'AUS', label: 'Australia' },
  { code: 'NZL', label: 'New Zealand' },
] as const;
export type CountryCode = (typeof COUNTRIES)[number]['code'];
export const COUNTRY_CODES = COUNTRIES.map((c) => c.code) as unknown as readonly [
  CountryCode,
  ...CountryCode[],
];

/** US states plus Puerto Rico and DC (part 1 §5 "State list"). */
export const US_STATES = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['PR', 'Puerto Rico'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
] as const;

/** Canadian provinces and territories. */
export const CANADIAN_PROVINCES = [
  ['AB', 'Alberta'],
  ['BC', 'British Columbia'],
  ['MB', 'Manitoba'],
  ['NB', 'New Brunswick'],
  ['NL', 'Newfoundland and Labrador'],
  ['NS', 'Nova Scotia'],
  ['NT', 'Northwest Territories'],
  ['NU', 'Nunavut'],
  ['ON', 'Ontario'],
  ['PE', 'Prince Edward Island'],
  ['QC', 'Quebec'],
  ['SK', 'Saskatchewan'],
  ['YT', 'Yukon'],
] as const;

/** Australia's states and territories (part 2 §3 lists Australia among the countries). */
export const AUSTRALIAN_STATES = [
  ['ACT', 'Australian Capital Territory'],
  ['NSW', 'New South Wales'],
  ['NT', 'Northern Territory'],
  ['QLD', 'Queensland'],
  ['SA', 'South Australia'],
  ['TAS', 'Tasmania'],
  ['VIC', 'Victoria'],
  ['WA', 'Western Australia'],
] as const;

/**
 * The state list of a country (part 1 §5: US states, PR and DC for USA; Canadian provinces
 * for CAN; Australia's states and territories). The United Kingdom and New Zealand have none:
 * their forms ask for no state.
 */
export function statesOf(country: string): readonly (readonly [string, string])[] {
  if (country === 'USA') return US_STATES;
  if (country === 'CAN') return CANADIAN_PROVINCES;
  if (country === 'AUS') return AUSTRALIAN_STATES;
  return [];
}

/** Whether a country's addresses carry a state (not GBR, part 1 §5; not NZL). */
export const countryNeedsState = (country: string) => statesOf(country).length > 0;

/** What a country calls its states: Province in Canada, State elsewhere. */
export const stateLabelOf = (country: string) => (country === 'CAN' ? 'Province' : 'State');

/** Phone country codes a phone field offers: US and CA only, not editable (part 1 §3, §5). */
export const PHONE_COUNTRIES = [
  { code: 'US', dialCode: '+1' },
  { code: 'CA', dialCode: '+1' },
] as const;
export type PhoneCountry = (typeof PHONE_COUNTRIES)[number]['code'];

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** Standard format, no consecutive dots, no leading or trailing dot, TLD of 2-4 letters. */
export const isEmail = isValidEmail;

/** Optional http/https/www prefix, domain, optional port of up to 5 digits, optional path. */
const URL_PATTERN =
  /^(?:https?:\/\/)?(?:www\.)?(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}(?::\d{1,5})?(?:\/[^\s]*)?$/;
export const isUrl = (value: string) => value.length <= 2048 && URL_PATTERN.test(value);

/** Letters (accented too), spaces and hyphens only. */
export const isName = (value: string) => /^[\p{L}\p{M}]+(?:[ '-]?[\p{L}\p{M}]+)*$/u.test(value);

/** US 5 digits or 5+4 with a hyphen. */
export const isUsZip = (value: string) => /^\d{5}(?:-\d{4})?$/.test(value);
/** Canadian letter-digit-letter, optional space, digit-letter-digit. */
export const isCanadianPostalCode = (value: string) =>
  /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/.test(value);
/** Any other country: 1-9 letters, digits or spaces. */
export const isGeneralPostalCode = (value: string) => /^[A-Za-z0-9 ]{1,9}$/.test(value);

/** The postal code rule of the address's country. */
export function isPostalCode(value: string, country: string): boolean {
  if (country === 'USA') return isUsZip(value);
  if (country === 'CAN') return isCanadianPostalCode(value);
  // Australian and New Zealand postcodes are four digits.
  if (country === 'AUS' || country === 'NZL') return /^\d{4}$/.test(value.trim());
  return isGeneralPostalCode(value) && value.trim().length > 0;
}

/** Letters, digits, spaces and hyphens. */
export const isAlphanumeric = (value: string) => /^[\p{L}\p{N} -]+$/u.test(value);
/** The same, commas allowed. */
export const isAlphanumericWithCommas = (value: string) => /^[\p{L}\p{N} ,-]+$/u.test(value);
/** Digits only. */
export const isDigits = (value: string) => /^\d+$/.test(value);
/** A numeric string of up to 6 digits. */
export const isShortNumber = (value: string) => /^\d{1,6}$/.test(value);

/** Optional plus with country code 1 or 61, then 10 digits. */
const PHONE_INTERNATIONAL = /^(?:\+?(?:1|61))?\d{10}$/;
/** UK: +44 or 0, then 4 + 6 digits. */
const PHONE_UK = /^(?:\+44 ?|0)\d{4} ?\d{6}$/;
/** NANP-style with optional separators and parentheses. */
const PHONE_NANP = /^(?:\+?1[ .-]?)?\(?\d{3}\)?[ .-]?\d{3}[ .-]?\d{4}$/;
export const isPhone = (value: string) =>
  PHONE_INTERNATIONAL.test(value.replace(/[\s().-]/g, '')) ||
  PHONE_UK.test(value) ||
  PHONE_NANP.test(value);

/** MM/DD/YYYY, years 1900-2099, a real date. */
export function isUsDate(value: string): boolean {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (!match) return false;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || year > 2099 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}
/** "MM/DD/YYYY" to "YYYY-MM-DD" (the value checked by isUsDate). */
export function usDateToIso(value: string): string {
  const [month, day, year] = value.split('/');
  return `${year}-${month}-${day}`;
}
/** "YYYY-MM-DD" to "MM/DD/YYYY". */
export function isoToUsDate(value: string): string {
  const [year, month, day] = value.slice(0, 10).split('-');
  return `${month}/${day}/${year}`;
}
/** Types MM/DD/YYYY as the user types: slashes inserted, at most 10 characters. */
export function maskUsDate(value: string): string {
  const digits = digitsOf(value).slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}
export const DATE_PLACEHOLDER = 'XX/XX/XXXX';

/** Tax id / EIN: exactly 9 digits once dashes are removed. */
export const isTaxId = (value: string) => /^\d{9}$/.test(value.replace(/-/g, ''));
/** The placeholders a tax id must not be. */
export const isPlaceholderTaxId = (value: string) =>
  ['123456789', '000000000'].includes(value.replace(/-/g, ''));
/** Routing number: 9 digits. */
export const isRoutingNumber = (value: string) => /^\d{9}$/.test(value);
/** Last four: 4 digits. */
export const isLastFour = (value: string) => /^\d{4}$/.test(value);
/** Account number: 4-17 digits. */
export const isAccountNumber = (value: string) => /^\d{4,17}$/.test(value);
/** The last four of a number kept in full. */
export const lastFourOf = (value: string) => digitsOf(value).slice(-4);

/** Free text: letters, digits, underscore, space and common punctuation. */
export const isFreeText = (value: string) =>
  /^[\p{L}\p{N}_ \n.,;:!?'"()&@#%/$*+=\-–—]*$/u.test(value);

/** P.O. boxes and paid mailbox addresses (CTA business address, part 1 §5). */
const PO_BOX =
  /\b(?:p\.?\s*o\.?\s*box|post\s+office\s+box|p\.?\s*o\.?\s*b\.?\b|pmb\b|private\s+mail\s*box|mail\s*box\s+#?\d)/i;
export const isPoBox = (value: string) => PO_BOX.test(value);

/** An address line 2 that is only spaces is invalid (part 1 §5). */
export const isOnlySpaces = (value: string) => value.length > 0 && value.trim().length === 0;

/** SSN as typed: 3-2-4 digits with dashes inserted (part 1 §5). */
export function maskSsn(value: string): string {
  const digits = digitsOf(value).slice(0, 9);
  if (digits.length <= 3) return digits;
  if (digits.length <= 5) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}

/**
 * A social security number the form refuses although it has 9 digits: area 000, group 00,
 * serial 0000, all one digit, 123456789 or 987654321 (part 1 §5).
 */
export function isInvalidSsn(value: string): boolean {
  const digits = digitsOf(value);
  if (digits.length !== 9) return false;
  return (
    digits.startsWith('000') ||
    digits.slice(3, 5) === '00' ||
    digits.slice(5) === '0000' ||
    /^(\d)\1{8}$/.test(digits) ||
    digits === '123456789' ||
    digits === '987654321'
  );
}

/** Dollar amounts: 0.01 to 100000, in steps of 0.01 (part 1 §5). */
export const DOLLAR_MIN = 0.01;
export const DOLLAR_MAX = 100_000;
/** A number input keeps digits and one dot. */
export function stripNonNumeric(value: string): string {
  const kept = value.replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  return dot < 0 ? kept : `${kept.slice(0, dot + 1)}${kept.slice(dot + 1).replace(/\./g, '')}`;
}
/** An integer input keeps digits and rounds. */
export function toIntegerInput(value: string): string {
  const number = Number(stripNonNumeric(value));
  return Number.isFinite(number) && stripNonNumeric(value) !== '' ? String(Math.round(number)) : '';
}
export const isDollarAmount = (value: number) =>
  Number.isFinite(value) &&
  value >= DOLLAR_MIN &&
  value <= DOLLAR_MAX &&
  Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
/** "12.5" → "12.50" (two decimals; the field shows a $ prefix). */
export const formatDollarInput = (value: number) => value.toFixed(2);

/** The messages of the checks above, for forms and the server. */
export const FIELD_MESSAGES = {
  required: 'This field is required',
  email: 'The email is invalid',
  url: 'Enter a valid web address',
  name: 'Use letters, spaces and hyphens only',
  postalCode: 'You must enter a valid ZIP/Postal code',
  alphanumeric: 'Use letters, numbers, spaces and hyphens only',
  alphanumericWithCommas: 'Use letters, numbers, spaces, commas and hyphens only',
  digits: 'Use numbers only',
  shortNumber: 'Enter a number of up to 6 digits',
  phone: 'Enter a valid phone number',
  date: 'Value must be mm/dd/yyyy',
  taxId: 'Tax ID/EIN must be 9 digits',
  placeholderTaxId: 'Enter your real Tax ID/EIN, not a placeholder',
  routingNumber: 'Routing number must be 9 digits',
  lastFour: 'Must be 4 digits',
  accountNumber: 'Account number must be 4 to 17 digits',
  freeText: 'Contains characters that are not allowed',
  dollarAmount: 'Enter an amount from $0.01 to $100,000.00',
  onlySpaces: 'Cannot be only spaces',
} as const;
