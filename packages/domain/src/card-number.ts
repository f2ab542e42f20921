import type { CardBrandName } from './transaction-fields';

/**
 * Card and bank numbers as the virtual terminal takes them, without zod (the web shows the
 * brand as the number is typed). The number itself is never stored or logged: brand and
 * last four only (part 1 ARCHITECTURE rule 5).
 */
export type CardBrand = Exclude<CardBrandName, 'ACH'>;

/** Digits only: spaces and dashes people type are dropped. */
export const digitsOf = (text: string) => text.replace(/[\s-]/g, '');

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

const BRAND_RULES: { brand: CardBrand; prefix: RegExp; lengths: number[] }[] = [
  { brand: 'American Express', prefix: /^3[47]/, lengths: [15] },
  { brand: 'Visa', prefix: /^4/, lengths: [13, 16, 19] },
  { brand: 'MasterCard', prefix: /^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/, lengths: [16] },
  { brand: 'Discover', prefix: /^(6011|65|64[4-9]|622)/, lengths: [16, 17, 18, 19] },
];

/** The brand a number's first digits name (as soon as they do), or null. */
export function cardBrandOf(digits: string): CardBrand | null {
  return BRAND_RULES.find((rule) => rule.prefix.test(digits))?.brand ?? null;
}

export const CARD_NUMBER_MESSAGE = 'Enter a valid card number';
export const CARD_BRAND_MESSAGE =
  'This card brand is not accepted: use Visa, MasterCard, American Express or Discover';

/** Why a typed card number is refused, or null when it is a valid number of a brand we take. */
export function cardNumberProblem(text: string): string | null {
  const digits = digitsOf(text);
  if (!/^\d+$/.test(digits)) return CARD_NUMBER_MESSAGE;
  const rule = BRAND_RULES.find((r) => r.prefix.test(digits));
  if (!rule) return digits.length >= 12 ? CARD_BRAND_MESSAGE : CARD_NUMBER_MESSAGE;
  if (!rule.lengths.includes(digits.length) || !luhnValid(digits)) return CARD_NUMBER_MESSAGE;
  return null;
}

/** Amex has a four-digit security code, the others three. */
export const cvcLength = (brand: CardBrand | null) => (brand === 'American Express' ? 4 : 3);

/** ABA routing number checksum (weights 3, 7, 1). */
export function routingNumberValid(text: string): boolean {
  if (!/^\d{9}$/.test(text)) return false;
  const d = [...text].map(Number);
  const sum =
    3 * ((d[0] ?? 0) + (d[3] ?? 0) + (d[6] ?? 0)) +
    7 * ((d[1] ?? 0) + (d[4] ?? 0) + (d[7] ?? 0)) +
    ((d[2] ?? 0) + (d[5] ?? 0) + (d[8] ?? 0));
  return sum % 10 === 0;
}

/**
 * Numbers the simulated processors answer the same way every time (like Stripe's test cards);
 * any other valid number is approved or declined as the processor's dice say.
 */
export const TEST_CARDS = [
  { number: '4242424242424242', brand: 'Visa', outcome: 'Approved' },
  { number: '5555555555554444', brand: 'MasterCard', outcome: 'Approved' },
  { number: '378282246310005', brand: 'American Express', outcome: 'Approved' },
  { number: '6011111111111117', brand: 'Discover', outcome: 'Approved' },
  { number: '4000000000000002', brand: 'Visa', outcome: 'Declined: 05 Do not honor' },
  { number: '4000000000000127', brand: 'Visa', outcome: 'Declined: 78 Account not recognized' },
] as const;

export const TEST_BANK_ACCOUNTS = [
  { routingNumber: '110000000', accountNumber: '000123456789', outcome: 'Approved' },
  {
    routingNumber: '110000000',
    accountNumber: '000111111113',
    outcome: 'Declined: 78 Account not recognized',
  },
] as const;

/**
 * Refund amounts the simulated processors always decline, with the code in the amount (like
 * the test cards, so a declined refund can be seen): $0.05 → 05, $0.78 → 78. Every other
 * refund, and every void, is approved.
 */
export const TEST_REFUND_DECLINES = [
  { amount: 5, responseCode: '05', responseCodeDesc: 'Do not honor' },
  { amount: 78, responseCode: '78', responseCodeDesc: 'Account not recognized' },
] as const;

/**
 * True when the text holds a card number as the ledger's "no card number" check reads one: a
 * Luhn-valid run of 13 to 19 digits, or the printed groups (4-4-4-x, Amex 4-6-5) separated by
 * spaces or dashes. Free text that is stored (an e-mail) must not carry one.
 */
export function holdsCardNumber(text: string): boolean {
  const shapes =
    /(?<!\d)(?:\d{13,19}|\d{4}([ -])\d{4}\1\d{4}\1\d{1,7}|\d{4}([ -])\d{6}\2\d{5})(?!\d)/g;
  return [...text.matchAll(shapes)].some((match) => luhnValid(digitsOf(match[0])));
}

/** The answer a test number always gets: '00', '05' or '78'; undefined for other numbers. */
export function testNumberResponse(number: string): '00' | '05' | '78' | undefined {
  const card = TEST_CARDS.find((c) => c.number === number);
  const bank = TEST_BANK_ACCOUNTS.find((b) => b.accountNumber === number);
  const outcome = card?.outcome ?? bank?.outcome;
  if (!outcome) return undefined;
  return outcome === 'Approved' ? '00' : outcome.includes('05') ? '05' : '78';
}
