import {
  type CardBrandName,
  RESPONSE_CODE_KEYS,
  type ResponseCode,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPE_GROUPS,
  TRANSACTION_TYPES,
  type TransactionStatus,
  type TransactionType,
} from './transaction-fields';

/**
 * The transactions search box (part 1 §7 "search"), without zod: plain words are matched by
 * their shape (four digits: last four or auth code; `42.50` or `$42.50`: the amount; an `@`:
 * the e-mail; a transaction number; other words: the cardholder's name or e-mail), and
 * `key:value` terms narrow the list like the filters do:
 *
 *   last4:4242  amount:>100  amount:10..20  type:refund  brand:visa  email:ann@
 *   name:"Ann Lee"  auth:123456  txn:L3-100001-42  code:05  status:declined
 *
 * Amounts are dollars and match refunds too (the amount without its sign). The web's help
 * popover lists SEARCH_KEYS; the server reads the parsed terms into SQL.
 */

export interface AmountRange {
  /** Cents, inclusive, of the amount without its sign. */
  min?: number;
  max?: number;
}

export interface TransactionSearch {
  /** The plain words, as typed (trimmed, single spaces). */
  text: string;
  last4?: string;
  amount?: AmountRange;
  types?: TransactionType[];
  brands?: CardBrandName[];
  statuses?: TransactionStatus[];
  responseCodes?: ResponseCode[];
  /** Lower-case prefixes. */
  email?: string;
  name?: string;
  authCode?: string;
  transNumber?: string;
}

export type SearchParse = { ok: true; search: TransactionSearch } | { ok: false; message: string };

export interface SearchKeyHelp {
  key: string;
  example: string;
  meaning: string;
}

export const SEARCH_KEYS: readonly SearchKeyHelp[] = [
  { key: 'last4', example: 'last4:4242', meaning: 'Last four digits of the card or bank account' },
  {
    key: 'amount',
    example: 'amount:>100',
    meaning: 'Amount in dollars: 42.50, >100, <=20, 10..20',
  },
  {
    key: 'type',
    example: 'type:refund',
    meaning: 'sale, refund, void, decline, return, pending, or a type code such as +CC',
  },
  { key: 'brand', example: 'brand:visa', meaning: 'visa, mastercard, amex, discover, ach' },
  { key: 'email', example: 'email:ann@', meaning: "The start of the cardholder's e-mail" },
  { key: 'name', example: 'name:"Ann Lee"', meaning: "The start of the cardholder's name" },
  { key: 'auth', example: 'auth:123456', meaning: 'Authorisation code' },
  { key: 'txn', example: 'txn:L3-100001-42', meaning: 'Transaction number' },
  { key: 'code', example: 'code:05', meaning: 'Response code: 00, 05 or 78' },
  { key: 'status', example: 'status:declined', meaning: 'approved, declined, pending, voided' },
];

const BRAND_WORDS: Record<string, CardBrandName> = {
  visa: 'Visa',
  mastercard: 'MasterCard',
  mc: 'MasterCard',
  amex: 'American Express',
  'american express': 'American Express',
  americanexpress: 'American Express',
  discover: 'Discover',
  ach: 'ACH',
};

/** Splits on spaces, keeping "quoted values" (also after a key: `name:"Ann Lee"`) whole. */
export function tokenize(input: string): string[] {
  const tokens: string[] = [];
  const pattern = /(\S+?:"[^"]*"?|"[^"]*"?|\S+)/g;
  for (const match of input.matchAll(pattern)) tokens.push(match[0]);
  return tokens;
}

const unquote = (value: string) => value.replace(/^"/, '').replace(/"$/, '').trim();

/** Dollars as typed (`42.5`, `$1,200.00`) to cents; undefined when it is not an amount. */
export function dollarsToCents(text: string): number | undefined {
  const clean = text.replace(/^\$/, '').replaceAll(',', '');
  if (!/^\d{1,10}(\.\d{1,2})?$/.test(clean)) return undefined;
  const [whole = '0', fraction = ''] = clean.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** `>100`, `>=100`, `<20`, `<=20`, `10..20` or `42.50`. */
export function parseAmount(text: string): AmountRange | undefined {
  const range = /^(.+?)\.\.(.+)$/.exec(text);
  if (range) {
    const min = dollarsToCents(range[1] ?? '');
    const max = dollarsToCents(range[2] ?? '');
    return min === undefined || max === undefined || min > max ? undefined : { min, max };
  }
  const compare = /^(>=|<=|>|<)(.+)$/.exec(text);
  if (compare) {
    const cents = dollarsToCents(compare[2] ?? '');
    if (cents === undefined) return undefined;
    switch (compare[1]) {
      case '>':
        return { min: cents + 1 };
      case '>=':
        return { min: cents };
      case '<':
        return cents === 0 ? undefined : { max: cents - 1 };
      default:
        return { max: cents };
    }
  }
  const cents = dollarsToCents(text);
  return cents === undefined ? undefined : { min: cents, max: cents };
}

function typesOf(value: string): TransactionType[] | undefined {
  const word = value.toLowerCase();
  if (word in TRANSACTION_TYPE_GROUPS) {
    return [...TRANSACTION_TYPE_GROUPS[word as keyof typeof TRANSACTION_TYPE_GROUPS]];
  }
  const code = TRANSACTION_TYPES.find((type) => type.toLowerCase() === word);
  return code ? [code] : undefined;
}

const merge = <T>(previous: T[] | undefined, next: T[]) => [
  ...new Set([...(previous ?? []), ...next]),
];

/** Parses the search box; a term it cannot read answers a message naming it. */
export function parseTransactionSearch(input: string): SearchParse {
  const search: TransactionSearch = { text: '' };
  const words: string[] = [];
  for (const token of tokenize(input.trim())) {
    const colon = token.indexOf(':');
    const key = colon > 0 ? token.slice(0, colon).toLowerCase() : '';
    if (!key || token.startsWith('"') || !SEARCH_KEYS.some((k) => k.key === key)) {
      words.push(unquote(token));
      continue;
    }
    const value = unquote(token.slice(colon + 1));
    const bad = (what: string): SearchParse => ({
      ok: false,
      message: `"${token}": ${what}`,
    });
    if (value === '') return bad(`give a value after ${key}:`);
    switch (key) {
      case 'last4':
        if (!/^\d{4}$/.test(value)) return bad('use the last four digits, e.g. last4:4242');
        search.last4 = value;
        break;
      case 'amount': {
        const amount = parseAmount(value);
        if (!amount) return bad('use dollars such as 42.50, >100, <=20 or 10..20');
        search.amount = amount;
        break;
      }
      case 'type': {
        const types = typesOf(value);
        if (!types) return bad('use sale, refund, void, decline, return, pending or a type code');
        search.types = merge(search.types, types);
        break;
      }
      case 'brand': {
        const brand = BRAND_WORDS[value.toLowerCase()];
        if (!brand) return bad('use visa, mastercard, amex, discover or ach');
        search.brands = merge(search.brands, [brand]);
        break;
      }
      case 'status': {
        const status = TRANSACTION_STATUSES.find((s) => s === value.toLowerCase());
        if (!status) return bad(`use ${TRANSACTION_STATUSES.join(', ')}`);
        search.statuses = merge(search.statuses, [status]);
        break;
      }
      case 'code': {
        const code = RESPONSE_CODE_KEYS.find((c) => c === value);
        if (!code) return bad(`use a response code: ${RESPONSE_CODE_KEYS.join(', ')}`);
        search.responseCodes = merge(search.responseCodes, [code]);
        break;
      }
      case 'email':
        search.email = value.toLowerCase();
        break;
      case 'name':
        search.name = value.toLowerCase();
        break;
      case 'auth':
        if (!/^[A-Za-z0-9]{1,12}$/.test(value))
          return bad('use the letters and digits of the code');
        search.authCode = value.toUpperCase();
        break;
      case 'txn':
        search.transNumber = value.toUpperCase();
        break;
    }
  }
  search.text = words.filter(Boolean).join(' ').replace(/\s+/g, ' ').trim();
  return { ok: true, search };
}

/** What a plain word may be, by its shape; the server matches any of them. */
export type FreeTextMatch =
  | { field: 'last4'; value: string }
  | { field: 'authCode'; value: string }
  | { field: 'amount'; value: number }
  | { field: 'email'; value: string }
  | { field: 'name'; value: string }
  | { field: 'transNumber'; value: string };

export function freeTextMatches(text: string): FreeTextMatch[] {
  const value = text.trim();
  if (!value) return [];
  const matches: FreeTextMatch[] = [];
  if (/^\d{4}$/.test(value)) matches.push({ field: 'last4', value });
  if (/^[A-Za-z0-9]{4,12}$/.test(value) && /\d/.test(value))
    matches.push({ field: 'authCode', value: value.toUpperCase() });
  if (/^\$?[\d,]*\d(\.\d{1,2})?$/.test(value) && /[.$]/.test(value)) {
    const cents = dollarsToCents(value);
    if (cents !== undefined) matches.push({ field: 'amount', value: cents });
  }
  if (/^[A-Za-z]\d-\d+-\d+$/.test(value))
    matches.push({ field: 'transNumber', value: value.toUpperCase() });
  if (value.includes('@')) matches.push({ field: 'email', value: value.toLowerCase() });
  else if (/\p{L}/u.test(value)) {
    matches.push({ field: 'name', value: value.toLowerCase() });
    if (!value.includes(' ')) matches.push({ field: 'email', value: value.toLowerCase() });
  }
  return matches;
}
