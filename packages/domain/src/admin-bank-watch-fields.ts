import type { ColumnSpec } from './list-params';

/**
 * The bank watch list of the back office (part 2 §2 /admin/tools/risk-watch-list, §3 "Bank
 * watch entry", §7 /admin/reports/bank-watch): the list's columns, the bounds and the messages,
 * zod-free so the screens read the same ones as the server.
 */

/** The columns of GET /admin/reports/bank-watch (and its CSV). */
export const BANK_WATCH_COLUMNS = [
  { key: 'id', label: 'ID', sortable: true, numeric: true },
  { key: 'bankName', label: 'Bank', defaultVisible: true },
  { key: 'routingNumber', label: 'Routing number', defaultVisible: true },
  { key: 'accountNumberLast4', label: 'Account', defaultVisible: true },
  { key: 'reason', label: 'Reason', defaultVisible: true },
  { key: 'matchCount', label: 'Matches', numeric: true, defaultVisible: true },
  { key: 'createdByEmail', label: 'Added by', defaultVisible: true },
  { key: 'createdAt', label: 'Added', sortable: true, defaultVisible: true },
] as const satisfies readonly ColumnSpec[];
export type BankWatchColumn = (typeof BANK_WATCH_COLUMNS)[number]['key'];
/** Newest first. */
export const BANK_WATCH_DEFAULT_SORT = '-createdAt';

export const BANK_WATCH_BANK_NAME_MAX = 100;
export const BANK_WATCH_REASON_MAX = 500;

/** The alert a match raises on the merchant's profile (staff only: never on the merchant's dashboard). */
export const BANK_WATCH_ALERT_TITLE = 'Bank account on the watch list';

/** User-visible messages (Paydesk's: the spec names none). */
export const BANK_WATCH_MESSAGES = {
  routingRequired: 'Enter the routing number.',
  routingInvalid: 'Enter a valid 9-digit routing number.',
  lastFourInvalid: 'Enter the last four digits of the account.',
  accountNumberInvalid: 'The account number must be 4 to 17 digits.',
  accountRequired: 'Enter the account’s last four digits or its full number.',
  accountBoth: 'Enter the last four digits or the full number, not both.',
  bankNameRequired: 'Enter the bank’s name.',
  bankNameTooLong: `The bank name cannot exceed ${BANK_WATCH_BANK_NAME_MAX} characters.`,
  reasonRequired: 'Enter the reason for watching this account.',
  reasonTooLong: `Reason cannot exceed ${BANK_WATCH_REASON_MAX} characters.`,
  notFound: 'Bank watch entry not found.',
} as const;

/** The alert's message: the bank, the account's last four and the entry's reason (never a full number). */
export const bankWatchAlertMessage = (entry: {
  bankName: string;
  accountNumberLast4: string;
  reason: string;
}) =>
  `The bank account ending ${entry.accountNumberLast4} at ${entry.bankName} matches an entry of the bank watch list. Reason: ${entry.reason}`;
