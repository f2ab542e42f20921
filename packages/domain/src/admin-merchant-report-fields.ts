import { isInvalidSsn, isPlaceholderTaxId, isTaxId, isUsZip, US_STATES } from './field-checks';
import type { ColumnSpec } from './list-params';

/**
 * The back office's merchant reports (part 2 §2 "Admin reports": funding-hold, invalid-1099k,
 * pending-accounts, limits, email-history; and pending-migrations of §7), without zod: their
 * columns, default sorts, filter vocabularies and check names, so the web paints with the words
 * the server sorts and filters by. Definitions of each report: docs/reports.md.
 */

/*
 * Funding hold (/admin/reports/funding-hold, can-view-funding-hold-report). The reasons and
 * their labels are the hold action's (admin-merchant-actions.ts).
 */

export const FUNDING_HOLD_COLUMNS = [
  { key: 'id', label: 'Merchant ID', sortable: true, numeric: true, defaultVisible: true },
  { key: 'businessCommonName', label: 'DBA', sortable: true, defaultVisible: true },
  { key: 'status', label: 'Status', sortable: true, defaultVisible: true },
  { key: 'processorName', label: 'Processor', defaultVisible: true },
  { key: 'reasons', label: 'Hold reasons', defaultVisible: true },
  { key: 'otherReason', label: 'Other reason', defaultVisible: true },
  { key: 'setBy', label: 'Set by', defaultVisible: true },
  { key: 'holdFirstReportedDate', label: 'First reported', sortable: true, defaultVisible: true },
  { key: 'daysOnHold', label: 'Days on hold', numeric: true, defaultVisible: true },
  {
    key: 'heldBalance',
    label: 'Held balance',
    sortable: true,
    numeric: true,
    defaultVisible: true,
  },
  { key: 'unsettledNet', label: 'Unsettled', numeric: true },
  { key: 'businessLegalName', label: 'Legal name' },
] as const satisfies readonly ColumnSpec[];
export type FundingHoldColumn = (typeof FUNDING_HOLD_COLUMNS)[number]['key'];
/** The longest holds first (the oldest first report). */
export const FUNDING_HOLD_DEFAULT_SORT = 'holdFirstReportedDate';

/* Invalid 1099k (/admin/reports/invalid-1099k, can-view-invalid-1099k-report). */

/**
 * Why a merchant's tax data cannot make a valid IRS Form 1099-K (US merchants only), checked
 * with the shared field checks (field-checks.ts).
 */
export const TAX_DATA_CHECKS = [
  'tin-missing',
  'tin-invalid',
  'tin-placeholder',
  'ssn-invalid',
  'legal-name-missing',
  'address-incomplete',
] as const;
export type TaxDataCheck = (typeof TAX_DATA_CHECKS)[number];

export const TAX_DATA_CHECK_LABELS: Record<TaxDataCheck, string> = {
  'tin-missing': 'No EIN or SSN',
  'tin-invalid': 'EIN is not 9 digits',
  'tin-placeholder': 'EIN is a placeholder',
  'ssn-invalid': 'Owner SSN is not valid',
  'legal-name-missing': 'Legal name missing',
  'address-incomplete': 'Address incomplete',
};

/** What a Form 1099-K needs of a US merchant. */
export interface TaxData {
  /** NP, I (sole proprietor) or O. */
  businessType: string;
  ein: string;
  legalName: string;
  address1: string;
  city: string;
  state: string;
  zip: string;
  /**
   * The first owner's SSN, asked for only when a sole proprietor has no EIN (it may file
   * under the SSN): null when there is none or it cannot be read.
   */
  ownerSsn: () => string | null;
}

const US_STATE_CODES: ReadonlySet<string> = new Set(US_STATES.map(([code]) => code));

/**
 * The checks a merchant's tax data fails (none: a 1099-K can be made), with the shared field
 * checks: the EIN is 9 digits and not a placeholder; a sole proprietor without an EIN files
 * under the first owner's SSN, which must be 9 digits and pass the invalid-SSN rules; the legal
 * name is there; the address has a street, a city, a US state (or PR, DC) and a ZIP code.
 */
export function failedTaxDataChecks(data: TaxData): TaxDataCheck[] {
  const failed: TaxDataCheck[] = [];
  const ein = data.ein.trim();
  if (ein === '') {
    const ssn = data.businessType === 'I' ? data.ownerSsn()?.trim() : undefined;
    if (!ssn) failed.push('tin-missing');
    else if (!isTaxId(ssn) || isInvalidSsn(ssn)) failed.push('ssn-invalid');
  } else if (!isTaxId(ein)) {
    failed.push('tin-invalid');
  } else if (isPlaceholderTaxId(ein)) {
    failed.push('tin-placeholder');
  }
  if (data.legalName.trim() === '') failed.push('legal-name-missing');
  const address = [data.address1, data.city].every((part) => part.trim() !== '');
  if (!address || !US_STATE_CODES.has(data.state.trim()) || !isUsZip(data.zip.trim())) {
    failed.push('address-incomplete');
  }
  return failed;
}

export const INVALID_1099K_COLUMNS = [
  { key: 'id', label: 'Merchant ID', sortable: true, numeric: true, defaultVisible: true },
  { key: 'businessCommonName', label: 'DBA', sortable: true, defaultVisible: true },
  { key: 'businessLegalName', label: 'Legal name', sortable: true, defaultVisible: true },
  { key: 'businessType', label: 'Business type', defaultVisible: true },
  { key: 'einLastFour', label: 'EIN last four', defaultVisible: true },
  { key: 'failedChecks', label: 'Failed checks', defaultVisible: true },
  { key: 'volume', label: 'Volume', sortable: true, numeric: true, defaultVisible: true },
  { key: 'count', label: 'Payments', sortable: true, numeric: true, defaultVisible: true },
  { key: 'status', label: 'Status', sortable: true },
] as const satisfies readonly ColumnSpec[];
export type Invalid1099kColumn = (typeof INVALID_1099K_COLUMNS)[number]['key'];
export const INVALID_1099K_DEFAULT_SORT = '-volume';

/* Pending accounts (/admin/reports/pending-accounts, can-view-pending-accounts-report). */

/** Merchant statuses not yet active (part 2 §4): Submitted, Verifying, Information Needed, In Review, Pending. */
export const PENDING_MERCHANT_STATUSES = [2, 3, 4, 11, 66] as const;

export const PENDING_KINDS = ['application', 'merchant'] as const;
export type PendingKind = (typeof PENDING_KINDS)[number];
export const PENDING_KIND_LABELS: Record<PendingKind, string> = {
  application: 'Application',
  merchant: 'Merchant',
};

export const PENDING_ACCOUNT_COLUMNS = [
  { key: 'kind', label: 'Kind', defaultVisible: true },
  { key: 'id', label: 'ID', numeric: true, defaultVisible: true },
  { key: 'name', label: 'DBA', sortable: true, defaultVisible: true },
  { key: 'legalName', label: 'Legal name', defaultVisible: true },
  { key: 'status', label: 'Status', defaultVisible: true },
  { key: 'submittedAt', label: 'Submitted / created', sortable: true, defaultVisible: true },
  {
    key: 'daysWaiting',
    label: 'Days waiting',
    sortable: true,
    numeric: true,
    defaultVisible: true,
  },
  { key: 'partner', label: 'Partner', defaultVisible: true },
  { key: 'ownerEmail', label: 'Owner e-mail', defaultVisible: true },
  { key: 'waitingSince', label: 'Waiting since' },
] as const satisfies readonly ColumnSpec[];
export type PendingAccountColumn = (typeof PENDING_ACCOUNT_COLUMNS)[number]['key'];
/** The longest wait first. */
export const PENDING_ACCOUNT_DEFAULT_SORT = '-daysWaiting';

/* Limits (/admin/reports/limits, can-view-limit-report). */

export const LIMIT_COLUMNS = [
  { key: 'id', label: 'Merchant ID', sortable: true, numeric: true, defaultVisible: true },
  { key: 'businessCommonName', label: 'DBA', sortable: true, defaultVisible: true },
  { key: 'status', label: 'Status', defaultVisible: true },
  { key: 'ccPerTransactionLimit', label: 'Card per payment', numeric: true, defaultVisible: true },
  { key: 'ccPerMonthLimit', label: 'Card per month', numeric: true, defaultVisible: true },
  { key: 'cardVolume', label: 'Card this month', numeric: true, defaultVisible: true },
  { key: 'cardPercentUsed', label: 'Card used', numeric: true, defaultVisible: true },
  { key: 'achPerTransactionLimit', label: 'ACH per payment', numeric: true, defaultVisible: true },
  { key: 'achPerMonthLimit', label: 'ACH per month', numeric: true, defaultVisible: true },
  { key: 'achVolume', label: 'ACH this month', numeric: true, defaultVisible: true },
  { key: 'achPercentUsed', label: 'ACH used', numeric: true, defaultVisible: true },
  { key: 'percentUsed', label: 'Most used', sortable: true, numeric: true, defaultVisible: true },
  { key: 'ccRefundLineOfCredit', label: 'Refund line of credit', numeric: true },
  { key: 'monthStart', label: 'Month from' },
] as const satisfies readonly ColumnSpec[];
export type LimitColumn = (typeof LIMIT_COLUMNS)[number]['key'];
export const LIMIT_DEFAULT_SORT = '-percentUsed';

/** The "used over" filter's choices (percent of a monthly limit). */
export const LIMIT_USED_OVER_CHOICES = [50, 80, 100] as const;

/*
 * Pending migrations (/admin/reports/pending-migrations, can-migrate-merchants): the processor
 * migration's worklist, every merchant still on the older card processor that is not closed.
 * "Last month" and "this month" are UTC calendar months (the monthly rollups').
 */

export const PENDING_MIGRATION_COLUMNS = [
  { key: 'id', label: 'Merchant ID', sortable: true, numeric: true, defaultVisible: true },
  { key: 'businessCommonName', label: 'DBA', sortable: true, defaultVisible: true },
  { key: 'businessLegalName', label: 'Legal name' },
  { key: 'status', label: 'Status', sortable: true, defaultVisible: true },
  { key: 'partner', label: 'Partner', defaultVisible: true },
  { key: 'country', label: 'Country', defaultVisible: true },
  { key: 'currency', label: 'Currency' },
  { key: 'createdAt', label: 'Created', sortable: true },
  {
    key: 'lastMonthVolume',
    label: 'Volume last month',
    sortable: true,
    numeric: true,
    defaultVisible: true,
  },
  { key: 'lastMonthSales', label: 'Sales last month', numeric: true, defaultVisible: true },
  {
    key: 'thisMonthVolume',
    label: 'Volume this month',
    sortable: true,
    numeric: true,
    defaultVisible: true,
  },
  { key: 'thisMonthSales', label: 'Sales this month', numeric: true },
  { key: 'hasFundingHold', label: 'Funding hold', defaultVisible: true },
  { key: 'processorCanRevert', label: 'Can revert' },
  { key: 'processorName', label: 'Processor' },
] as const satisfies readonly ColumnSpec[];
export type PendingMigrationColumn = (typeof PENDING_MIGRATION_COLUMNS)[number]['key'];
/** The biggest merchants of last month first: a migration team's priority. */
export const PENDING_MIGRATION_DEFAULT_SORT = '-lastMonthVolume';

/* Email history (/admin/reports/email-history, can-view-email-history-report). */

/**
 * Delivery events of an e-mail: queued (written to the outbox with what caused it), sent (the
 * SMTP server took it), failed (a try failed; tried again later), dropped (the last try failed
 * or the mail is over a day old: not tried again). delivered, opened and bounced are a mail
 * provider's events: Paydesk's SMTP delivery does not learn them today.
 */
export const EMAIL_EVENTS = [
  'queued',
  'sent',
  'failed',
  'dropped',
  'delivered',
  'opened',
  'bounced',
] as const;
export type EmailEvent = (typeof EMAIL_EVENTS)[number];

export const EMAIL_EVENT_LABELS: Record<EmailEvent, string> = {
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed, retrying',
  dropped: 'Dropped',
  delivered: 'Delivered',
  opened: 'Opened',
  bounced: 'Bounced',
};

export const EMAIL_HISTORY_COLUMNS = [
  { key: 'at', label: 'When', sortable: true, defaultVisible: true },
  { key: 'email', label: 'Recipient', defaultVisible: true },
  { key: 'event', label: 'Event', defaultVisible: true },
  { key: 'subject', label: 'Subject', defaultVisible: true },
  { key: 'merchantId', label: 'Merchant ID', numeric: true, defaultVisible: true },
  { key: 'merchantName', label: 'Merchant', defaultVisible: true },
] as const satisfies readonly ColumnSpec[];
export type EmailHistoryColumn = (typeof EMAIL_HISTORY_COLUMNS)[number]['key'];
export const EMAIL_HISTORY_DEFAULT_SORT = '-at';

export const ADMIN_MERCHANT_REPORT_MESSAGES = {
  check: `Use a check: ${TAX_DATA_CHECKS.join(', ')}`,
  kind: `Use a kind: ${PENDING_KINDS.join(' or ')}`,
  usedOver: 'Use a whole percent from 0 to 1000',
  event: `Use an event: ${EMAIL_EVENTS.join(', ')}`,
  email: 'Use an e-mail address, or the start of one followed by *',
} as const;
