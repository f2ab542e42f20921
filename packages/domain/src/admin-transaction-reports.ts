import { z } from 'zod';
import { DEPOSIT_COLUMNS, DEPOSIT_DEFAULT_SORT, DEPOSIT_STATUSES } from './deposit-fields';
import { depositIdParam, depositSchema } from './deposits';
import { idParam, merchantIdParam } from './ids';
import { type ColumnSpec, DEFAULT_PAGE_SIZE } from './list-params';
import { commaList, listQuerySchema } from './list-query';
import { TRANSACTION_PAGE_SIZE } from './transaction-fields';
import { transactionIdParam, transactionListQuerySchema } from './transactions';
import { listRangeQuerySchema } from './wall-clock';

/**
 * The back office's money reports (part 2 §2 "Admin reports", §7 "Reports and overviews"):
 * transaction details, payouts and processor reconciliation, over every merchant or one
 * (`merchantid`). Staff holding the report's key of part 2 §6.
 */

/** `?merchantid=`: one merchant's rows (the profile's quick actions link so); absent: every merchant's. */
export const reportMerchantParam = () =>
  merchantIdParam().optional().meta({
    description: "Only this merchant's rows (an unknown id answers 404); absent: every merchant's.",
  });

/* Transaction details (/admin/reports/transaction-details, can-view-transaction-report). */

/** The merchant list's filters, search, sorts, snapshot and CSV, over every merchant or one. */
export const adminTransactionListQuerySchema = transactionListQuerySchema.safeExtend({
  merchantid: reportMerchantParam(),
});
export type AdminTransactionListQuery = z.output<typeof adminTransactionListQuerySchema>;

/** The key of one transaction in the back office: its merchant and its id (both in the path). */
export const adminTransactionParams = z.object({
  merchantId: merchantIdParam(),
  transactionId: transactionIdParam(),
});

/* Payouts (/admin/reports/payouts, can-view-deposit-report). */

/** The merchant payouts list's columns with the account (its name and id). */
export const ADMIN_DEPOSIT_COLUMNS = [
  ...DEPOSIT_COLUMNS.slice(0, 1),
  { key: 'merchantName', label: 'Account', defaultVisible: true },
  ...DEPOSIT_COLUMNS.slice(1),
  { key: 'merchantId', label: 'Merchant ID', numeric: true },
] as const satisfies readonly ColumnSpec[];
export type AdminDepositColumn = (typeof ADMIN_DEPOSIT_COLUMNS)[number]['key'];

/** A payout with its account's name (the report lists every merchant's). */
export const adminDepositSchema = depositSchema
  .extend({ merchantName: z.string() })
  .meta({ id: 'AdminDeposit' });
export type AdminDeposit = z.infer<typeof adminDepositSchema>;

/** Deposit date range (days of `timezone`), status, batch, merchant; 10 a page, newest first. */
export const adminDepositListQuerySchema = listRangeQuerySchema.safeExtend({
  merchantid: reportMerchantParam(),
  batch_id: idParam('batch', 'Only the payout of this batch').optional(),
  status: commaList(DEPOSIT_STATUSES, 'statuses').optional(),
  ...listQuerySchema({
    columns: ADMIN_DEPOSIT_COLUMNS,
    defaultSort: DEPOSIT_DEFAULT_SORT,
    defaultPerPage: DEFAULT_PAGE_SIZE,
  }).shape,
});
export type AdminDepositListQuery = z.output<typeof adminDepositListQuerySchema>;

/** The key of one payout in the back office: its merchant and its id. */
export const adminDepositParams = z.object({
  merchantId: merchantIdParam(),
  depositId: depositIdParam(),
});

/* Processor reconciliation (/admin/reports/processor-reconciliation, can-view-processor-reconciliation-report). */

/**
 * The reconciliation's columns. A line is a payout (deposit) or, with `detail=true`, one
 * transaction of a payout's batch; the transaction columns are empty on a payout's line.
 * "Reported" is the processor's settlement record of the batch, "ledger" the sum of the rows
 * Paydesk's ledger holds in it now (docs/reports.md).
 */
export const RECONCILIATION_COLUMNS = [
  { key: 'depositDate', label: 'Deposit date', sortable: true, defaultVisible: true },
  { key: 'merchantName', label: 'Account', defaultVisible: true },
  { key: 'depositId', label: 'Payout ID', numeric: true, defaultVisible: true },
  { key: 'batchNumber', label: 'Batch number' },
  { key: 'batchDate', label: 'Settled' },
  { key: 'depositStatus', label: 'Payout status' },
  { key: 'transNumber', label: 'Transaction #' },
  { key: 'transDate', label: 'Transaction date' },
  { key: 'type', label: 'Type' },
  { key: 'reportedCount', label: 'Reported count', numeric: true, defaultVisible: true },
  { key: 'ledgerCount', label: 'Ledger count', numeric: true, defaultVisible: true },
  { key: 'reportedGross', label: 'Reported gross', numeric: true },
  { key: 'ledgerGross', label: 'Ledger gross', numeric: true },
  { key: 'reportedFees', label: 'Reported fees', numeric: true },
  { key: 'ledgerFees', label: 'Ledger fees', numeric: true },
  { key: 'reportedNet', label: 'Reported net', numeric: true, defaultVisible: true },
  { key: 'ledgerNet', label: 'Ledger net', numeric: true, defaultVisible: true },
  { key: 'depositAmount', label: 'Paid out', numeric: true },
  { key: 'countDifference', label: 'Count difference', numeric: true },
  { key: 'grossDifference', label: 'Gross difference', numeric: true },
  { key: 'feesDifference', label: 'Fees difference', numeric: true },
  { key: 'netDifference', label: 'Net difference', numeric: true, defaultVisible: true },
  { key: 'depositDifference', label: 'Paid out less ledger net', numeric: true },
  { key: 'matched', label: 'Result', defaultVisible: true },
  { key: 'currency', label: 'Currency' },
  { key: 'merchantId', label: 'Merchant ID', numeric: true },
  { key: 'batchId', label: 'Batch', numeric: true },
  { key: 'processorId', label: 'Processor', numeric: true },
  { key: 'transactionId', label: 'Transaction ID', numeric: true },
] as const satisfies readonly ColumnSpec[];
export type ReconciliationColumn = (typeof RECONCILIATION_COLUMNS)[number]['key'];
export const RECONCILIATION_DEFAULT_SORT = '-depositDate';

/** The reconciliation's answer to `detail=true` without the payout to detail. */
export const RECONCILIATION_MESSAGES = {
  detailNeedsDeposit: 'Name the payout to detail with deposit_id',
} as const;

const flag = (description: string) =>
  z
    .enum(['true', 'false'], { error: 'Use true or false' })
    .optional()
    .transform((value) => value === 'true')
    .meta({ description });

/**
 * Deposit date range (days of `timezone`), one merchant, one payout (`deposit_id`, whatever the
 * range), only lines with a difference (`mismatched_only=true`), and with `detail=true` (and a
 * `deposit_id`) that payout's transactions instead of the payouts; 25 a page.
 */
export const reconciliationQuerySchema = listRangeQuerySchema
  .safeExtend({
    merchantid: reportMerchantParam(),
    deposit_id: depositIdParam().optional().meta({
      description: 'Only this payout (whatever the range); with detail=true, its transactions.',
    }),
    detail: flag("true: the payout's transactions (needs deposit_id), each with both sides"),
    mismatched_only: flag('true: only the lines where the two sides differ'),
    ...listQuerySchema({
      columns: RECONCILIATION_COLUMNS,
      defaultSort: RECONCILIATION_DEFAULT_SORT,
      defaultPerPage: TRANSACTION_PAGE_SIZE,
    }).shape,
  })
  .superRefine((query, context) => {
    if (query.detail && query.deposit_id === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['deposit_id'],
        message: RECONCILIATION_MESSAGES.detailNeedsDeposit,
      });
    }
  });
export type ReconciliationQuery = z.output<typeof reconciliationQuerySchema>;

/** One line of the reconciliation: a payout, or one transaction of a payout (`detail=true`). */
export const reconciliationLineSchema = z
  .object({
    level: z.enum(['deposit', 'transaction']),
    depositId: z.number().int(),
    merchantId: z.number().int(),
    merchantName: z.string(),
    batchId: z.number().int(),
    batchNumber: z.string(),
    /** YYYY-MM-DD: the day the batch settled. */
    batchDate: z.string(),
    /** YYYY-MM-DD: the day the payout reaches the bank. */
    depositDate: z.string(),
    depositStatus: z.enum(DEPOSIT_STATUSES),
    processorId: z.number().int(),
    currency: z.string(),
    /** A transaction's line: the transaction (null on a payout's line). */
    transactionId: z.number().int().nullable(),
    transNumber: z.string().nullable(),
    /** ISO 8601 instant. */
    transDate: z.string().nullable(),
    type: z.string().nullable(),
    /** The processor's settlement record (money in cents). */
    reportedCount: z.number().int(),
    reportedGross: z.number().int(),
    reportedFees: z.number().int(),
    reportedNet: z.number().int(),
    /** What the ledger's rows add up to now. */
    ledgerCount: z.number().int(),
    ledgerGross: z.number().int(),
    ledgerFees: z.number().int(),
    ledgerNet: z.number().int(),
    /** Ledger less reported. */
    countDifference: z.number().int(),
    grossDifference: z.number().int(),
    feesDifference: z.number().int(),
    netDifference: z.number().int(),
    /** A payout's line: what was paid out (null on a transaction's line). */
    depositAmount: z.number().int().nullable(),
    /** What was paid out less the ledger's net (null on a transaction's line). */
    depositDifference: z.number().int().nullable(),
    /** Every difference is zero. */
    matched: z.boolean(),
  })
  .meta({ id: 'ReconciliationLine' });
export type ReconciliationLine = z.infer<typeof reconciliationLineSchema>;
