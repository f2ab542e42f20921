import type { ColumnSpec } from './list-params';

/**
 * The vocabulary of transactions, without zod (the web's list and detail use it as they
 * paint): type codes, card brands, date types, response and AVS codes with their meaning,
 * and the list's columns. transactions.ts builds the schemas on it.
 */

/** The sample transaction types of part 2 §3, as the ledger writes them. */
export const TRANSACTION_TYPES = [
  '+CC',
  '-CC Refund',
  '+CC Void',
  '+CC Decline',
  '+CK',
  '-CK',
  '+ACH Payment',
  'ACH Payment Return',
  'SP - Pending',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const TRANSACTION_TYPE_LABELS: Record<TransactionType, string> = {
  '+CC': 'Card sale',
  '-CC Refund': 'Card refund',
  '+CC Void': 'Card void',
  '+CC Decline': 'Card decline',
  '+CK': 'Check (ACH) payment',
  '-CK': 'ACH refund',
  '+ACH Payment': 'ACH payment',
  'ACH Payment Return': 'ACH payment return',
  'SP - Pending': 'Pending',
};

/** Words the search syntax takes for groups of types (`type:refund`). */
export const TRANSACTION_TYPE_GROUPS = {
  sale: ['+CC', '+CK', '+ACH Payment'],
  refund: ['-CC Refund', '-CK'],
  void: ['+CC Void'],
  decline: ['+CC Decline'],
  return: ['ACH Payment Return'],
  pending: ['SP - Pending'],
} as const satisfies Record<string, readonly TransactionType[]>;
export type TransactionTypeGroup = keyof typeof TRANSACTION_TYPE_GROUPS;

/** Card brands of part 1 §9 (ACH payments carry 'ACH'). */
export const CARD_BRANDS = ['American Express', 'Discover', 'Visa', 'MasterCard', 'ACH'] as const;
export type CardBrandName = (typeof CARD_BRANDS)[number];

/** Which date a range filters on (part 1 §7 `date_type`). */
export const DATE_TYPES = ['transaction', 'settled', 'fund'] as const;
export type DateType = (typeof DATE_TYPES)[number];
export const DATE_TYPE_LABELS: Record<DateType, string> = {
  transaction: 'Transaction date',
  settled: 'Settled date',
  fund: 'Fund date',
};

export const TRANSACTION_STATUSES = ['approved', 'declined', 'pending', 'voided'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/**
 * Response codes the processors answer (part 2 §8) and what they mean; 91 and 96 are the
 * processor-side failures of the back office's outage report.
 */
export const RESPONSE_CODES = {
  '00': 'Approved',
  '05': 'Do not honor',
  '78': 'Account not recognized',
  '91': 'Issuer or switch inoperative',
  '96': 'System malfunction',
} as const;
export type ResponseCode = keyof typeof RESPONSE_CODES;
export const RESPONSE_CODE_KEYS = Object.keys(RESPONSE_CODES) as ResponseCode[];

/** Address verification answers (card networks' AVS codes) and what they mean. */
export const AVS_CODES: Record<string, string> = {
  Y: 'Street address and 5-digit ZIP code match',
  X: 'Street address and 9-digit ZIP code match',
  Z: 'ZIP code matches, street address does not',
  A: 'Street address matches, ZIP code does not',
  N: 'Neither the street address nor the ZIP code matches',
  U: 'Address information is unavailable',
  R: 'Issuer system unavailable: retry',
  S: 'AVS is not supported by the issuer',
  G: 'Non-US issuer: AVS not supported',
};

export function avsMeaning(code: string | null): string | null {
  if (code === null) return null;
  return AVS_CODES[code] ?? 'Unknown AVS code';
}

/** The transaction list's columns (part 2 §3 "Transaction record"), in their default order. */
export const TRANSACTION_COLUMNS = [
  { key: 'transDate', label: 'Date', sortable: true, defaultVisible: true },
  { key: 'merchantName', label: 'Account' },
  { key: 'transNumber', label: 'Transaction #', defaultVisible: true },
  { key: 'type', label: 'Type', defaultVisible: true },
  { key: 'typeDescription', label: 'Description' },
  { key: 'status', label: 'Status' },
  { key: 'cardBrand', label: 'Brand', defaultVisible: true },
  { key: 'accountNumber', label: 'Account number', defaultVisible: true },
  { key: 'accountholderName', label: 'Cardholder', defaultVisible: true },
  { key: 'accountholderEmail', label: 'E-mail' },
  { key: 'accountType', label: 'Account type' },
  { key: 'grossAmount', label: 'Amount', sortable: true, defaultVisible: true, numeric: true },
  { key: 'fee', label: 'Fee', numeric: true },
  { key: 'netAmount', label: 'Net', numeric: true, defaultVisible: true },
  { key: 'currency', label: 'Currency' },
  { key: 'responseCode', label: 'Response', defaultVisible: true },
  { key: 'responseCodeDesc', label: 'Response text' },
  { key: 'authCode', label: 'Auth code' },
  { key: 'avsCode', label: 'AVS' },
  { key: 'settledDate', label: 'Settled', sortable: true },
  { key: 'fundDate', label: 'Funded', sortable: true },
  { key: 'batchId', label: 'Batch', numeric: true },
  { key: 'id', label: 'ID', numeric: true },
  { key: 'merchantId', label: 'Merchant ID', numeric: true },
] as const satisfies readonly ColumnSpec[];
export type TransactionColumn = (typeof TRANSACTION_COLUMNS)[number]['key'];

export const TRANSACTION_DEFAULT_SORT = '-transDate';
export const TRANSACTION_PAGE_SIZE = 25;
