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

/** Characters of hex, base64 and base64url encodings. */
const ENCODED = /[A-Za-z0-9+/=_]/;

/**
 * True when text[start, end) lies inside a run of 32 or more encoded characters: a hash, a key
 * or a token (a SHA-256 in hex often holds a long digit run), not a written card number.
 */
function insideEncodedValue(text: string, start: number, end: number): boolean {
  let from = start;
  while (from > 0 && ENCODED.test(text.charAt(from - 1))) from -= 1;
  let to = end;
  while (to < text.length && ENCODED.test(text.charAt(to))) to += 1;
  return to - from >= 32;
}

/** A UUID (8-4-4-4-12 hex): an identifier such as an Idempotency-Key, never a card number. */
const UUID = /[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}/g;

/**
 * True when text[start, end) lies inside a UUID: its last four groups can read as a card number
 * printed in dashed groups (4242-4242-4242-4242ab…), about once in ten thousand random UUIDs.
 */
function insideUuid(text: string, start: number, end: number): boolean {
  for (const match of text.matchAll(UUID)) {
    if (match.index <= start && end <= match.index + match[0].length) return true;
  }
  return false;
}

/** Every card-shaped number in the text that passes the Luhn checksum. */
export function findCardNumbers(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(CARD_SHAPES)) {
    const digits = match[0].replace(/[ -]/g, '');
    if (digits.length < 13 || digits.length > 19 || !isLuhnValid(digits)) continue;
    const end = match.index + match[0].length;
    if (insideEncodedValue(text, match.index, end) || insideUuid(text, match.index, end)) continue;
    found.push(digits);
  }
  return found;
}

/** The SQL pre-filter for the same shapes (PostgreSQL regular expressions). */
export const CARD_SHAPE_SQL_PATTERN =
  '[0-9]{13}|[0-9]{4}[ -][0-9]{4}[ -][0-9]{4}|[0-9]{4}[ -][0-9]{6}[ -][0-9]{5}';
