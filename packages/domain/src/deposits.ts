import { z } from 'zod';
import {
  BATCH_TRANSACTION_COLUMNS,
  DEPOSIT_COLUMNS,
  DEPOSIT_DEFAULT_SORT,
  DEPOSIT_STATUSES,
  PAYOUT_LINE_KINDS,
} from './deposit-fields';
import { idParam, merchantIdParam } from './ids';
import { DEFAULT_PAGE_SIZE } from './list-params';
import { commaList, listQuerySchema } from './list-query';
import { TRANSACTION_TYPES } from './transaction-fields';
import { listRangeQuerySchema, timeZoneSchema } from './wall-clock';

/** Payouts: deposit batches and the transactions of one (part 1 §3, §7 "Deposits"). */

export const depositIdParam = () => idParam('deposit', 'A deposit (payout) id');

/** Part 1 §3 "Deposit batch", with the batch's totals; money in cents. */
export const depositSchema = z
  .object({
    id: z.number().int(),
    merchantId: z.number().int(),
    batchId: z.number().int(),
    batchNumber: z.string(),
    /** The day the batch settled (YYYY-MM-DD). */
    batchDate: z.string(),
    numberOfTransactions: z.number().int(),
    totalGross: z.number().int(),
    totalFees: z.number().int(),
    /** The deposit: the batch's net. */
    totalBatchDepositAmount: z.number().int(),
    /** The day the money reaches the bank account (YYYY-MM-DD). */
    depositDate: z.string(),
    status: z.enum(DEPOSIT_STATUSES),
    currency: z.string(),
    traceNumber: z.string(),
  })
  .meta({ id: 'Deposit' });
export type Deposit = z.infer<typeof depositSchema>;

/** Deposits filter on the deposit date (days of `timezone`), batch and status (part 1 §7). */
export const depositListQuerySchema = listRangeQuerySchema
  .safeExtend({
    batch_id: idParam('batch', 'Only the deposit of this batch').optional(),
    status: commaList(DEPOSIT_STATUSES, 'statuses').optional(),
  })
  .safeExtend(
    listQuerySchema({
      columns: DEPOSIT_COLUMNS,
      defaultSort: DEPOSIT_DEFAULT_SORT,
      defaultPerPage: DEFAULT_PAGE_SIZE,
    }).shape,
  );
export type DepositListQuery = z.output<typeof depositListQuerySchema>;

/** Part 1 §3 "Batch transaction". */
export const batchTransactionSchema = z
  .object({
    id: z.number().int(),
    batchId: z.number().int(),
    transNumber: z.string(),
    transDate: z.string(),
    settledDate: z.string().nullable(),
    fundDate: z.string().nullable(),
    type: z.enum(TRANSACTION_TYPES),
    typeDescription: z.string(),
    currency: z.string(),
    currencyAuthorized: z.string(),
    grossAmount: z.number().int(),
    fee: z.number().int(),
    netAmount: z.number().int(),
  })
  .meta({ id: 'BatchTransaction' });

export const batchTransactionListQuerySchema = listQuerySchema({
  columns: BATCH_TRANSACTION_COLUMNS,
  defaultSort: '-transDate',
  defaultPerPage: DEFAULT_PAGE_SIZE,
}).safeExtend({
  type: commaList(TRANSACTION_TYPES, 'types').optional(),
  timezone: timeZoneSchema
    .default('UTC')
    .meta({ description: "The CSV's times are this zone's clock (the account's, on screen)" }),
});

export const depositParams = z.object({ id: merchantIdParam(), depositId: depositIdParam() });

/** One line of "explain this payout": what it adds or takes, and the rows behind it. */
export const payoutLineSchema = z.object({
  kind: z.enum(PAYOUT_LINE_KINDS),
  label: z.string(),
  /** Cents, signed: sales positive, the rest negative. */
  amount: z.number().int(),
  count: z.number().int(),
  /** The transaction types behind the line (a link to the batch's rows of these types), if any. */
  types: z.array(z.enum(TRANSACTION_TYPES)),
  note: z.string().nullable(),
});

export const depositDetailSchema = z
  .object({
    deposit: depositSchema,
    /** Sums of the batch's transactions: they add up to the deposit. */
    totals: z.object({
      count: z.number().int(),
      grossAmount: z.number().int(),
      fee: z.number().int(),
      netAmount: z.number().int(),
    }),
    explain: z.array(payoutLineSchema),
  })
  .meta({ id: 'DepositDetail' });
export type DepositDetail = z.infer<typeof depositDetailSchema>;
