/** True when a run of digits passes the Luhn checksum (what a card number does). */
export function isLuhnValid(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    let d = digits.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return false;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/**
 * Card numbers written as one run of 13 to 19 digits, or in the printed groups (4-4-4-x,
 * Amex 4-6-5) separated by spaces or dashes. Dates and ids joined by dashes do not count.
 */
const CARD_SHAPES =
  /(?<!\d)(?:\d{13,19}|\d{4}([ -])\d{4}\1\d{4}\1\d{1,7}|\d{4}([ -])\d{6}\2\d{5})(?!\d)/g;

/** Every card-shaped number in the text that passes the Luhn checksum. */
export function findCardNumbers(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(CARD_SHAPES)) {
    const digits = match[0].replace(/[ -]/g, '');
    if (digits.length >= 13 && digits.length <= 19 && isLuhnValid(digits)) found.push(digits);
  }
  return found;
}

/** The SQL pre-filter for the same shapes (PostgreSQL regular expressions). */
export const CARD_SHAPE_SQL_PATTERN =
  '[0-9]{13}|[0-9]{4}[ -][0-9]{4}[ -][0-9]{4}|[0-9]{4}[ -][0-9]{6}[ -][0-9]{5}';
