import type { ColumnSpec } from './list-params';

/** Payouts (part 1 §3 "Deposit batch", "Batch transaction"), without zod: statuses and columns. */
export const DEPOSIT_STATUSES = ['paid', 'pending', 'failed'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

export const DEPOSIT_COLUMNS = [
  { key: 'depositDate', label: 'Deposit date', sortable: true, defaultVisible: true },
  { key: 'id', label: 'Payout ID', numeric: true, defaultVisible: true },
  { key: 'batchId', label: 'Batch', numeric: true },
  { key: 'batchNumber', label: 'Batch number', defaultVisible: true },
  { key: 'batchDate', label: 'Settled' },
  { key: 'status', label: 'Status', defaultVisible: true },
  {
    key: 'numberOfTransactions',
    label: 'Transactions',
    numeric: true,
    defaultVisible: true,
  },
  { key: 'totalGross', label: 'Gross', numeric: true, defaultVisible: true },
  { key: 'totalFees', label: 'Fees', numeric: true, defaultVisible: true },
  {
    key: 'totalBatchDepositAmount',
    label: 'Deposit',
    sortable: true,
    numeric: true,
    defaultVisible: true,
  },
  { key: 'currency', label: 'Currency' },
  { key: 'traceNumber', label: 'Trace number' },
] as const satisfies readonly ColumnSpec[];
export type DepositColumn = (typeof DEPOSIT_COLUMNS)[number]['key'];
export const DEPOSIT_DEFAULT_SORT = '-depositDate';

/** The transactions of one batch (part 1 §3 "Batch transaction"). */
export const BATCH_TRANSACTION_COLUMNS = [
  { key: 'transDate', label: 'Date', sortable: true, defaultVisible: true },
  { key: 'transNumber', label: 'Transaction #', defaultVisible: true },
  { key: 'type', label: 'Type', defaultVisible: true },
  { key: 'typeDescription', label: 'Description', defaultVisible: true },
  { key: 'settledDate', label: 'Settled' },
  { key: 'fundDate', label: 'Funded' },
  { key: 'currency', label: 'Currency' },
  { key: 'currencyAuthorized', label: 'Currency authorized' },
  { key: 'grossAmount', label: 'Gross', sortable: true, numeric: true, defaultVisible: true },
  { key: 'fee', label: 'Fee', numeric: true, defaultVisible: true },
  { key: 'netAmount', label: 'Net', numeric: true, defaultVisible: true },
  { key: 'batchId', label: 'Batch', numeric: true },
  { key: 'id', label: 'ID', numeric: true },
] as const satisfies readonly ColumnSpec[];
export type BatchTransactionColumn = (typeof BATCH_TRANSACTION_COLUMNS)[number]['key'];

/** The lines of "explain this payout", gross to net. */
export const PAYOUT_LINE_KINDS = [
  'sales',
  'refunds',
  'returns',
  'fees',
  'chargebacks',
  'holds',
] as const;
export type PayoutLineKind = (typeof PAYOUT_LINE_KINDS)[number];
