import { type CardBrand, cardBrandOf } from '@paydesk/domain/card-number';

/**
 * Card fields and amounts as a person types them (pure, no zod, no UI kit): the number in
 * groups with its brand, the expiry as MM/YY, dollars to cents. The one way the virtual
 * terminal, the new subscription, the subscriber's card update and the hosted pay page shape
 * what is typed (the pay page imports it too, so it stays this small). The server's schema
 * still decides what is valid; these only shape what is typed and say early what is wrong.
 */

/** Digits only. */
export const onlyDigits = (text: string) => text.replace(/\D/g, '');

/** The brand a typed number's first digits name (spaces and dashes aside), or null. */
export const typedCardBrand = (typed: string): CardBrand | null => cardBrandOf(onlyDigits(typed));

/** The longest number of a brand (19 while the brand is not known yet). */
export function maxCardDigits(brand: CardBrand | null): number {
  switch (brand) {
    case 'American Express':
      return 15;
    case 'MasterCard':
      return 16;
    default:
      return 19;
  }
}

/** Where the spaces go: American Express 4-6-5, the others 4-4-4-4(-3). */
function groupSizes(brand: CardBrand | null): number[] {
  return brand === 'American Express' ? [4, 6, 5] : [4, 4, 4, 4, 3];
}

/**
 * A typed number in groups, cut at its brand's length: '4242424242424242' -> '4242 4242 4242
 * 4242'; '378282246310005' -> '3782 822463 10005'; '4242-42' -> '4242 42'.
 */
export function formatCardNumber(typed: string): string {
  const brand = typedCardBrand(typed);
  const digits = onlyDigits(typed).slice(0, maxCardDigits(brand));
  const groups: string[] = [];
  let at = 0;
  for (const size of groupSizes(brand)) {
    if (at >= digits.length) break;
    groups.push(digits.slice(at, at + size));
    at += size;
  }
  return groups.join(' ');
}

export interface CardNumberEdit {
  /** What the field shows: the digits in groups. */
  value: string;
  /** Where the caret goes: after as many digits as were before it. */
  caret: number;
  brand: CardBrand | null;
}

/** The caret's place in `formatted` after its first `digits` digits. */
export function caretAfterDigits(formatted: string, digits: number): number {
  if (digits <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (/\d/.test(formatted.charAt(index))) seen += 1;
    if (seen === digits) return index + 1;
  }
  return formatted.length;
}

/** A typed or pasted change of the number field, with the caret where it was. */
export function editCardNumber(typed: string, caret: number | null): CardNumberEdit {
  const value = formatCardNumber(typed);
  const digits = onlyDigits(value).length;
  const before = Math.min(onlyDigits(typed.slice(0, caret ?? typed.length)).length, digits);
  return { value, caret: caretAfterDigits(value, before), brand: typedCardBrand(value) };
}

/** '4' -> '04/', '12' -> '12/', '1228' -> '12/28': the slash comes by itself. */
export function formatExpiry(typed: string, previous = ''): string {
  let digits = onlyDigits(typed).slice(0, 4);
  // A first digit above 1 can only be a month of its own: 4 -> 04.
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  // Deleting the slash deletes the month's last digit too, not nothing.
  const deletingSlash = previous.endsWith('/') && typed === previous.slice(0, -1);
  if (deletingSlash) return digits.slice(0, 1);
  if (digits.length < 2) return digits;
  if (digits.length === 2) return `${digits}/`;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

export interface Expiry {
  month: number;
  year: number;
}

/** 'MM/YY' -> { month, year: 20YY }; null when it is not that shape. */
export function parseExpiry(text: string): Expiry | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(text.trim());
  if (!match) return null;
  return { month: Number(match[1]), year: 2000 + Number(match[2]) };
}

export const EXPIRY_FORMAT_MESSAGE = 'Enter the expiry date as MM/YY';
export const EXPIRY_MONTH_MESSAGE = 'Month 1 to 12';
export const EXPIRED_MESSAGE = 'This card has expired';

/** What is wrong with a typed expiry, or null (a card is good to the end of its month). */
export function expiryProblem(text: string, now: Date = new Date()): string | null {
  const expiry = parseExpiry(text);
  if (!expiry) return EXPIRY_FORMAT_MESSAGE;
  if (expiry.month < 1 || expiry.month > 12) return EXPIRY_MONTH_MESSAGE;
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  if (expiry.year < year || (expiry.year === year && expiry.month < month)) return EXPIRED_MESSAGE;
  return null;
}

/**
 * Dollars as an amount field gives them (a number, or the text while it is not one yet: '',
 * '12.', '12.50') -> whole cents; undefined when it is not an amount.
 */
export function dollarsToCents(dollars: number | string): number | undefined {
  const value =
    typeof dollars === 'number'
      ? dollars
      : /^\d+(\.\d*)?$/.test(dollars.trim())
        ? Number(dollars.trim())
        : Number.NaN;
  if (!Number.isFinite(value) || value < 0) return undefined;
  return Math.round(value * 100);
}
