import type { ColumnSpec } from '@paydesk/domain/list-params';
import {
  CARD_BRANDS,
  DATE_TYPE_LABELS,
  DATE_TYPES,
  RESPONSE_CODES,
  TRANSACTION_COLUMNS,
  TRANSACTION_DEFAULT_SORT,
  TRANSACTION_PAGE_SIZE,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPE_LABELS,
  TRANSACTION_TYPES,
  type TransactionColumn,
  type TransactionType,
} from '@paydesk/domain/transaction-fields';
import type { Transaction } from '@paydesk/domain/transactions';
import {
  TRANSACTION_STATUS_PILLS,
  TransactionStatusPill,
} from '../../../shared/components/transaction-status-pill';
import { moneyCell } from '../../../shared/data-table/cell-renderers';
import { defineListScreen } from '../../../shared/data-table/list-screen-spec';
import { RANGE_PARAMS } from '../../../shared/date-range/report-range-params';
import { formatShortDate } from '../../../shared/format/dates';
import { formatDateTime } from '../../../shared/format/zoned-dates';
import type { FilterSpec } from '../../../shared/list-state/filter-spec';
import { transactionHref } from '../utils/report-links';
import { SignedAmount } from './report-money';

const ID_PATTERN = /^[1-9]\d{0,9}$/;
const options = <T extends string>(values: readonly T[], label: (value: T) => string) =>
  values.map((value) => ({ value, label: label(value) }));

/** The merchant list's filters (part 1 §7); the dates and the merchant are the header's. */
const FILTERS: readonly FilterSpec[] = [
  {
    kind: 'multi',
    param: 'type',
    label: 'Type',
    options: options(TRANSACTION_TYPES, (type) => `${TRANSACTION_TYPE_LABELS[type]} (${type})`),
  },
  {
    kind: 'multi',
    param: 'card_brand',
    label: 'Card brand',
    options: options(CARD_BRANDS, (b) => b),
  },
  {
    kind: 'multi',
    param: 'status',
    label: 'Status',
    options: options(TRANSACTION_STATUSES, (status) => TRANSACTION_STATUS_PILLS[status].label),
  },
  {
    kind: 'multi',
    param: 'response_code',
    label: 'Response code',
    options: Object.entries(RESPONSE_CODES).map(([code, meaning]) => ({
      value: code,
      label: `${code} ${meaning}`,
    })),
  },
  { kind: 'amount', label: 'Amount', minParam: 'amount_min', maxParam: 'amount_max' },
  {
    kind: 'select',
    param: 'date_type',
    label: 'Dates by',
    options: options(DATE_TYPES, (type) => DATE_TYPE_LABELS[type]),
    defaultValue: 'transaction',
  },
  {
    kind: 'text',
    param: 'batch_id',
    label: 'Batch ID',
    inputMode: 'numeric',
    pattern: ID_PATTERN,
    patternMessage: 'A batch ID is a number, e.g. 730',
  },
  {
    kind: 'text',
    param: 'customer_id',
    label: 'Customer ID',
    inputMode: 'numeric',
    pattern: ID_PATTERN,
    patternMessage: 'A customer ID is a number',
  },
  {
    kind: 'date',
    label: 'Dates',
    params: [RANGE_PARAMS.preset, RANGE_PARAMS.from, RANGE_PARAMS.to],
  },
];

/** What an analyst scans every merchant's payments by: when, whose, what, its state, the money. */
const SHOWN = new Set<TransactionColumn>([
  'transDate',
  'merchantName',
  'transNumber',
  'type',
  'status',
  'cardBrand',
  'accountholderName',
  'grossAmount',
  'netAmount',
  'responseCode',
]);

/**
 * The merchant list's columns with the account first: the table makes its first cell the
 * row's link, so the Account column opens the row's detail.
 */
const COLUMNS: ColumnSpec<TransactionColumn>[] = [
  ...TRANSACTION_COLUMNS.filter((column) => column.key === 'merchantName'),
  ...TRANSACTION_COLUMNS.filter((column) => column.key !== 'merchantName'),
].map((column) => ({ ...column, defaultVisible: SHOWN.has(column.key) }));

const NOWRAP = { whiteSpace: 'nowrap' } as const;
const day = (value: string | null) => (value ? formatShortDate(value) : '—');

/** Transaction details (/admin/reports/transaction-details): times in UTC, 25 a page. */
export function transactionDetailsSpec(timeZone: string) {
  return defineListScreen<Transaction, TransactionColumn>({
    screen: 'admin-transaction-details',
    label: 'Transactions',
    columns: COLUMNS,
    defaultSort: TRANSACTION_DEFAULT_SORT,
    defaultPerPage: TRANSACTION_PAGE_SIZE,
    filters: FILTERS,
    cells: {
      transDate: (row) => <span style={NOWRAP}>{formatDateTime(row.transDate, timeZone)}</span>,
      merchantName: (row) => (
        <span style={NOWRAP}>{`${row.merchantName} / ${row.merchantId}`}</span>
      ),
      transNumber: (row) => <span style={NOWRAP}>{row.transNumber}</span>,
      type: (row) => (
        <span style={NOWRAP}>
          {TRANSACTION_TYPE_LABELS[row.type as TransactionType] ?? row.type}
        </span>
      ),
      status: (row) => <TransactionStatusPill status={row.status} />,
      grossAmount: (row) => <SignedAmount cents={row.grossAmount} currency={row.currency} />,
      fee: moneyCell(
        (row) => row.fee,
        (row) => row.currency,
      ),
      netAmount: (row) => <SignedAmount cents={row.netAmount} currency={row.currency} />,
      responseCode: (row) => `${row.responseCode} ${row.responseCodeDesc}`,
      settledDate: (row) => day(row.settledDate),
      fundDate: (row) => day(row.fundDate),
    },
    rowKey: (row) => row.id,
    rowHref: (row) => transactionHref(row.merchantId, row.id),
    card: { title: 'merchantName', subtitle: 'transDate', amount: 'grossAmount' },
    emptyMessage: 'No transactions match these dates and filters.',
  });
}
