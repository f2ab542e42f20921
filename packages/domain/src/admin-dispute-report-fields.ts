import type { ColumnSpec } from './list-params';
import { RESPONSE_CODES } from './transaction-fields';

/**
 * The back office's dispute, ACH return, outage and interchange reports (part 2 §2, §7),
 * zod-free: columns, vocabularies and rate tables the screens and the server share (the
 * schemas are in admin-dispute-reports.ts). Definitions of every figure: docs/reports.md.
 */

/* Disputes (/admin/reports/disputes, can-view-chargeback-report). */

/** The kinds the disputes report lists: ACH returns have a report of their own. */
export const ADMIN_DISPUTE_KINDS = ['chargeback', 'retrieval'] as const;

/**
 * Every merchant's chargebacks and retrievals. The keys the merchant inbox shares (date,
 * respondBy, amount, ...) mean what they mean there; `respondBy` sorts by urgency (what still
 * needs a reply first, nearest deadline first).
 */
export const ADMIN_DISPUTE_COLUMNS = [
  { key: 'merchantName', label: 'Merchant', defaultVisible: true },
  { key: 'merchantId', label: 'Merchant ID', numeric: true, defaultVisible: true },
  { key: 'kind', label: 'Kind', defaultVisible: true },
  { key: 'caseNumber', label: 'Case number', defaultVisible: true },
  { key: 'date', label: 'Dispute date', sortable: true, defaultVisible: true },
  { key: 'respondBy', label: 'Reply by', sortable: true, defaultVisible: true },
  { key: 'daysLeft', label: 'Days left', numeric: true },
  { key: 'status', label: 'Status', defaultVisible: true },
  { key: 'reasonCode', label: 'Reason code', defaultVisible: true },
  { key: 'reasonDesc', label: 'Reason', defaultVisible: true },
  { key: 'amount', label: 'Amount', sortable: true, numeric: true, defaultVisible: true },
  { key: 'currency', label: 'Currency', defaultVisible: true },
  { key: 'cardBrand', label: 'Card brand', defaultVisible: true },
  { key: 'cardLastFour', label: 'Last four', defaultVisible: true },
  { key: 'transNumber', label: 'Transaction #', defaultVisible: true },
  { key: 'transactionId', label: 'Transaction ID', numeric: true },
  { key: 'transDate', label: 'Transaction date' },
  { key: 'transAmount', label: 'Transaction amount', numeric: true },
  { key: 'accountholderName', label: 'Cardholder' },
  { key: 'id', label: 'Dispute ID', numeric: true },
] as const satisfies readonly ColumnSpec[];
export type AdminDisputeColumn = (typeof ADMIN_DISPUTE_COLUMNS)[number]['key'];
export const ADMIN_DISPUTE_DEFAULT_SORT = '-date';

/* ACH returns (/admin/reports/ach-returns, can-view-chargeback-report). */

/** A NACHA return code as the filter takes it: R01 ... R85. */
export const ACH_RETURN_CODE_PATTERN = /^R\d{2}$/;

export const ACH_RETURN_COLUMNS = [
  { key: 'returnDate', label: 'Return date', sortable: true, defaultVisible: true },
  { key: 'merchantName', label: 'Merchant', defaultVisible: true },
  { key: 'merchantId', label: 'Merchant ID', numeric: true, defaultVisible: true },
  { key: 'transNumber', label: 'Transaction #', defaultVisible: true },
  { key: 'transactionId', label: 'Transaction ID', numeric: true },
  { key: 'transDate', label: 'Payment date' },
  { key: 'transAmount', label: 'Payment amount', numeric: true },
  { key: 'amount', label: 'Returned amount', sortable: true, numeric: true, defaultVisible: true },
  { key: 'currency', label: 'Currency', defaultVisible: true },
  { key: 'returnCode', label: 'Return code', defaultVisible: true },
  { key: 'returnCodeDesc', label: 'Return reason', defaultVisible: true },
  { key: 'fee', label: 'Return fee', numeric: true, defaultVisible: true },
  { key: 'accountNumber', label: 'Account number' },
  { key: 'accountholderName', label: 'Account holder' },
  { key: 'id', label: 'Return ID', numeric: true },
] as const satisfies readonly ColumnSpec[];
export type AchReturnColumn = (typeof ACH_RETURN_COLUMNS)[number]['key'];
export const ACH_RETURN_DEFAULT_SORT = '-returnDate';

/* Outage transactions (/admin/reports/outage-transactions, can-view-outage-report). */

/**
 * The processor-side response codes (ISO 8583) that make a declined card authorisation an
 * outage: the issuer, the switch or the processor failed to answer, not the cardholder's bank
 * saying no (05 do not honor, 78 account not recognised are not outages).
 */
export const OUTAGE_RESPONSE_CODES = {
  '19': 'Re-enter transaction',
  '68': 'Response received too late',
  '91': RESPONSE_CODES['91'],
  '92': 'Unable to route transaction',
  '96': RESPONSE_CODES['96'],
} as const;
export type OutageResponseCode = keyof typeof OUTAGE_RESPONSE_CODES;
export const OUTAGE_RESPONSE_CODE_KEYS = Object.keys(OUTAGE_RESPONSE_CODES) as OutageResponseCode[];

/** How the summary (not detailed) groups the affected transactions of a merchant. */
export const OUTAGE_INTERVALS = ['hour', 'day'] as const;
export type OutageInterval = (typeof OUTAGE_INTERVALS)[number];
export const OUTAGE_INTERVAL_LABELS: Record<OutageInterval, string> = {
  hour: 'By hour',
  day: 'By day',
};

/** `detailed=true`: the affected transactions themselves. */
export const OUTAGE_TRANSACTION_COLUMNS = [
  { key: 'date', label: 'Date', sortable: true, defaultVisible: true },
  { key: 'merchantName', label: 'Merchant', defaultVisible: true },
  { key: 'merchantId', label: 'Merchant ID', numeric: true, defaultVisible: true },
  { key: 'processorId', label: 'Processor', numeric: true, defaultVisible: true },
  { key: 'transNumber', label: 'Transaction #', defaultVisible: true },
  { key: 'cardBrand', label: 'Card brand', defaultVisible: true },
  { key: 'amount', label: 'Amount', sortable: true, numeric: true, defaultVisible: true },
  { key: 'currency', label: 'Currency', defaultVisible: true },
  { key: 'responseCode', label: 'Response code', defaultVisible: true },
  { key: 'responseCodeDesc', label: 'Response', defaultVisible: true },
  { key: 'accountholderName', label: 'Cardholder' },
  { key: 'transactionId', label: 'Transaction ID', numeric: true },
] as const satisfies readonly ColumnSpec[];
export type OutageTransactionColumn = (typeof OUTAGE_TRANSACTION_COLUMNS)[number]['key'];

/** The summary: one row per merchant, processor, currency and hour (or day). */
export const OUTAGE_PERIOD_COLUMNS = [
  { key: 'date', label: 'Period', sortable: true, defaultVisible: true },
  { key: 'merchantName', label: 'Merchant', defaultVisible: true },
  { key: 'merchantId', label: 'Merchant ID', numeric: true, defaultVisible: true },
  { key: 'processorId', label: 'Processor', numeric: true, defaultVisible: true },
  { key: 'count', label: 'Transactions', sortable: true, numeric: true, defaultVisible: true },
  { key: 'amount', label: 'Volume affected', sortable: true, numeric: true, defaultVisible: true },
  { key: 'currency', label: 'Currency', defaultVisible: true },
  { key: 'responseCodes', label: 'Response codes', defaultVisible: true },
  { key: 'firstAt', label: 'First' },
  { key: 'lastAt', label: 'Last' },
] as const satisfies readonly ColumnSpec[];
export type OutagePeriodColumn = (typeof OUTAGE_PERIOD_COLUMNS)[number]['key'];

/** Every key either view knows (the query's `sort` and `columns` take any of them). */
export const OUTAGE_COLUMNS: readonly ColumnSpec<OutageTransactionColumn | OutagePeriodColumn>[] = [
  ...OUTAGE_TRANSACTION_COLUMNS,
  ...OUTAGE_PERIOD_COLUMNS.filter(
    (column) => !OUTAGE_TRANSACTION_COLUMNS.some((known) => known.key === column.key),
  ),
];
export type OutageColumn = OutageTransactionColumn | OutagePeriodColumn;
export const OUTAGE_DEFAULT_SORT = '-date';

/* Interchange (/admin/reports/interchange, every admin). */

/** The two card processors of part 2 §9 and the call of each one's report. */
export const INTERCHANGE_PROCESSORS = [
  { id: 2, label: 'Processor 2 (older)' },
  { id: 3, label: 'Processor 3 (newer)' },
] as const;
export type InterchangeProcessorId = (typeof INTERCHANGE_PROCESSORS)[number]['id'];

/**
 * The interchange the simulated processors publish per card brand: a percentage of the sale
 * (in basis points: 151 = 1.51 %) plus a fixed amount per sale, charged by the card networks
 * on every approved card sale. ACH debits pay no interchange. A brand missing here costs 0.
 */
export const INTERCHANGE_RATES: Record<string, { percentBps: number; fixedCents: number }> = {
  Visa: { percentBps: 151, fixedCents: 10 },
  MasterCard: { percentBps: 158, fixedCents: 10 },
  'American Express': { percentBps: 230, fixedCents: 10 },
  Discover: { percentBps: 156, fixedCents: 10 },
  ACH: { percentBps: 0, fixedCents: 0 },
};

/** '1.51% + 0.10' (the fixed part in the row's currency units). */
export function interchangeRateText(rate: { percentBps: number; fixedCents: number }): string {
  const percent = `${(rate.percentBps / 100).toFixed(2)}%`;
  return rate.fixedCents === 0 ? percent : `${percent} + ${(rate.fixedCents / 100).toFixed(2)}`;
}

/** The interchange of one sale: its percentage rounded half up to the cent, plus the fixed part. */
export function interchangeOfSale(
  grossCents: number,
  rate: { percentBps: number; fixedCents: number },
): number {
  return Math.floor((grossCents * rate.percentBps + 5_000) / 10_000) + rate.fixedCents;
}

export const INTERCHANGE_INTERVALS = ['month', 'day'] as const;
export type InterchangeInterval = (typeof INTERCHANGE_INTERVALS)[number];
export const INTERCHANGE_INTERVAL_LABELS: Record<InterchangeInterval, string> = {
  month: 'By month',
  day: 'By day',
};

export const INTERCHANGE_COLUMNS = [
  { key: 'period', label: 'Period', sortable: true, defaultVisible: true },
  { key: 'cardBrand', label: 'Card brand', sortable: true, defaultVisible: true },
  { key: 'currency', label: 'Currency', defaultVisible: true },
  { key: 'count', label: 'Sales', sortable: true, numeric: true, defaultVisible: true },
  { key: 'volume', label: 'Volume', sortable: true, numeric: true, defaultVisible: true },
  { key: 'fees', label: 'Fees charged', sortable: true, numeric: true, defaultVisible: true },
  { key: 'rate', label: 'Interchange rate', defaultVisible: true },
  {
    key: 'interchange',
    label: 'Interchange cost',
    sortable: true,
    numeric: true,
    defaultVisible: true,
  },
  { key: 'margin', label: 'Margin', sortable: true, numeric: true, defaultVisible: true },
] as const satisfies readonly ColumnSpec[];
export type InterchangeColumn = (typeof INTERCHANGE_COLUMNS)[number]['key'];
export const INTERCHANGE_DEFAULT_SORT = '-period,cardBrand';
