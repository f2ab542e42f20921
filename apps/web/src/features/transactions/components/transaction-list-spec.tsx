import type { ColumnSpec } from '@paydesk/domain/list-params';
import {
  TRANSACTION_COLUMNS,
  TRANSACTION_DEFAULT_SORT,
  TRANSACTION_PAGE_SIZE,
  TRANSACTION_TYPE_LABELS,
  type TransactionColumn,
  type TransactionType,
} from '@paydesk/domain/transaction-fields';
import type { Transaction } from '@paydesk/domain/transactions';
import { paths } from '../../../config/paths';
import { TransactionStatusPill } from '../../../shared/components/transaction-status-pill';
import { moneyCell } from '../../../shared/data-table/cell-renderers';
import { defineListScreen, type ListScreenSpec } from '../../../shared/data-table/list-screen-spec';
import { type FilterSpec, splitList } from '../../../shared/list-state/filter-spec';
import {
  BRAND_OPTIONS,
  RESPONSE_CODE_OPTIONS,
  STATUS_OPTIONS,
  TYPE_OPTIONS,
  typeLabel,
} from '../utils/transaction-display';
import { SignedMoney } from './signed-money';
import { ZonedMoment } from './zoned-moment';

/** The URL parameter of the date the range filters on (transaction, settled or fund date). */
export const DATE_TYPE_PARAM = 'date_type';

const ID_PATTERN = /^[1-9]\d{0,9}$/;

/** The filters of part 1 §7, in the drawer's order; the date range is the header's. */
export const TRANSACTION_FILTERS: readonly FilterSpec[] = [
  {
    kind: 'multi',
    param: 'type',
    label: 'Type',
    options: TYPE_OPTIONS,
    chip: (values) =>
      `Type: ${splitList(values.type)
        .map((type) => TRANSACTION_TYPE_LABELS[type as TransactionType] ?? type)
        .join(', ')}`,
  },
  { kind: 'multi', param: 'card_brand', label: 'Card brand', options: BRAND_OPTIONS },
  { kind: 'multi', param: 'status', label: 'Status', options: STATUS_OPTIONS },
  { kind: 'multi', param: 'response_code', label: 'Response code', options: RESPONSE_CODE_OPTIONS },
  { kind: 'amount', label: 'Amount', minParam: 'amount_min', maxParam: 'amount_max' },
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
    param: 'payment_link_id',
    label: 'Payment link ID',
    inputMode: 'numeric',
    pattern: ID_PATTERN,
    patternMessage: 'A payment link ID is a number',
  },
  {
    kind: 'text',
    param: 'customer_id',
    label: 'Customer ID',
    inputMode: 'numeric',
    pattern: ID_PATTERN,
    patternMessage: 'A customer ID is a number',
  },
  // The report header's range and the date it filters on: a change starts at page 1 again.
  { kind: 'date', label: 'Dates', params: ['range', 'from', 'to', DATE_TYPE_PARAM] },
];

const SHOWN_BY_DEFAULT = new Set<TransactionColumn>([
  'transDate',
  'type',
  'status',
  'cardBrand',
  'accountNumber',
  'accountholderName',
  'grossAmount',
  'netAmount',
]);

/** Across accounts, the account takes the place of the account number and the net. */
const ALL_ACCOUNTS_SHOWN = new Set<TransactionColumn>([
  ...[...SHOWN_BY_DEFAULT].filter((key) => key !== 'accountNumber' && key !== 'netAmount'),
  'merchantName',
]);

/**
 * The domain's columns with the screen's own defaults: what a person scans a day of payments
 * by (when, what, its state, the card and the customer, the money). The transaction number,
 * the response code and the rest are a click away in Columns, and the search finds them.
 */
function columnsFor(allAccounts: boolean): ColumnSpec<TransactionColumn>[] {
  return TRANSACTION_COLUMNS.map((column) => ({
    ...column,
    defaultVisible: allAccounts
      ? ALL_ACCOUNTS_SHOWN.has(column.key)
      : SHOWN_BY_DEFAULT.has(column.key),
  }));
}

const dash = (value: string | null) => value ?? '—';
const NOWRAP = { whiteSpace: 'nowrap' } as const;

function specFor(allAccounts: boolean): ListScreenSpec<Transaction, TransactionColumn> {
  return defineListScreen<Transaction, TransactionColumn>({
    screen: allAccounts ? 'transactions-all' : 'transactions',
    label: 'Transactions',
    columns: columnsFor(allAccounts),
    defaultSort: TRANSACTION_DEFAULT_SORT,
    defaultPerPage: TRANSACTION_PAGE_SIZE,
    filters: TRANSACTION_FILTERS,
    cells: {
      transDate: (row) => <ZonedMoment value={row.transDate} short />,
      merchantName: (row) => <span style={NOWRAP}>{row.merchantName}</span>,
      transNumber: (row) => <span style={NOWRAP}>{row.transNumber}</span>,
      type: (row) => <span style={NOWRAP}>{typeLabel(row.type)}</span>,
      cardBrand: (row) => <span style={NOWRAP}>{dash(row.cardBrand)}</span>,
      status: (row) => <TransactionStatusPill status={row.status} />,
      accountNumber: (row) => (
        <span style={{ ...NOWRAP, fontVariantNumeric: 'tabular-nums' }}>
          {dash(row.accountNumber)}
        </span>
      ),
      accountholderName: (row) => dash(row.accountholderName),
      grossAmount: (row) => <SignedMoney cents={row.grossAmount} currency={row.currency} />,
      fee: moneyCell(
        (row) => row.fee,
        (row) => row.currency,
      ),
      netAmount: (row) => <SignedMoney cents={row.netAmount} currency={row.currency} />,
      responseCode: (row) => `${row.responseCode} ${row.responseCodeDesc}`,
      settledDate: (row) => <ZonedMoment value={row.settledDate} />,
      fundDate: (row) => <ZonedMoment value={row.fundDate} />,
    },
    rowKey: (row) => row.id,
    // A row of "All accounts" opens under its own account.
    rowHref: (row) => paths.transactions.detail.href(row.merchantId, row.id),
    card: { title: 'accountholderName', subtitle: 'transDate', amount: 'grossAmount' },
    emptyMessage: 'No transactions match these filters.',
  });
}

/** One account's transactions. */
export const transactionListSpec = specFor(false);
/** Every account the user holds, with the Account column. */
export const allTransactionsListSpec = specFor(true);
