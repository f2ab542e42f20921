import { CLOSURE_REASONS } from './admin-merchant-actions';
import type { ToolRunKind } from './tool-runs';

/**
 * Bulk operations (part 2 §2 "Admin tools": /admin/bulk-tools with the tabs add-users (the
 * default), update-rates and update-account-status; §6 can-bulk-operations). Each tab takes a
 * CSV whose rows are validated before anything changes (a preview), then applied as a tool run
 * (tool-runs.ts). Zod-free: the screens and the server share these columns, templates, limits
 * and messages; the endpoints' schemas are in endpoints/admin-bulk-tools.ts.
 */

export const BULK_TABS = ['add-users', 'update-rates', 'update-account-status'] as const;
export type BulkTab = (typeof BULK_TABS)[number];
export const DEFAULT_BULK_TAB: BulkTab = 'add-users';

export const isBulkTab = (value: string | undefined): value is BulkTab =>
  (BULK_TABS as readonly string[]).includes(value ?? '');

/** The tool run kind of each tab. */
export const BULK_TAB_KINDS = {
  'add-users': 'bulk-add-users',
  'update-rates': 'bulk-update-rates',
  'update-account-status': 'bulk-update-account-status',
} as const satisfies Record<BulkTab, ToolRunKind>;

export type BulkKind = (typeof BULK_TAB_KINDS)[BulkTab];

export const bulkTabOfKind = (kind: ToolRunKind): BulkTab | null =>
  BULK_TABS.find((tab) => BULK_TAB_KINDS[tab] === kind) ?? null;

/** The tabs' labels (the vertical tab list's inner tabs). */
export const BULK_TAB_LABELS: Record<BulkTab, string> = {
  'add-users': 'Add users',
  'update-rates': 'Update rates',
  'update-account-status': 'Update account status',
};

/**
 * The exact header of each tab's CSV, in order (letter case and spaces around a name are
 * ignored). Every column is present in every row; a cell may be empty where the column says so.
 */
export const BULK_COLUMNS = {
  'add-users': ['merchant_id', 'email', 'first_name', 'last_name', 'role'],
  'update-rates': ['merchant_id', 'rate_name', 'mobile_rate_name'],
  'update-account-status': ['merchant_id', 'status', 'closure_reason'],
} as const satisfies Record<BulkTab, readonly string[]>;

export type BulkColumn<T extends BulkTab> = (typeof BULK_COLUMNS)[T][number];

/** What each column takes (the tab's help and docs/api.md). */
export const BULK_COLUMN_HELP: Record<BulkTab, Readonly<Record<string, string>>> = {
  'add-users': {
    merchant_id: 'The merchant account the user joins.',
    email:
      'The user’s e-mail. A new address is invited with a temporary password; an existing merchant user is added to the account.',
    first_name: 'First name (at most 50 characters).',
    last_name: 'Last name (at most 50 characters).',
    role: '“admin” (merchant admin) or “user”.',
  },
  'update-rates': {
    merchant_id: 'The merchant account.',
    rate_name: 'The web rate: a rate plan of the merchant’s processor.',
    mobile_rate_name:
      'The mobile rate: a rate plan of the merchant’s processor; empty keeps the current one.',
  },
  'update-account-status': {
    merchant_id: 'The merchant account.',
    status: '“enabled” (1, Active), “incomplete” (66, Pending) or “closed” (33, Closed).',
    closure_reason: `Only for closed, and then required: ${CLOSURE_REASONS.join(', ')}.`,
  },
};

/** The example row of each template (after the header). */
export const BULK_TEMPLATE_EXAMPLES: Record<BulkTab, readonly string[]> = {
  'add-users': ['100001', 'new.user@example.com', 'Jamie', 'Rivera', 'user'],
  'update-rates': ['100001', 'US Standard', ''],
  'update-account-status': ['100001', 'closed', 'No Longer Using'],
};

/** The file name of each tab's template download. */
export const bulkTemplateFileName = (tab: BulkTab) => `paydesk-${tab}-template.csv`;

/** The template: the header and one example row (CRLF, as RFC 4180 writes it). */
export function bulkTemplateCsv(tab: BulkTab): string {
  const quote = (cell: string) =>
    /[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
  return [BULK_COLUMNS[tab], BULK_TEMPLATE_EXAMPLES[tab]]
    .map((record) => `${record.map(quote).join(',')}\r\n`)
    .join('');
}

/** The limits of an upload: the bytes (a larger file is refused with 413) and the rows. */
export const BULK_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  maxRows: 20_000,
} as const;

/** A row's role column: a merchant admin or a user. */
export const BULK_ROLES = ['admin', 'user'] as const;

/**
 * The status column: the Change Status dialog's keys (part 2 §4), or their numbers. Closed
 * takes a closure reason of part 2 §5.
 */
export const BULK_STATUS_VALUES: Readonly<Record<string, 'enabled' | 'incomplete' | 'closed'>> = {
  enabled: 'enabled',
  '1': 'enabled',
  incomplete: 'incomplete',
  '66': 'incomplete',
  closed: 'closed',
  '33': 'closed',
};

/** A cell a spreadsheet would read as a formula (OWASP "CSV injection"). */
export const isFormulaCell = (value: string) => /^[=+\-@\t\r]/.test(value);

const fmtRows = (rows: readonly number[]) =>
  rows.length === 1 ? `row ${rows[0]}` : `rows ${rows.join(', ')}`;

export const BULK_MESSAGES = {
  notCsv: 'Send the CSV as multipart/form-data with one `file` part.',
  noFile: 'Choose a CSV file to upload.',
  empty: 'The file is empty: it needs the header row and at least one row.',
  noRows: 'The file has a header but no rows.',
  tooLarge: `The file is larger than ${BULK_LIMITS.maxBytes / 1024 / 1024} MB. Split it into smaller files.`,
  tooManyRows: `The file has more than ${BULK_LIMITS.maxRows.toLocaleString('en-US')} rows. Split it into smaller files.`,
  notUtf8: 'The file is not UTF-8 text. Save it as “CSV UTF-8” and upload it again.',
  unreadable: (line: number, why: string) => `The file is not a valid CSV (line ${line}): ${why}`,
  header: (tab: BulkTab) =>
    `The first row must be the header ${BULK_COLUMNS[tab].join(',')} (download the template).`,
  cellCount: (found: number, tab: BulkTab) =>
    `The row has ${found} ${found === 1 ? 'cell' : 'cells'}; expected ${BULK_COLUMNS[tab].length} (${BULK_COLUMNS[tab].join(', ')}).`,
  formula: (column: string) =>
    `${column} starts with =, +, -, @, a tab or a line break: a spreadsheet formula is not accepted.`,
  merchantId: 'merchant_id must be a whole number (the merchant account id).',
  merchantUnknown: (id: number) => `No merchant account has the id ${id}.`,
  duplicateMerchant: (id: number, others: readonly number[]) =>
    `Merchant ${id} is also in ${fmtRows(others)}: give one row per merchant.`,
  duplicateUser: (email: string, id: number, others: readonly number[]) =>
    `${email} is added to merchant ${id} in ${fmtRows(others)} too: give one row per user and merchant.`,
  role: 'role must be admin or user.',
  status: 'status must be enabled, incomplete or closed (or 1, 66, 33).',
  reasonRequired: `Closing needs a closure_reason: ${CLOSURE_REASONS.join(', ')}.`,
  reasonUnknown: (reason: string) =>
    `“${reason}” is not a closure reason. Use one of: ${CLOSURE_REASONS.join(', ')}.`,
  reasonNotClosing: 'A closure_reason goes only with status closed: leave it empty.',
  rateUnknown: (column: string, name: string) => `${column}: no rate plan is named “${name}”.`,
  rateOtherProcessor: (column: string, name: string, processors: readonly number[], own: number) =>
    `${column}: “${name}” is a rate of processor ${processors.join(' and ')}; merchant is on processor ${own}.`,
  rateResidual: (column: string, name: string) =>
    `${column}: “${name}” is a residual rate, which is not given to merchants.`,
  ratesUnchanged: 'The merchant already has these rates: nothing would change.',
  willInviteNew: 'A new user: invited with a temporary password.',
  willAddExisting: 'An existing merchant user: added to the account.',
} as const;
