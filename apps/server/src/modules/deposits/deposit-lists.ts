import {
  BATCH_TRANSACTION_COLUMNS,
  type BatchTransactionColumn,
  DEPOSIT_COLUMNS,
  type DepositColumn,
} from '@paydesk/domain/deposit-fields';
import type { batchTransactionSchema, Deposit, DepositListQuery } from '@paydesk/domain/deposits';
import type { ListQuery } from '@paydesk/domain/list-query';
import type { z } from 'zod';
import { csvCentsSql, csvLocalTimeSql, csvPlainSql, csvTextSql } from '../../platform/lists/csv';
import {
  columnLabels,
  defaultColumnKeys,
  type ListDefinition,
} from '../../platform/lists/list-definition';
import type { SqlParams } from '../../platform/lists/sql-params';
import { depositConditions } from './deposit-filters';

/** Payouts (part 1 §3 "Deposit batch", "Batch transaction") as declared lists. */

export interface DepositScope {
  merchantId: number;
  currency: string;
}

const DEPOSIT_LABELS = columnLabels<DepositColumn>(DEPOSIT_COLUMNS);

const batchValue = (column: string) => `(select ${column} from batches b where b.id = d.batch_id)`;

/** Each payout column's CSV cell, as SQL on `d` (deposits) alone. */
export const DEPOSIT_CSV: Record<DepositColumn, () => string> = {
  depositDate: () => csvPlainSql('d.deposit_date'),
  id: () => csvPlainSql('d.id'),
  batchId: () => csvPlainSql('d.batch_id'),
  batchNumber: () => csvTextSql(batchValue('b.batch_number')),
  batchDate: () => csvPlainSql(batchValue('b.batch_date')),
  status: () => csvTextSql('d.status'),
  numberOfTransactions: () => csvPlainSql(batchValue('b.number_of_transactions')),
  totalGross: () => csvCentsSql(batchValue('b.total_gross_cents')),
  totalFees: () => csvCentsSql(batchValue('b.total_fee_cents')),
  totalBatchDepositAmount: () => csvCentsSql('d.amount_cents'),
  currency: () => csvTextSql(`(select m.currency from merchants m where m.id = d.merchant_id)`),
  traceNumber: () => csvTextSql('d.trace_number'),
};

/** A deposit row (`d` deposits, `b` its batch) as the API answers it. */
export function depositRow(row: Record<string, unknown>, currency: string): Deposit {
  return {
    id: Number(row.id),
    merchantId: Number(row.merchant_id),
    batchId: Number(row.batch_id),
    batchNumber: String(row.batch_number),
    batchDate: String(row.batch_date),
    numberOfTransactions: Number(row.number_of_transactions),
    totalGross: Number(row.total_gross_cents),
    totalFees: Number(row.total_fee_cents),
    totalBatchDepositAmount: Number(row.amount_cents),
    depositDate: String(row.deposit_date),
    status: row.status as Deposit['status'],
    currency,
    traceNumber: String(row.trace_number),
  };
}

export const DEPOSIT_SELECT = `d.id, d.merchant_id, d.batch_id, b.batch_number, b.batch_date::text as batch_date,
  b.number_of_transactions, b.total_gross_cents, b.total_fee_cents, d.amount_cents,
  d.deposit_date::text as deposit_date, d.status, d.trace_number`;

/** Deposit batches, newest deposit first (part 1 §7 "Deposits (filters batch_id, status)"). */
export const depositList: ListDefinition<DepositListQuery, Deposit, DepositColumn, DepositScope> = {
  name: 'deposits',
  table: 'deposits d',
  rowJoins: 'join batches b on b.id = d.batch_id',
  id: { sql: 'd.id', type: 'int8' },
  anchor: 'select max(id) from deposits',
  select: () => DEPOSIT_SELECT,
  sortColumns: {
    depositDate: { sql: 'd.deposit_date', type: 'date' },
    totalBatchDepositAmount: { sql: 'd.amount_cents', type: 'int8' },
  },
  where: (query, scope, params, run) => depositConditions(query, scope.merchantId, params, run),
  toRow: (row, scope) => depositRow(row, scope.currency),
  csv: DEPOSIT_CSV,
  csvHeader: (column) => DEPOSIT_LABELS[column],
  fileName: (query, scope) =>
    `payouts-${scope.merchantId}${query.start_date ? `-${query.start_date.slice(0, 10)}` : ''}${query.end_date ? `-to-${query.end_date.slice(0, 10)}` : ''}.csv`,
  defaultColumns: defaultColumnKeys(DEPOSIT_COLUMNS),
};

type BatchTransaction = z.infer<typeof batchTransactionSchema>;
type BatchTransactionQuery = ListQuery<BatchTransactionColumn> & {
  type?: BatchTransaction['type'][] | undefined;
  timezone: string;
};

export interface BatchScope {
  merchantId: number;
  batchId: number;
  depositId: number;
}

const BATCH_LABELS = columnLabels<BatchTransactionColumn>(BATCH_TRANSACTION_COLUMNS);

const BATCH_CSV: Record<
  BatchTransactionColumn,
  (params: SqlParams, query: BatchTransactionQuery) => string
> = {
  transDate: (params, query) => csvLocalTimeSql('t.trans_date', params.add(query.timezone, 'text')),
  transNumber: () => csvTextSql('t.trans_number'),
  type: () => csvTextSql('t.type_code'),
  typeDescription: () => csvTextSql('t.type_description'),
  settledDate: () => csvPlainSql('t.settled_date'),
  fundDate: () => csvPlainSql('t.fund_date'),
  currency: () => csvTextSql('t.currency'),
  currencyAuthorized: () => csvTextSql('t.currency'),
  grossAmount: () => csvCentsSql('t.gross_amount_cents'),
  fee: () => csvCentsSql('t.fee_cents'),
  netAmount: () => csvCentsSql('t.net_amount_cents'),
  batchId: () => csvPlainSql('t.batch_id'),
  id: () => csvPlainSql('t.id'),
};

/** The transactions of one payout's batch (part 1 §3 "Batch transaction"). */
export const batchTransactionList: ListDefinition<
  BatchTransactionQuery,
  BatchTransaction,
  BatchTransactionColumn,
  BatchScope
> = {
  name: 'batch-transactions',
  table: 'transactions t',
  id: { sql: 't.id', type: 'int8' },
  anchor: 'select max(id) from transactions',
  select: () => `t.id, t.batch_id, t.trans_number,
    to_char(t.trans_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as trans_date,
    t.settled_date::text as settled_date, t.fund_date::text as fund_date, t.type_code,
    t.type_description, t.currency, t.gross_amount_cents, t.fee_cents, t.net_amount_cents`,
  sortColumns: {
    transDate: { sql: 't.trans_date', type: 'timestamptz' },
    grossAmount: { sql: 't.gross_amount_cents', type: 'int8' },
  },
  where: async (query, scope, params) => {
    const conditions = [
      `t.merchant_id = ${params.add(scope.merchantId, 'int4')}`,
      `t.batch_id = ${params.add(scope.batchId, 'int8')}`,
    ];
    if (query.type) conditions.push(`t.type_code = any(${params.add(query.type, 'text[]')})`);
    return conditions;
  },
  toRow: (row) => ({
    id: Number(row.id),
    batchId: Number(row.batch_id),
    transNumber: String(row.trans_number),
    transDate: String(row.trans_date),
    settledDate: row.settled_date === null ? null : String(row.settled_date),
    fundDate: row.fund_date === null ? null : String(row.fund_date),
    type: row.type_code as BatchTransaction['type'],
    typeDescription: String(row.type_description),
    currency: String(row.currency),
    currencyAuthorized: String(row.currency),
    grossAmount: Number(row.gross_amount_cents),
    fee: Number(row.fee_cents),
    netAmount: Number(row.net_amount_cents),
  }),
  csv: BATCH_CSV,
  csvHeader: (column, query) =>
    column === 'transDate' ? `${BATCH_LABELS.transDate} (${query.timezone})` : BATCH_LABELS[column],
  fileName: (_query, scope) => `payout-${scope.depositId}-transactions.csv`,
  defaultColumns: defaultColumnKeys(BATCH_TRANSACTION_COLUMNS),
};
